import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Section, type Tone } from './sections/section.tsx';

const SupportParts = lazy(() => import('./support-card-parts.tsx'));

export interface SupportCardProps {
  /** Current path: picks the number from the phone-number map (spec 3, 9). */
  pathname: string;
  tone?: Tone;
  /** Where "Request a consultation" leads; defaults to /webdesign/consultation. */
  consultationHref?: string;
  /** An in-page action the link takes instead once the script runs (e.g. open the page's request form). */
  onConsultation?: () => void;
}

/**
 * The one support card (decision 266): the call-centre card of spec 2.4 and 9 and the customer-care element by the
 * Pacific clock of spec 4, together. A page shows it at most once; every page shows it the same, only the articles
 * and where "Request a consultation" leads differ.
 *
 * Nothing in it changes in the browser but the clock's choice, so, as with the comparison table
 * (plan-comparison-slot.tsx), the hydrating render keeps the server's HTML and the card's words and code are never
 * downloaded on a page load; only a page reached by client navigation loads the parts chunk. The id names the page,
 * so a page never keeps another page's number or articles.
 */
export function SupportCard({ pathname, tone = 'plain', consultationHref, onConsultation }: SupportCardProps) {
  const id = `support-card${pathname.replace(/[^a-z0-9]+/gi, '-')}`;
  const [serverHtml] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  const action = useRef(onConsultation);
  action.current = onConsultation;
  const card = useRef<HTMLDivElement>(null);
  // The clock's code (the Pacific time arithmetic) loads after hydration: until it runs the element keeps the
  // server's box with neither variant shown, so choosing one a moment later moves nothing.
  const watch = useCallback((root: ParentNode) => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./customer-care.tsx').then((m) => {
      if (!gone) stop = m.watchCareClock(root, action);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  useEffect(() => (serverHtml !== null && card.current ? watch(card.current) : undefined), [serverHtml, watch]);
  return (
    <Section id="support" tone={tone} labelId="support-title" className="support">
      {serverHtml !== null ? (
        <div id={id} ref={card} className="support-card" dangerouslySetInnerHTML={{ __html: serverHtml }} />
      ) : (
        <div id={id} ref={card} className="support-card">
          <Suspense fallback={null}>
            <SupportParts pathname={pathname} consultationHref={consultationHref} watch={watch} />
          </Suspense>
        </div>
      )}
    </Section>
  );
}
