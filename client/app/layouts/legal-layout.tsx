import { termsCenterLabel } from '../../../content/chrome/legal-layout-texts.ts';
import type { LayoutProps } from './layout-contract.ts';
import { SkipLink, Main } from './skip-link.tsx';
import { ChromeBoot } from '../../store/boot.tsx';
import { LogoHeader } from '../../components/header/logo-header.tsx';
import { PlainFooter } from '../../components/footer/plain-footer.tsx';

/** Legal pages: terms-centre header with the logo only, and a footer without links (spec 2.3). */
export default function LegalLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--legal">
      <ChromeBoot />
      <SkipLink />
      <LogoHeader label={termsCenterLabel} />
      <Main>{children}</Main>
      <PlainFooter />
    </div>
  );
}
