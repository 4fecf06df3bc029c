import { useState, type MouseEvent } from 'react';
import { SENT_QUERY } from '../../../shared/form-echo.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { Modal } from '../../components/modal.tsx';
import { EnterpriseForm } from '../../components/enterprise-form/enterprise-form.tsx';

/** Where Contact Us leads without the script; the same path the form posts to (server/api/form-pages.ts). */
const ENTERPRISE_CONTACT_PATH = '/enterprisesolutions/contact';
import { SupportCard } from '../../components/support-card.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { Checks, SplitRows } from '../../components/sections/split-rows.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import {
  enterpriseEcommerce,
  enterpriseFeatures,
  enterpriseHero,
  enterpriseHosting,
  enterpriseListings,
  enterpriseTeam,
} from '../../../content/pages/enterprise.ts';
import { enterpriseFormText } from '../../../content/enterprise.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/enterprise.ts';

/**
 * /enterprisesolutions/contact: the contact form as a page of its own, what Contact Us links to (decision 180);
 * `sent=1` is its thank-you state after a plain form post.
 */
function EnterpriseContactPage({ meta, query }: PageProps) {
  return (
    <section className="consult">
      <div className="container enterprise-contact">
        <h1>{meta.h1}</h1>
        <p className="consult__intro">{meta.intro}</p>
        <p className="people-line">
          <img {...enterpriseTeam.img} alt="" />
          {enterpriseTeam.caption}
        </p>
        <h2>{enterpriseFormText.pageFormTitle}</h2>
        <EnterpriseForm inPage sent={query.get(SENT_QUERY) === '1'} />
      </div>
    </section>
  );
}

/**
 * /enterprisesolutions (spec 2.5 "Enterprise"): Contact Us and Start Today both open the contact form in a modal.
 * Both are links to the contact page, so they work before (or without) the script; the dialog is the enhancement.
 */
export default function EnterprisePage(props: PageProps) {
  return props.route.id === 'enterprise-contact' ? (
    <EnterpriseContactPage {...props} />
  ) : (
    <EnterpriseOverview {...props} />
  );
}

function EnterpriseOverview({ meta, pathname }: PageProps) {
  const [open, setOpen] = useState(false);
  const openDialog = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still follows the link to the contact page.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Hero
        title={meta.h1}
        lead={enterpriseHero.lead}
        visual={<ProductVisual id="enterprise" priority />}
        cta={
          <>
            <a className="button button--primary button--large" href={ENTERPRISE_CONTACT_PATH} onClick={openDialog}>
              {enterpriseHero.contact}
            </a>
            <a className="button button--secondary button--large" href={ENTERPRISE_CONTACT_PATH} onClick={openDialog}>
              {enterpriseHero.start}
            </a>
          </>
        }
      >
        {/* In the first screen, so loaded at once. */}
        <p className="people-line">
          <img {...enterpriseTeam.img} alt="" />
          {enterpriseTeam.caption}
        </p>
      </Hero>
      <ProofSlot kind="people" path={pathname} />

      <FeatureGrid
        id="ent-features"
        head={{ title: enterpriseFeatures.title }}
        items={enterpriseFeatures.cards}
        icons={enterpriseFeatures.cards.map((f) => f.icon)}
        columns={4}
        tone="tint"
      />

      <Section id="ent-hosting" tone="ink" head={{ title: enterpriseHosting.title }}>
        <Checks items={enterpriseHosting.items} columns={2} />
      </Section>

      <SplitRows
        id="ent-solutions"
        rows={[
          { ...enterpriseListings, visual: <ProductVisual id="enterprise-listings" /> },
          { ...enterpriseEcommerce, visual: <ProductVisual id="enterprise-commerce" /> },
        ]}
      />

      <SupportCard
        pathname={pathname}

        consultationHref="/enterprisesolutions/contact"
        onConsultation={() => setOpen(true)}
      />

      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={enterpriseFormText.dialogTitle}
        className="modal--enterprise"
      >
        <h2>{enterpriseFormText.dialogTitle}</h2>
        <EnterpriseForm />
      </Modal>
    </>
  );
}
