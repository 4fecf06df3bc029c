import { localPlanVariants } from '../../../content/plans.ts';
import { localSearchHref } from '../../../shared/checkout.ts';
import { formatPrice } from '../../../shared/price-rules.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps } from '../../app/page-contract.ts';
import { useAppStore } from '../../store/store-provider.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';

/** Plan comparison of the local listings plans, from content/plans.ts and the catalogue prices (decision 062). */
export default function LocalComparePage({ meta }: PageProps) {
  const { catalogue } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const plans = Object.values(localPlanVariants.nonBmMaker);
  const rows = [...new Set(plans.flatMap((p) => p.featureGroups.flatMap((g) => g.points)))];
  return (
    <>
      <Hero title={meta.h1} lead={meta.intro} visual={<ProductVisual id="local" priority />} />
      <section className="section" aria-labelledby="compare-title">
        <div className="container">
          <h2 id="compare-title">Standard and Premium side by side</h2>
          <div className="table-scroll">
            <table className="compare-table">
              <caption className="visually-hidden">Localworks plan comparison</caption>
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  {plans.map((p) => {
                    const price = catalogue.prices[p.ratePlanId]?.termDisplayPrice;
                    return (
                      <th scope="col" key={p.planId}>
                        <span className="compare-table__plan">{p.title}</span>
                        {price && (
                          <span className="compare-table__price">{formatPrice(price.unitPricePerMonth)}/mo</span>
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((feature) => (
                  <tr key={feature}>
                    <th scope="row">{feature}</th>
                    {plans.map((p) => {
                      const has = p.featureGroups.some((g) => g.points.includes(feature));
                      return (
                        <td key={p.planId}>
                          <span aria-hidden="true">{has ? '✓' : '–'}</span>
                          <span className="visually-hidden">{has ? 'Included' : 'Not included'}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
                <tr>
                  <th scope="row">
                    <span className="visually-hidden">Choose a plan</span>
                  </th>
                  {plans.map((p) => (
                    <td key={p.planId}>
                      <a className="button button--primary" href={localSearchHref(p.ratePlanId, promo)}>
                        Choose {p.title}
                      </a>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <p className="fine-print">
            Prices for a 12-month term. Prices renew at the then-current rate. Plus applicable taxes and fees.
          </p>
        </div>
      </section>
    </>
  );
}
