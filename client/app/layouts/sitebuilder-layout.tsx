import type { LayoutProps } from './layout-contract.ts';
import { SkipLink, Main } from './skip-link.tsx';
import { ChromeBoot } from '../../store/boot.tsx';
import { SiteBuilderHeader } from '../../components/header/sitebuilder-header.tsx';
import { PhoneFooter } from '../../components/footer/phone-footer.tsx';

/** /buildmysite and /buildmyself: the two-option site-builder header and a footer with phone (spec 2.3). */
export default function SiteBuilderLayout({ children, pathname }: LayoutProps) {
  return (
    <div className="layout layout--sitebuilder">
      <ChromeBoot />
      <SkipLink />
      <SiteBuilderHeader pathname={pathname} />
      <Main>{children}</Main>
      <PhoneFooter pathname={pathname} />
    </div>
  );
}
