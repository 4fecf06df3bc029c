import { useState } from 'react';
import type { PageProps } from '../../app/page-contract.ts';
import { Modal } from '../../components/modal.tsx';
import { EnterpriseForm } from '../../components/enterprise-form/enterprise-form.tsx';
import { CustomerCare } from '../../components/customer-care.tsx';
import { CallCentreCard } from '../../components/call-centre-card.tsx';
import { enterpriseHelpArticles } from '../../../content/chrome/help-articles.ts';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { Checks, SplitRows } from '../../components/sections/split-rows.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import {
  enterpriseEcommerce,
  enterpriseFeatures,
  enterpriseFormText,
  enterpriseHero,
  enterpriseHosting,
  enterpriseListings,
} from '../../../content/lead-pages/enterprise.ts';

/** /enterprisesolutions (spec 2.5 "Enterprise"): Contact Us and Start Today both open the contact form in a modal. */
export default function EnterprisePage({ meta, pathname }: PageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Hero
        title={meta.h1}
        lead={enterpriseHero.lead}
        visual={<ProductVisual id="enterprise" priority />}
        cta={
          <>
            <button type="button" className="button button--primary button--large" onClick={() => setOpen(true)}>
              {enterpriseHero.contact}
            </button>
            <button type="button" className="button button--secondary button--large" onClick={() => setOpen(true)}>
              {enterpriseHero.start}
            </button>
          </>
        }
      />

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
          { ...enterpriseListings, visual: <ProductVisual id="local" /> },
          { ...enterpriseEcommerce, visual: <ProductVisual id="stores" /> },
        ]}
      />

      <div className="container cc-slot">
        <CustomerCare pathname={pathname} onConsultation={() => setOpen(true)} />
        <CallCentreCard pathname={pathname} articles={enterpriseHelpArticles} />
      </div>

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
