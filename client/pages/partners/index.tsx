import { Link } from 'react-router-dom';
import type { PageProps } from '../../app/page-registry.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { PageIntro } from '../../components/page-intro.tsx';

const ways = [
  ['Refer customers', 'Share a tracking link and earn commission on referred purchases through our affiliate program.', '/affiliate', 'About the affiliate program'],
  ['Build for clients', 'Designers and developers can build stores for small businesses and join the developer network.', '/developer', 'About the developer network'],
  ['Offer your service', 'Companies with products for small businesses can talk to us about partner offers.', '/partneroffers', 'See partner offers'],
] as const;

export default function PartnersPage({ meta, pathname }: PageProps) {
  return (
    <>
      <PageIntro meta={meta} />
      <section className="section" aria-labelledby="partner-ways">
        <div className="container">
          <h2 id="partner-ways">Ways to work with us</h2>
          <ul className="card-grid">
            {ways.map(([title, text, to, cta]) => (
              <li key={title} className="card">
                <h3>{title}</h3>
                <p>{text}</p>
                <Link className="button button--secondary" to={to}>
                  {cta}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            Larger organisations can also see our <Link to="/enterprisesolutions">enterprise solutions</Link> or call{' '}
            <PhoneLink pathname={pathname} />.
          </p>
        </div>
      </section>
    </>
  );
}
