import { Link } from 'react-router-dom';
import { themeCategories, themeEditUrl, themes, themesPage as c, type Theme } from '../../../content/product-pages/themes.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { ThemeCard, ThemeThumb } from '../../components/pricing/theme-card.tsx';
import { Tabs } from '../../components/tabs.tsx';

function ThemeGrid({ items }: { items: readonly Theme[] }) {
  return (
    <ul className="pp-grid pp-grid--3">
      {items.map((t) => (
        <li key={t.id}>
          <ThemeCard theme={t} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /websites/themes and /websites/themes/{category}/{themeid} (spec 2.1): theme categories and cards. The second
 * form also serves the theme view links /websites/themes/{themeId}/{variantId}: a theme id in the first segment
 * shows that theme's preview above the list; a category key opens that category's tab.
 */
export default function ThemesPage({ meta, params }: PageProps) {
  const first = params.category;
  const previewed = themes.find((t) => t.id === first);
  const variant = previewed && previewed.variants.includes(params.themeid ?? '') ? params.themeid : previewed?.variants[0];
  const category = themeCategories.find((k) => k.key === first)?.key;
  const items = [
    { key: 'all', label: c.allLabel, content: <ThemeGrid items={themes} /> },
    ...themeCategories.map((k) => ({ key: k.key, label: k.name, content: <ThemeGrid items={themes.filter((t) => t.category === k.key)} /> })),
  ];
  return (
    <>
      <PageIntro meta={meta}>
          <p>
            <Link to="/websites">{c.backText}</Link>
          </p>
      </PageIntro>
      <section className="pp-section" aria-label={c.categoriesLabel}>
        <div className="container">
          {previewed ? (
            <div className="pp-theme-preview">
              <ThemeThumb theme={previewed} className="pp-theme__thumb" />
              <div>
                <h2>{`${c.previewTitle}: ${previewed.title}`}</h2>
                <p>{`${previewed.title} (${variant}) by ${previewed.author}.`}</p>
                <p>{c.previewText}</p>
                <a className="button button--primary" href={themeEditUrl(previewed)}>
                  {`${c.editText} ${previewed.title}`}
                </a>
              </div>
            </div>
          ) : null}
          <h2 className="visually-hidden">{c.categoriesLabel}</h2>
          <Tabs items={items} label={c.categoriesLabel} initial={category} key={category ?? 'all'} />
        </div>
      </section>
    </>
  );
}
