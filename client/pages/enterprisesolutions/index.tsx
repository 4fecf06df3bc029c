import { useState } from 'react';
import type { PageProps } from '../../app/page-registry.ts';
import { Modal } from '../../components/modal.tsx';
import { EnterpriseForm } from '../../components/enterprise-form/enterprise-form.tsx';
import { CustomerCare } from '../../components/customer-care.tsx';
import { CallCentreCard } from '../../components/call-centre-card.tsx';
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
      <section className="ent-hero">
        <div className="container">
          <h1>{meta.h1}</h1>
          <p className="wd-hero__lead">{enterpriseHero.lead}</p>
          <div className="ent-hero__actions">
            <button type="button" className="button button--primary button--large" onClick={() => setOpen(true)}>
              {enterpriseHero.contact}
            </button>
            <button type="button" className="button button--secondary button--large" onClick={() => setOpen(true)}>
              {enterpriseHero.start}
            </button>
          </div>
        </div>
      </section>

      <section className="ent-section" aria-labelledby="ent-features">
        <div className="container">
          <h2 id="ent-features">{enterpriseFeatures.title}</h2>
          <ul className="feature-grid">
            {enterpriseFeatures.cards.map((c) => (
              <li key={c.title} className="feature-card">
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="ent-section ent-section--alt" aria-labelledby="ent-hosting">
        <div className="container">
          <h2 id="ent-hosting">{enterpriseHosting.title}</h2>
          <ul className="ent-list">
            {enterpriseHosting.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="ent-section">
        <div className="container ent-split">
          {[
            { id: 'ent-listings', ...enterpriseListings },
            { id: 'ent-ecommerce', ...enterpriseEcommerce },
          ].map((s) => (
            <div key={s.id} className="feature-card" role="group" aria-labelledby={s.id}>
              <h2 id={s.id}>{s.title}</h2>
              <p>{s.text}</p>
              <ul className="check-list">
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <div className="container cc-slot">
        <CustomerCare pathname={pathname} onConsultation={() => setOpen(true)} />
        <CallCentreCard pathname={pathname} />
      </div>

      <Modal open={open} onClose={() => setOpen(false)} title={enterpriseFormText.dialogTitle} className="modal--enterprise">
        <h2>{enterpriseFormText.dialogTitle}</h2>
        <EnterpriseForm />
      </Modal>
    </>
  );
}
