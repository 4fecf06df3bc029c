import type { LayoutProps } from './layout-contract.ts';
import { SkipLink, Main } from './skip-link.tsx';
import { ChromeBoot } from '../../store/boot.tsx';
import { LogoHeader } from '../../components/header/logo-header.tsx';

/** /sitebuildereol: a header with Go to dashboard and no menu, and no footer (spec 2.3). */
export default function RetirementLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--retirement">
      <ChromeBoot />
      <SkipLink />
      <LogoHeader dashboard />
      <Main>{children}</Main>
    </div>
  );
}
