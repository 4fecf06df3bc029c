import { Link } from 'react-router-dom';
import type { PageProps } from '../../app/page-contract.ts';
import { thankYouPages, thankYouSteps, thankYouTexts } from '../../../content/pages/thankyou.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/thankyou.ts';

/** The minimal-layout thank-you pages reached after a consultation request (spec 2.3, spec 4 success URL). */
export default function ThankYouPage({ meta, route }: PageProps) {
  const page = thankYouPages[route.id] ?? thankYouPages['webdesign-thankyou'];
  return (
    <section className="thanks">
      <div className="container">
        <svg className="thanks__art" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
          <circle cx="48" cy="48" r="44" fill="#e8f1fa" stroke="#1d6b3a" strokeWidth="4" />
          <path
            d="M28 50 l13 13 l27 -29"
            fill="none"
            stroke="#1d6b3a"
            strokeWidth="7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1>{meta.h1}</h1>
        <p className="hero__lead">{meta.intro}</p>
        <h2>{thankYouTexts.nextTitle}</h2>
        <ol>
          {thankYouSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <Link className="button button--secondary" to={page.backLink.href}>
          {page.backLink.label}
        </Link>
      </div>
    </section>
  );
}
