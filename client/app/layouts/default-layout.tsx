import type { LayoutProps } from './layout-contract.ts';
import { SkipLink, Main } from './skip-link.tsx';
import { ChromeBoot } from '../../store/boot.tsx';
import { SiteHeader } from '../../components/header/site-header.tsx';
import { SiteFooter } from '../../components/footer/site-footer.tsx';

/** Default layout: global modal slot, navigation, main content, footer (spec 2.3). */
export function DefaultLayout({ children, pathname }: LayoutProps) {
  return (
    <div className="layout layout--default">
      <ChromeBoot />
      <SkipLink />
      <SiteHeader pathname={pathname} />
      <Main>{children}</Main>
      <SiteFooter pathname={pathname} />
      <div id="modal-root" />
    </div>
  );
}
