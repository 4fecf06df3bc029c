import { brand } from '../../../content/brand.ts';
import { phoneFooterText } from '../../../content/chrome/layout-texts.ts';
import { PhoneLink } from '../phone-link.tsx';

/** Footer with the phone number only (spec 2.3 minimal and site-builder layouts). */
export function PhoneFooter({ pathname }: { pathname: string }) {
  return (
    <footer className="plain-footer">
      <div className="container">
        <p>
          {`${phoneFooterText} `}
          <PhoneLink pathname={pathname} />
        </p>
        <p className="plain-footer__legal">© {brand.legalName}</p>
      </div>
    </footer>
  );
}
