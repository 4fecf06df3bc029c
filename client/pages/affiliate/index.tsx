import { brand } from '../../../content/brand.ts';
import { affiliatePage as c } from '../../../content/pages/affiliate.ts';
import { affiliateTexts } from '../../../content/pages/affiliate.ts';
import { partnersTrust } from '../../../content/partners-trust.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { Checks } from '../../components/sections/split-rows.tsx';
import { Steps } from '../../components/sections/steps.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/affiliate.ts';

function SignUp() {
  return (
    <a className="button button--primary" href={brand.external.affiliateSignUp} rel="noopener">
      {c.signUpCta}
    </a>
  );
}

/** /affiliate (spec 1, 2.5): publisher sign-up, how it works, info cards and highlights. */
export default function AffiliatePage({ meta }: PageProps) {
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        visual={<ProductVisual id="affiliate" priority />}
        cta={<SignUp />}
        trust={partnersTrust.map((text, i) => ({ text, icon: (['award', 'server', 'headphones'] as const)[i] }))}
      >
        <p className="sk-note">{c.signUpNote}</p>
      </Hero>
      <Steps id="aff-steps" head={{ title: c.stepsTitle }} items={c.steps} />
      <FeatureGrid
        id="why"
        head={{ title: c.cardsTitle }}
        items={c.cards}
        icons={['package', 'award', 'headphones']}
        tone="tint"
      />
      <Section id="highlights" head={{ title: c.highlightsTitle }}>
        <Checks items={c.highlights} columns={2} />
      </Section>
      <CtaBand id="aff-signup" title={affiliateTexts.ctaTitle}>
        <SignUp />
      </CtaBand>
    </>
  );
}
