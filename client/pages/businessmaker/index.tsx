import { Link } from 'react-router-dom';
import { businessMakerTexts as t } from '../../../content/pages/businessmaker.ts';
import { businessMakerCopyLoaders, type BusinessMakerKey } from '../../../content/businessmaker/index.ts';
import { BUSINESSMAKER_PAGES } from '../../../shared/route-families.ts';
import { createModuleRegistry } from '../../app/module-registry.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { BusinessMakerAddOns } from './add-ons.tsx';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { FeatureGrid, pairs } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Icon } from '../../components/sections/icon.tsx';
import { ProductVisual, type VisualId } from '../../components/visuals/index.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/businessmaker.ts';

const registry = createModuleRegistry(businessMakerCopyLoaders);

/** The page of the area a path shows: the sub-page is the path's second segment (spec 2.2), else the overview. */
function pageKey(pathname: string): BusinessMakerKey {
  const sub = pathname.split('/')[2] ?? '';
  return (BUSINESSMAKER_PAGES as readonly string[]).includes(sub) ? (sub as BusinessMakerKey) : '';
}

/** Each page of the area its own hero drawing (decision 335): the overview's launch plan, Get online's three steps. */
const heroVisual = (key: BusinessMakerKey): VisualId =>
  key === '' ? 'businessmaker' : key === 'getonline' ? 'getonline' : `businessmaker-${key}`;

// The first page's words start loading with this chunk; until they arrive React keeps the server's HTML.
if (typeof window !== 'undefined') void registry.load(pageKey(window.location.pathname));

/** /businessmaker and its 11 sub-pages in one module, each sub-page's own words loaded on demand. */
export default function BusinessMakerPage({ meta, pathname }: PageProps) {
  const key = pageKey(pathname);
  const { copy } = registry.useModule(key);
  return (
    <>
      <Hero
        title={meta.h1}
        lead={copy.lead}
        visual={<ProductVisual id={heroVisual(key)} priority />}
        cta={
          copy.cta ? (
            <Link className="button button--primary" to={copy.cta[1]}>
              {copy.cta[0]}
            </Link>
          ) : undefined
        }
      />
      <FeatureGrid
        id="bm-points"
        head={{ title: t.pointsTitle }}
        items={pairs(copy.points)}
        icons={['clipboard-check', 'wallet', 'rocket', 'megaphone', 'scale', 'chart-line']}
        tone="tint"
      />
      {key === 'upgrade' && <BusinessMakerAddOns />}
      <section className="sk-section" aria-labelledby="bm-more">
        <div className="container narrow">
          <h2 id="bm-more">{copy.more.title}</h2>
          {copy.more.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
      <nav className="sk-section" aria-label={t.moreLabel}>
        <div className="container">
          <h2>{t.moreTitle}</h2>
          {/* Every page of the area, the overview first and the one shown marked: twelve tiles fill their rows
              at four, two and one across. */}
          <ul className="sk-linklist">
            {(['', ...BUSINESSMAKER_PAGES] as const).map((p) => (
              <li key={p}>
                <Link to={p ? `/businessmaker/${p}` : '/businessmaker'} aria-current={p === key ? 'page' : undefined}>
                  {t.names[p] ?? p}
                  <Icon name={p === key ? 'circle-check' : 'arrow-right'} size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <CtaBand id="bm-call" title={t.callTitle} text={t.callText}>
        <PhoneLink pathname={pathname} className="button button--secondary" />
      </CtaBand>
    </>
  );
}
