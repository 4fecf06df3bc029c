import { useEffect } from 'react';
import { hostingCatalogue } from '../../../content/catalogue/hosting.ts';
import { webHostingPlans } from '../../../content/plans/hosting.ts';
import { hostingPage as c } from '../../../content/pages/hosting.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { SupportCard } from '../../components/support-card.tsx';
import { ProductPage } from '../../components/product-page.tsx';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { pollVariant, readHostingExperiment } from './ab-poll.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/hosting.ts';

/** /hosting (spec 2.5 "Web hosting"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: hostingCatalogue, cards: webHostingPlans };

export default function HostingPage(props: PageProps) {
  useEffect(() => {
    // spec 4: the A/B poll has no visible effect; the variant is recorded for the experiment script only.
    const poll = pollVariant(readHostingExperiment);
    void poll.result.then((v) => {
      document.documentElement.dataset.hostingVariant = String(v);
    });
    return () => {
      poll.cancel();
      delete document.documentElement.dataset.hostingVariant;
    };
  }, []);
  return (
    <ProductPage
      {...props}
      copy={c}
      sells={sells}
      belowCards={<ProofSlot kind="guarantee" product="hosting" />}
      after={<SupportCard pathname={props.pathname} />}
    >
      <FeatureGrid
        id="includes"
        head={{ title: c.includesTitle }}
        items={c.includes}
        icons={['globe', 'mouse-pointer-click', 'badge-check', 'headphones']}
        columns={2}
        tone="tint"
        variant="list"
      />
      <FeatureGrid
        id="security"
        head={{ title: c.securityTitle, intro: c.securityIntro }}
        items={c.security}
        icons={['lock', 'shield-check', 'shield']}
        tone="ink"
        variant="list"
      />
    </ProductPage>
  );
}
