import { localPlanVariants } from '../../../content/plans.ts';
import { localCompareTexts as t } from '../../../content/pages/local-compare.ts';
import { localSearchHref } from '../../../shared/checkout.ts';
import { priceText } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps } from '../../app/page-contract.ts';
import { isPendingUser } from '../../store/roles.ts';
import { useAppStore } from '../../store/store-provider.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import PlanComparisonTable, { type ComparisonAction } from '../../components/pricing/plan-comparison-table.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/local-compare.ts';

/**
 * Plan comparison of the local listings plans, from content/plans.ts and the catalogue prices (decision 062), in the
 * one comparison design of every product (decision 241): a table from 768 px, a list per plan below it. A pending
 * account sees the plans without their prices, as on /local (spec 6).
 */
export default function LocalComparePage({ meta }: PageProps) {
  const { catalogue } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const pending = useAppStore((s) => isPendingUser(s.user));
  const plans = Object.values(localPlanVariants.nonBmMaker);
  const actions: ComparisonAction[] = plans.map((p) => {
    const price = pending ? null : priceText(t.price(p.ratePlanId), catalogue.prices);
    return {
      price: price ?? undefined,
      term: price ? t.term : undefined,
      href: localSearchHref(p.ratePlanId, promo),
      text: t.choose(p.title),
    };
  });
  return (
    <>
      <Hero title={meta.h1} lead={meta.intro} visual={<ProductVisual id="local-compare" priority />} />
      <section className="section" aria-labelledby="compare-title">
        <div className="container">
          <h2 id="compare-title">{t.title}</h2>
          <div className="plan-compare plan-compare--page">
            <PlanComparisonTable cards={plans} productName={t.productName} actions={actions} planHeading="h3" />
          </div>
          {pending ? null : <p className="fine-print">{t.priceNote}</p>}
        </div>
      </section>
    </>
  );
}
