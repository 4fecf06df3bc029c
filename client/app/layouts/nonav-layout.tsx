import type { LayoutProps } from './layout-contract.ts';
import { SkipLink, Main } from './skip-link.tsx';
import { ChromeBoot } from '../../store/boot.tsx';
import { LogoHeader } from '../../components/header/logo-header.tsx';
import { PlainFooter } from '../../components/footer/plain-footer.tsx';

/** The header without navigation: phone number and Go to dashboard (spec 2.3). */
export default function NoNavLayout({ children, pathname }: LayoutProps) {
  return (
    <div className="layout layout--nonav">
      <ChromeBoot />
      <SkipLink />
      <LogoHeader phonePath={pathname} dashboard promo />
      <Main>{children}</Main>
      <PlainFooter />
    </div>
  );
}
