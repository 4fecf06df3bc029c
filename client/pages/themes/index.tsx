import { Link } from 'react-router-dom';
import { showcaseCategories } from '../../../content/pages/themes.ts';
import { themes, type Theme } from '../../../content/themes.ts';
import { themesPage as c } from '../../../content/pages/themes.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { Hero } from '../../components/sections/hero.tsx';
import { ThemeCard } from '../../components/pricing/theme-card.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { Showcase } from './showcase.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/themes.ts';

/**
 * The first row of the first tab shows above the fold on a computer: those thumbnails are not lazy. A last card
 * alone on its row (two or three columns) is marked here, from the count, so CSS centres it without depending on
 * which cards the browser has parsed yet: centring by the row's content moved the first card while the page arrived.
 */
function ThemeGrid({ items, eagerCount = 0 }: { items: readonly Theme[]; eagerCount?: number }) {
  const last = items.length - 1;
  return (
    <ul className="td-theme-grid">
      {items.map((t, i) => (
        <li
          key={t.id}
          className={
            i === last
              ? `${last % 2 === 0 ? 'td-alone-2' : ''} ${last % 3 === 0 ? 'td-alone-3' : ''}`.trim()
              : i === last - 1 && last % 3 === 1
                ? 'td-pair-3'
                : undefined
          }
        >
          <ThemeCard theme={t} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /websites/themes and /websites/themes/{category}/{themeid} (spec 2.1): theme categories and cards; a category key
 * opens that category's tab, which leads with the category's showcase (spec 3). Theme view links /websites/themes/{themeId}/{variantId} are the theme demos
 * (client/pages/theme-demo, decision 120).
 */
export default function ThemesPage({ meta, params }: PageProps) {
  const category = showcaseCategories.find((k) => k.key === params.category)?.key;
  const items = [
    { key: 'all', label: c.allLabel, content: <ThemeGrid items={themes} eagerCount={category ? 0 : 3} /> },
    ...showcaseCategories.map((k) => ({
      key: k.key,
      label: k.name,
      content: (
        <>
          <Showcase category={k} />
          <ThemeGrid items={themes.filter((t) => t.category === k.key)} />
        </>
      ),
    })),
  ];
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        cta={
          <Link className="button button--secondary" to="/websites">
            {c.backText}
          </Link>
        }
      />
      <section className="pp-section" aria-label={c.categoriesLabel}>
        <div className="container">
          <h2 className="visually-hidden">{c.categoriesLabel}</h2>
          <Tabs items={items} label={c.categoriesLabel} initial={category} key={category ?? 'all'} />
        </div>
      </section>
    </>
  );
}
