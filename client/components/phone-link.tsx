import { brand, phoneNumberMap } from '../../content/brand.ts';
import { phoneForPath, telHref } from '../../shared/phone.ts';
import { useAppData } from '../app/data-context.tsx';

/** The support number for the current path, as a tel: link with the hours in its accessible label (spec 9). */
export function PhoneLink({ pathname, phone, className }: { pathname: string; phone?: string; className?: string }) {
  const { config } = useAppData();
  const number = phone ?? phoneForPath(pathname, config.supportPhone, phoneNumberMap);
  return (
    <a
      // .phone-link keeps the number on one line (never broken at a hyphen), whatever the link looks like.
      className={className ? `${className} phone-link` : 'phone-link'}
      href={telHref(number)}
      aria-label={`Call ${number}, ${brand.phoneHoursLabel}`}
    >
      {number}
    </a>
  );
}
