import { Link } from 'react-router-dom';
import { perYear } from '../../../content/domains.ts';
import { tldBenefits, tldFaq, tldPitch } from '../../../content/pages/tld.ts';
import { RENEWAL_NOTE } from '../../../content/chrome/shell-texts.ts';
import { tldFromPath } from '../../../shared/route-families.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { DomainSearch } from '../../components/domain-search/domain-search.tsx';
import { TldPriceText, useTldDataCache, useTldPrice } from '../../components/domain-search/live-prices.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { TldVisual } from './tld-visual.tsx';
import { tldTexts } from '../../../content/pages/tld.ts';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid, pairs } from '../../components/sections/feature-grid.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/tld.ts';

/** One module for every /tlds/{tld}-domain page: the extension is the path's second segment (spec 2.2). */
export default function TldPage({ meta, pathname }: PageProps) {
  const tld = tldFromPath(pathname) ?? 'com';
  const ext = `.${tld}`;
  const { firstYear, regular } = useTldPrice(tld);
  useTldDataCache();
  return (
    <>
      <Hero
        title={meta.h1}
        lead={tldPitch[tld] ?? meta.intro}
        className="sk-hero--search"
        visual={<TldVisual tld={tld} />}
        cta={<DomainSearch id="tld-search" label={tldTexts.searchLabel(ext)} tld={tld} />}
      >
        {typeof firstYear === 'string' ? (
          <p className="price">
            <strong>
              {firstYear}
              {perYear}
            </strong>{' '}
            {regular !== null ? (
              <>
                <s>
                  <span className="visually-hidden">{tldTexts.regularPrice}</span>
                  {regular}
                  {perYear}
                </s>{' '}
              </>
            ) : null}
            <span className="fine-print">
              {tldTexts.firstYearNote}
              {RENEWAL_NOTE}
            </span>
          </p>
        ) : firstYear === null ? (
          <p className="price">
            {tldTexts.firstYearLabel}
            <TldPriceText tld={tld} />
          </p>
        ) : (
          <p className="fine-print">
            {tldTexts.priceAtCheckout(ext)}
            {RENEWAL_NOTE}
          </p>
        )}
      </Hero>

      <FeatureGrid
        id="tld-benefits"
        head={{ title: tldTexts.benefitsTitle.replace('{ext}', ext) }}
        items={pairs(tldBenefits)}
        icons={['badge-check', 'globe', 'plug']}
        tone="tint"
      >
        <Link to="/domains">{tldTexts.compareAll}</Link>
      </FeatureGrid>

      <Faq items={tldFaq(ext)} />
    </>
  );
}
