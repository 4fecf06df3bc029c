import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand.ts';
import {
  LEGAL_SUMMARY_NOTICE,
  legalKind,
  legalNames,
  legalRegion,
  legalSections,
  legalTexts as t,
} from '../../../content/pages/legal.ts';
import { LEGAL_PAGES, REGIONAL_LEGAL_PAGES } from '../../../shared/route-families.ts';
import type { PageProps } from '../../app/page-contract.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/legal.ts';

/** Every legal path in one module, chosen by pathname (spec 2.2): a marked summary and the binding document's link. */
export default function LegalPage({ meta, pathname }: PageProps) {
  const kind = legalKind(pathname);
  const region = legalRegion(pathname);
  const docs = [...LEGAL_PAGES, ...REGIONAL_LEGAL_PAGES].filter((p) => p !== pathname);
  return (
    <article className="section legal-doc">
      <div className="container narrow">
        <h1>{meta.h1}</h1>
        <p className="hero__lead">{meta.intro}</p>
        <p className="legal-summary">
          <strong>{t.summaryOnly}</strong>
          {LEGAL_SUMMARY_NOTICE}
          {region && t.regionNote(region)}
        </p>
        {legalSections[kind].map(([title, text]) => (
          <section key={title} aria-label={title}>
            <h2>{title}</h2>
            <p>{text}</p>
          </section>
        ))}
        <p>
          <a href={brand.external.termsOfService}>{t.fullTermsLink}</a>
        </p>
        <h2>{t.otherDocsTitle}</h2>
        <ul className="link-list">
          {docs.map((p) => (
            <li key={p}>
              <Link to={p}>{legalNames[p] ?? p}</Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
