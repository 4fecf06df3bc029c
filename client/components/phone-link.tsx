import { brand, phoneNumberMap } from '../../content/brand.ts';
import { phoneForPath, telHref } from '../../shared/phone.ts';
import { useAppData } from '../app/data-context.tsx';

/**
 * The support number for the current path, as a tel: link. Its accessible name starts with the visible number
 * (WCAG 2.5.3) and then says both hours truthfully: the line answers 24/7, specialists are in on weekdays
 * (spec 9's label; decision 265).
 */
export function PhoneLink({ pathname, phone, className }: { pathname: string; phone?: string; className?: string }) {
  const { config } = useAppData();
  const number = phone ?? phoneForPath(pathname, config.supportPhone, phoneNumberMap);
  return (
    // .phone-link keeps the number on one line (never broken at a hyphen), whatever the link looks like.
    <a
      className={className ? `${className} phone-link` : 'phone-link'}
      href={telHref(number)}
      aria-label={`${number}, ${brand.phoneHoursLabel}`}
    >
      {number}
    </a>
  );
}
