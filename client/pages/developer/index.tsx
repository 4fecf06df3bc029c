import { developerPage as c } from '../../../content/pages/developer.ts';
import { developerTexts } from '../../../content/pages/developer.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Steps } from '../../components/sections/steps.tsx';
import { HeroScene } from '../../components/hero-scene.tsx';
import { heroScene } from '../../../content/pages/developer.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/developer.ts';

/**
 * /developer: the developer network the stores page lists ("Show Me The List"). What a store connects to comes
 * first, each group a section of its own: the payment providers under the marks /stores shows (with their trademark
 * note), then the store's other integrations; then who can help, how it works and the call.
 */
export default function DeveloperPage({ meta, pathname }: PageProps) {
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        visual={<HeroScene scene={heroScene} />}
        cta={<PhoneLink pathname={pathname} className="button button--primary" />}
      />
      <FeatureGrid
        id="integrations"
        tone="tint"
        head={{ title: c.integrationsTitle, intro: c.integrationsIntro }}
        items={c.payments}
        icons={['credit-card', 'wallet', 'store', 'smartphone', 'receipt']}
      >
        <ProofSlot kind="works-with" set="payments" />
        <p className="pp-fine dev-trademarks">{c.trademarkNote}</p>
      </FeatureGrid>
      <FeatureGrid
        id="connect"
        head={{ title: c.integrationsListTitle, intro: c.integrationsListIntro }}
        items={c.integrations}
        icons={['truck', 'percent', 'share-2', 'mail', 'calculator', 'chart-column']}
      />
      <FeatureGrid
        id="list"
        tone="tint"
        head={{ title: c.listTitle, intro: c.listIntro }}
        items={c.list}
        icons={['store', 'palette', 'cloud-upload', 'code', 'search', 'wrench']}
        variant="list"
      />
      <Steps id="dev-steps" head={{ title: c.stepsTitle }} items={c.steps}>
        <p className="sk-note">{c.note}</p>
      </Steps>
      <CtaBand id="dev-call" title={developerTexts.ctaTitle} text={c.callText}>
        <PhoneLink pathname={pathname} className="button button--primary" />
      </CtaBand>
    </>
  );
}
