import { Link } from 'react-router-dom';
import { useAppData } from '../../app/data-context.tsx';
import { Logo } from '../logo.tsx';
import { PhoneLink } from '../phone-link.tsx';

/** The site header with the main navigation (spec 2.4). */
export function SiteHeader({ pathname }: { pathname: string }) {
  const { config } = useAppData();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <nav aria-label="Main" className="main-nav">
          <ul>
            <li><Link to="/domains">Domains</Link></li>
            <li><Link to="/hosting">Hosting</Link></li>
            <li><Link to="/mail">Email</Link></li>
            <li><Link to="/webdesign">Professional Services</Link></li>
            <li><Link to="/partneroffers">Offers</Link></li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <PhoneLink pathname={pathname} />
          <a className="button button--secondary" href={config.loginUrl}>
            Login
          </a>
        </div>
      </div>
    </header>
  );
}
