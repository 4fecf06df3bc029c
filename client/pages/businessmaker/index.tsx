import { Link } from 'react-router-dom';
import { businessMakerCopy } from '../../../content/site-pages/businessmaker.ts';
import { BUSINESSMAKER_PAGES } from '../../../shared/routes.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { CardSection } from '../../components/card-section.tsx';

/** /businessmaker and its 11 sub-pages in one module: the sub-page is the path's second segment (spec 2.2). */
export default function BusinessMakerPage({ meta, pathname }: PageProps) {
  const sub = pathname.split('/')[2] ?? '';
  const key = (BUSINESSMAKER_PAGES as readonly string[]).includes(sub) ? sub : '';
  const copy = businessMakerCopy[key];
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{meta.h1}</h1>
          <p className="hero__lead">{copy.lead}</p>
          {copy.cta && (
            <Link className="button button--primary" to={copy.cta[1]}>
              {copy.cta[0]}
            </Link>
          )}
        </div>
      </section>
      <CardSection id="bm-points" title="What you get" items={copy.points} />
      <nav className="section section--alt" aria-label="Business Maker">
        <div className="container">
          <h2>More from Business Maker</h2>
          <ul className="link-list">
            {BUSINESSMAKER_PAGES.filter((p) => p !== key).map((p) => (
              <li key={p}>
                <Link to={`/businessmaker/${p}`}>{p === 'pos' ? 'Point of sale' : businessMakerTitle(p)}</Link>
              </li>
            ))}
          </ul>
          <p>
            Questions? Call <PhoneLink pathname={pathname} />.
          </p>
        </div>
      </nav>
    </>
  );
}

function businessMakerTitle(p: string): string {
  const names: Record<string, string> = {
    howitworks: 'How it works', solutions: 'Solutions', businessplan: 'Business plan', financetracker: 'Finance tracker',
    onlinebusiness: 'Online business', marketing: 'Marketing', legal: 'Legal', guides: 'Guides', upgrade: 'Upgrade', getonline: 'Get online',
  };
  return names[p] ?? p;
}
