import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand.ts';
import { PhoneLink } from '../phone-link.tsx';

/** The site footer (spec 2.4). */
export function SiteFooter() {
  return (
    <footer className="site-footer" id="footer">
      <div className="container">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li><Link to="/domains">Domains</Link></li>
            <li><Link to="/hosting">Web Hosting</Link></li>
            <li><Link to="/wordpress">WordPress Hosting</Link></li>
            <li><Link to="/mail">Business Email</Link></li>
            <li><Link to="/stores">E-commerce</Link></li>
            <li><Link to="/woocommerce">WooCommerce Hosting</Link></li>
          </ul>
        </nav>
        <p>
          Call us 24/7: <PhoneLink pathname="/" />
        </p>
        <p className="site-footer__legal">© {brand.legalName}</p>
      </div>
    </footer>
  );
}
