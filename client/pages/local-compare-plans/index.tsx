import { localPlanVariants } from '../../../content/plans.ts';
import { localSearchHref } from '../../../shared/checkout.ts';
import { formatPrice } from '../../../shared/price-rules.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps } from '../../app/page-contract.ts';
import { useAppStore } from '../../store/store-provider.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import PlanComparisonTable, { type ComparisonAction } from '../../components/pricing/plan-comparison-table.tsx';

/**
 * Plan comparison of the local listings plans, from content/plans.ts and the catalogue prices (decision 062), in the
 * one comparison design of every product (decision 241): a table from 768 px, a list per plan below it.
 */
export default function LocalComparePage({ meta }: PageProps) {
  const { catalogue } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const plans = Object.values(localPlanVariants.nonBmMaker);
  const actions: ComparisonAction[] = plans.map((p) => {
    const price = catalogue.prices[p.ratePlanId]?.termDisplayPrice;
    return {
      price: price ? `${formatPrice(price.unitPricePerMonth)}/mo` : undefined,
      term: price ? '12-month term' : undefined,
      href: localSearchHref(p.ratePlanId, promo),
      text: `Choose ${p.title}`,
    };
  });
  return (
    <>
      <Hero title={meta.h1} lead={meta.intro} visual={<ProductVisual id="local" priority />} />
      <section className="section" aria-labelledby="compare-title">
        <div className="container">
          <h2 id="compare-title">Standard and Premium side by side</h2>
          <div className="plan-compare plan-compare--page">
            <PlanComparisonTable cards={plans} productName="Localworks" actions={actions} planHeading="h3" />
          </div>
          <p className="fine-print">
            Prices for a 12-month term. Prices renew at the then-current rate. Plus applicable taxes and fees.
          </p>
        </div>
      </section>
    </>
  );
}
