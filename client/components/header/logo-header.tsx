import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand.ts';
import { accountMenu } from '../../../content/chrome/menu.ts';
import { logoHeaderPromo } from '../../../content/chrome/logo-header-promo.ts';
import { useAppStore } from '../../store/store-provider.tsx';
import { Logo } from '../logo.tsx';
import { PhoneLink } from '../phone-link.tsx';

interface LogoHeaderProps {
  /** Show the Go to dashboard link (retirement and no-navigation headers). */
  dashboard?: boolean;
  /** Show the support number for this path. */
  phonePath?: string;
  /** A label beside the logo, such as "Terms Center". */
  label?: string;
  /** Show the promo call to action when a promotion is in state (spec 2.3 logo-only layout). */
  promo?: boolean;
}

/**
 * A header with the logo and no navigation (spec 2.3 minimal, retirement, legal and no-navigation headers). The
 * promo call to action comes from state: clientView.header.bar when a page sets one, else the content's text
 * while a promotion code is held.
 */
export function LogoHeader({ dashboard, phonePath, label, promo }: LogoHeaderProps) {
  const bar = useAppStore((s) => s.clientView.header.bar);
  const code = useAppStore((s) => s.promotion);
  const cta = bar ?? (promo && code ? { text: logoHeaderPromo.text, href: logoHeaderPromo.link } : null);
  return (
    <header className="logo-header">
      <div className="container logo-header__inner">
        <Logo />
        {label && <span className="logo-header__label">{label}</span>}
        {cta && (
          <Link className="logo-header__promo" to={cta.href}>
            {cta.text}
          </Link>
        )}
        <div className="logo-header__actions">
          {phonePath !== undefined && <PhoneLink pathname={phonePath} />}
          {dashboard && (
            <a className="button button--secondary" href={brand.external.dashboard}>
              {accountMenu.dashboard.label}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
