import { phoneNumberMap } from '../../content/brand.ts';
import { phoneForPath, telHref } from '../../shared/phone.ts';
import { useAppData } from '../app/data-context.tsx';

/**
 * The support number for the current path, as a tel: link. Its accessible name is its visible text, so a screen
 * reader hears what the screen shows beside it ("Contact us 24/7"); decision 242 explains why spec 9's weekday hours
 * label is not spoken here.
 */
export function PhoneLink({ pathname, phone, className }: { pathname: string; phone?: string; className?: string }) {
  const { config } = useAppData();
  const number = phone ?? phoneForPath(pathname, config.supportPhone, phoneNumberMap);
  return (
    // .phone-link keeps the number on one line (never broken at a hyphen), whatever the link looks like.
    <a className={className ? `${className} phone-link` : 'phone-link'} href={telHref(number)}>
      {number}
    </a>
  );
}
