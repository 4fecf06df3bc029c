import type { LayoutProps } from './layout-contract.ts';
import { SkipLink, Main } from './skip-link.tsx';
import { ChromeBoot } from '../../store/boot.tsx';
import { LogoHeader } from '../../components/header/logo-header.tsx';
import { PhoneFooter } from '../../components/footer/phone-footer.tsx';

/** Minimal layout: no navigation, footer with the phone number (spec 2.3). */
export default function MinimalLayout({ children, pathname }: LayoutProps) {
  return (
    <div className="layout layout--minimal">
      <ChromeBoot />
      <SkipLink />
      <LogoHeader promo />
      <Main>{children}</Main>
      <PhoneFooter pathname={pathname} />
    </div>
  );
}
