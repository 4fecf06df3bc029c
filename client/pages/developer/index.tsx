import { developerPage as c } from '../../../content/pages/developer.ts';
import { developerTexts } from '../../../content/pages/developer.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Steps } from '../../components/sections/steps.tsx';
import { HeroScene } from '../../components/hero-scene.tsx';
import { heroScene } from '../../../content/pages/developer.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/developer.ts';

/** /developer: the developer network the stores page lists ("Show Me The List"). */
export default function DeveloperPage({ meta, pathname }: PageProps) {
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        visual={<HeroScene scene={heroScene} />}
        cta={<PhoneLink pathname={pathname} className="button button--primary" />}
      />
      <section className="sk-section" id="integrations" aria-labelledby="integrations-h">
        <div className="container">
          <h2 id="integrations-h">{c.integrationsTitle}</h2>
          <p>{c.integrationsIntro}</p>
          <h3>{c.paymentsTitle}</h3>
          <ul className="card-grid">
            {c.payments.map((p) => (
              <li key={p.title} className="card">
                <h4>{p.title}</h4>
                <p>{p.text}</p>
              </li>
            ))}
          </ul>
          <h3>{c.integrationsListTitle}</h3>
          <ul className="card-grid">
            {c.integrations.map((p) => (
              <li key={p.title} className="card">
                <h4>{p.title}</h4>
                <p>{p.text}</p>
              </li>
            ))}
          </ul>
          <p className="pp-fine">{c.trademarkNote}</p>
        </div>
      </section>
      <FeatureGrid
        id="list"
        head={{ title: c.listTitle, intro: c.listIntro }}
        items={c.list}
        icons={['store', 'palette', 'cloud-upload', 'code', 'search', 'wrench']}
        variant="list"
      />
      <Steps id="dev-steps" head={{ title: c.stepsTitle }} items={c.steps} tone="tint">
        <p className="sk-note">{c.note}</p>
      </Steps>
      <CtaBand id="dev-call" title={developerTexts.ctaTitle} text={c.callText}>
        <PhoneLink pathname={pathname} className="button button--primary" />
      </CtaBand>
    </>
  );
}
