import { developerPage as c } from '../../../content/product-pages/developer.ts';
import { developerTexts } from '../../../content/sections.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Steps } from '../../components/sections/steps.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';

/** /developer: the developer network the stores page lists ("Show Me The List"). */
export default function DeveloperPage({ meta, pathname }: PageProps) {
  return (
    <>
      <Hero title={meta.h1} lead={meta.intro} visual={<ProductVisual id="stores" priority />} />
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
