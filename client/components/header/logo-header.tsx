import { brand } from '../../../content/brand.ts';
import { Logo } from '../logo.tsx';
import { PhoneLink } from '../phone-link.tsx';

interface LogoHeaderProps {
  /** Show the Go to dashboard link (retirement and no-navigation headers). */
  dashboard?: boolean;
  /** Show the support number for this path. */
  phonePath?: string;
  /** A label beside the logo, such as "Terms Center". */
  label?: string;
}

/** A header with the logo and no navigation (spec 2.3 minimal, retirement, legal and no-navigation headers). */
export function LogoHeader({ dashboard, phonePath, label }: LogoHeaderProps) {
  return (
    <header className="logo-header">
      <div className="container logo-header__inner">
        <Logo />
        {label && <span className="logo-header__label">{label}</span>}
        <div className="logo-header__actions">
          {phonePath !== undefined && <PhoneLink pathname={phonePath} />}
          {dashboard && (
            <a className="button button--secondary" href={brand.external.dashboard}>
              Go to dashboard
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
