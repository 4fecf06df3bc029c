import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { customerCare as t } from '../../content/chrome/shared-texts.ts';
import { PhoneLink } from './phone-link.tsx';

export type CareMode = 'care' | 'consultation';

/** Seconds since midnight of `date` in `timeZone`. */
function secondsOfDay(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour12: false, hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  // Some engines write midnight as hour 24 with hour12 off.
  return (get('hour') % 24) * 3600 + get('minute') * 60 + get('second');
}

/** Spec 4: 06:00:00 to 17:00:00 Pacific shows customer care; 17:00:01 to 05:59:59 shows consultation. */
export function customerCareMode(date: Date, timeZone: string = t.timeZone): CareMode {
  const s = secondsOfDay(date, timeZone);
  return s >= 6 * 3600 && s <= 17 * 3600 ? 'care' : 'consultation';
}

export interface CustomerCareProps {
  /** Current path: picks the phone number (spec 3 phone-number map). */
  pathname: string;
  /** Where the consultation variant links; defaults to /webdesign/consultation. */
  consultationHref?: string;
  /** Clock for tests; defaults to the browser's. */
  now?: () => Date;
}

/**
 * The customer-care element by Pacific time (spec 4). Decided in the browser after hydration, so cached server
 * HTML never carries a stale choice: until then the element holds its space and shows nothing time-dependent.
 */
export function CustomerCare({ pathname, consultationHref = t.consultation.link, now }: CustomerCareProps) {
  const [mode, setMode] = useState<CareMode | null>(null);
  const clock = useRef(now);
  clock.current = now;
  useEffect(() => {
    const update = () => setMode(customerCareMode(clock.current ? clock.current() : new Date()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="customer-care" aria-live="polite" aria-busy={mode === null} data-mode={mode ?? 'pending'}>
      {mode === 'care' && (
        <>
          <h2 className="customer-care__heading">{t.care.heading}</h2>
          <p>{t.care.text}</p>
          <p>{t.care.callText}: <PhoneLink pathname={pathname} /></p>
        </>
      )}
      {mode === 'consultation' && (
        <>
          <h2 className="customer-care__heading">{t.consultation.heading}</h2>
          <p>{t.consultation.text}</p>
          <Link className="button button--primary" to={consultationHref}>{t.consultation.linkText}</Link>
        </>
      )}
    </section>
  );
}
