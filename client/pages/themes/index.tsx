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

/** Most cards a row: from 568 px (tablet) and from 1200 px (computer). A phone shows one. */
const MAX_PER_ROW = { md: 2, lg: 5 } as const;

/**
 * How many cards a row holds so the last row is full: the largest count up to `max` that divides the cards (ten
 * make two rows of five, two make one of two). A count nothing divides keeps `max` (decision 318).
 */
export function cardsPerRow(count: number, max: number): number {
  for (let n = Math.min(max, count); n > 1; n--) if (count % n === 0) return n;
  return Math.max(1, Math.min(max, count));
}

/**
 * The cards of a tab in rows that end full, at every width (decision 318); columns are fixed by the count, so a
 * card's place never depends on the cards after it. The first row of the first tab shows above the fold on a
 * computer: those thumbnails are not lazy.
 */
function ThemeGrid({ items, eager = false }: { items: readonly Theme[]; eager?: boolean }) {
  const md = cardsPerRow(items.length, MAX_PER_ROW.md);
  const lg = cardsPerRow(items.length, MAX_PER_ROW.lg);
  return (
    <ul className={`td-theme-grid td-theme-grid--md-${md} td-theme-grid--lg-${lg}`}>
      {items.map((t, i) => (
        <li key={t.id}>
          <ThemeCard theme={t} eager={eager && i < lg} />
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
    { key: 'all', label: c.allLabel, content: <ThemeGrid items={themes} eager={!category} /> },
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
