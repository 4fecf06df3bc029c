import { mailCatalogue } from '../../../content/catalogue/mail.ts';
import { mailPlans } from '../../../content/plans/mail.ts';
import { mailPage as c } from '../../../content/pages/mail.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { ProductPage } from '../../components/product-page.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Section } from '../../components/sections/section.tsx';
import { Checks } from '../../components/sections/split-rows.tsx';
import { SupportCard } from '../../components/support-card.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/mail.ts';

/** /mail (spec 2.5 "Business email"): from $1.19 per month. */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: mailCatalogue, cards: mailPlans };

export default function MailPage(props: PageProps) {
  return (
    <ProductPage {...props} copy={c} sells={sells}>
      <Section id="aliases" tone="tint" head={{ title: c.aliasesTitle, intro: c.aliasesIntro }}>
        <Checks items={c.aliases} columns={2} />
      </Section>
      <FeatureGrid
        id="features"
        head={{ title: c.featuresTitle, intro: c.teamsNote }}
        items={c.features}
        icons={['at-sign', 'smartphone', 'shield-check']}
        variant="list"
      />
      <SupportCard pathname={props.pathname} tone="tint" />
    </ProductPage>
  );
}
