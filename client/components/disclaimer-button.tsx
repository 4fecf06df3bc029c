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

/** A link-styled button that opens a DisclaimerModal with `children`: the usual way a page shows its fine print. */
export function DisclaimerButton({ label, subject, title, children, className }: DisclaimerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`link-button ${className ?? ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
        {subject ? <span className="visually-hidden">{`: ${subject}`}</span> : null}
      </button>
      {/* The terms are in the page's HTML for crawlers, hidden: the dialog shows them when asked. */}
      <div className="disclaimer-terms" hidden>
        {children}
      </div>
      {open && (
        <Suspense fallback={null}>
          <DisclaimerModal open onClose={() => setOpen(false)} title={title}>
            {children}
          </DisclaimerModal>
        </Suspense>
      )}
    </>
  );
}
