import { Link } from 'react-router-dom';
import { partnersTrust } from '../../../content/partners-trust.ts';
import { partnersPage as c } from '../../../content/pages/partners.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/partners.ts';

/** /partners: the ways to work with us, each leading to its page, and a call for larger organisations. */
export default function PartnersPage({ meta, pathname }: PageProps) {
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        visual={<ProductVisual id="partners" priority />}
        cta={
          <a className="button button--primary" href="#partner-ways">
            {c.heroCta}
          </a>
        }
        trust={partnersTrust.map((text, i) => ({ text, icon: (['award', 'server', 'headphones'] as const)[i] }))}
      />
      <FeatureGrid
        id="partner-ways"
        head={{ title: c.waysTitle, intro: c.waysIntro }}
        items={c.ways}
        icons={['share-2', 'code', 'handshake']}
        tone="tint"
      />
      <CtaBand id="partner-enterprise" title={c.enterpriseTitle} text={c.enterpriseText}>
        <Link className="button button--primary" to="/enterprisesolutions">
          {c.enterpriseCta}
        </Link>
        <PhoneLink pathname={pathname} className="button button--secondary" />
      </CtaBand>
    </>
  );
}
