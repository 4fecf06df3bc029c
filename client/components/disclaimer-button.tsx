import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog and its focus-trapping Modal load only when a visitor asks for the fine print.
const DisclaimerModal = lazy(() => import('./disclaimer-modal.tsx'));

export interface DisclaimerButtonProps {
  /** Visible text of the trigger, e.g. "Offer details". */
  label: string;
  /** What the fine print is about, added to the accessible name ("Offer details: rebranding"), so two triggers
   * that open different offers never share a name (WCAG 2.4.6, issue of duplicate control names). */
  subject?: string;
  title?: string;
  children: ReactNode;
  className?: string;
}

/**
 * "Offer details": a native disclosure whose summary is drawn as a link-styled button and whose terms follow it in
 * the server HTML (decision 274). Without a script, or before it runs, the browser opens it in place; once the page
 * is live a press opens the terms in a DisclaimerModal instead (spec 2.4). React renders no `open`: a disclosure
 * opened before hydration stays open, and a press on it then closes it as the browser would.
 */
export function DisclaimerButton({ label, subject, title, children, className }: DisclaimerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className={`offer-terms ${className ?? ''}`}>
      <summary
        className="link-button"
        onClick={(e) => {
          if ((e.currentTarget.parentElement as HTMLDetailsElement).open) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {label}
        {subject ? <span className="visually-hidden">{`: ${subject}`}</span> : null}
      </summary>
      <div className="disclaimer-terms">{children}</div>
      {open && (
        <Suspense fallback={null}>
          <DisclaimerModal open onClose={() => setOpen(false)} title={title}>
            {children}
          </DisclaimerModal>
        </Suspense>
      )}
    </details>
  );
}
