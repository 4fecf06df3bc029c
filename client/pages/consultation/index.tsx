import type { PageProps } from '../../app/page-contract.ts';
import { LeadForm } from '../../components/lead-form/lead-form.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { consultationPages, consultationTexts as ct } from '../../../content/pages/consultation.ts';
import { leadFormText } from '../../../content/lead-form/texts.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/consultation.ts';

/**
 * The minimal-layout consultation pages (spec 2.3): one module for /local/consultation1 (local),
 * /webdesign/consultation (difm), /legal/consultation and /pos/consultation, chosen by route id. A successful
 * submit goes to the matching thank-you page (spec 4: the success URL).
 */
export default function ConsultationPage({ meta, route, pathname }: PageProps) {
  const page = consultationPages[route.id] ?? consultationPages['webdesign-consultation'];
  return (
    <section className="consult">
      <div className="container consult__grid">
        <div>
          <h1>{meta.h1}</h1>
          <p className="consult__intro">{meta.intro}</p>
          {page.team ? (
            <p className="people-line">
              <img {...page.team.img} alt="" />
              {page.team.caption}
            </p>
          ) : null}
          <h2>{ct.expectTitle}</h2>
          <ul className="check-list">
            {page.expect.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          <p>
            {ct.callPrompt}
            <PhoneLink pathname={pathname} />
          </p>
          {page.leadType === 'difm' ? <p className="us-notice">{leadFormText.usOnlyNotice}</p> : null}
        </div>
        <LeadForm leadType={page.leadType} successUrl={page.successUrl} />
        <ProofSlot kind="people" path={pathname} />
      </div>
    </section>
  );
}
