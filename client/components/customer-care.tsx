import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { customerCare as t } from '../../content/chrome/customer-care-texts.ts';
import { PhoneLink } from './phone-link.tsx';
import { pacificSecondsOfDay } from '../../shared/pacific-time.ts';

export type CareMode = 'care' | 'consultation';

/** Spec 4: 06:00:00 to 17:00:00 Pacific shows customer care; 17:00:01 to 05:59:59 shows consultation. */
export function customerCareMode(date: Date): CareMode {
  const s = pacificSecondsOfDay(date);
  return s >= 6 * 3600 && s <= 17 * 3600 ? 'care' : 'consultation';
}

/** Milliseconds from `date` until the mode next changes (06:00:00 or 17:00:01 Pacific), at least one second. */
export function msUntilNextChange(date: Date): number {
  const s = pacificSecondsOfDay(date);
  const edges = [6 * 3600, 17 * 3600 + 1, 24 * 3600 + 6 * 3600];
  const next = edges.find((e) => e > s)!;
  return Math.max(1000, (next - s) * 1000 - date.getMilliseconds());
}

export interface CustomerCareProps {
  /** Current path: picks the phone number (spec 3 phone-number map). */
  pathname: string;
  /** Where the consultation variant links; defaults to /webdesign/consultation. */
  consultationHref?: string;
  /** An in-page action instead of the consultation link (e.g. open the page's request form). */
  onConsultation?: () => void;
  /** Heading level inside the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
  /**
   * The "Call customer care" line with the number. Off inside the support card, whose phone button already shows
   * the number: a visitor reads it once.
   */
  withCall?: boolean;
  /** Clock for tests; defaults to the browser's. */
  now?: () => Date;
}

/**
 * The customer-care element by Pacific time (spec 4), decision 130. The HTML is cached and shared, so the choice is
 * made in the browser after hydration: both variants are in the HTML, stacked in one grid cell (the box is as tall
 * as the taller one from the first paint), and CSS shows the chosen one. Nothing moves when it is chosen, and it
 * switches by itself at 06:00:00 and 17:00:01 Pacific.
 */
export function CustomerCare({
  pathname,
  consultationHref = t.consultation.link,
  onConsultation,
  headingLevel = 2,
  className,
  withCall = true,
  now,
}: CustomerCareProps) {
  const [mode, setMode] = useState<CareMode | null>(null);
  const clock = useRef(now);
  clock.current = now;
  const id = useId();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const update = () => {
      const d = clock.current ? clock.current() : new Date();
      setMode(customerCareMode(d));
      timer = setTimeout(update, msUntilNextChange(d));
    };
    update();
    return () => clearTimeout(timer);
  }, []);
  const H = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div
      className={`customer-care${className ? ` ${className}` : ''}`}
      role="group"
      aria-labelledby={mode ? `${id}-${mode}` : undefined}
      aria-busy={mode === null}
      data-mode={mode ?? 'pending'}
    >
      <div className="customer-care__variant customer-care__variant--care">
        <H id={`${id}-care`} className="customer-care__heading">
          {t.care.heading}
        </H>
        <p>{t.care.text}</p>
        {withCall ? (
          <p className="customer-care__call">
            {t.care.callText}: <PhoneLink pathname={pathname} />
          </p>
        ) : null}
      </div>
      <div className="customer-care__variant customer-care__variant--consultation">
        <H id={`${id}-consultation`} className="customer-care__heading">
          {t.consultation.heading}
        </H>
        <p>{t.consultation.text}</p>
        {onConsultation ? (
          // A link to the form's page in the server's HTML; the script runs the page's own action instead.
          <a
            className="button button--primary"
            href={consultationHref}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              onConsultation();
            }}
          >
            {t.consultation.linkText}
          </a>
        ) : (
          <Link className="button button--primary" to={consultationHref}>
            {t.consultation.linkText}
          </Link>
        )}
      </div>
    </div>
  );
}
