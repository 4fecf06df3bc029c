import { useId, useState, type ReactNode } from 'react';
import { tooltipTexts } from '../../content/chrome/plan-texts.ts';

export interface TooltipProps {
  /** The tooltip's text (also the trigger's accessible description). */
  text: string;
  /** Visible trigger content; defaults to an "i" icon. */
  children?: ReactNode;
  /** Accessible name of the trigger (defaults to "More information" for the icon; the visible content otherwise). */
  label?: string;
  /** Where the bubble sits: centred over the trigger, or from its start edge (near a clipping edge). */
  align?: 'center' | 'start';
  className?: string;
}

/**
 * Spec 2.4: a tooltip on hover, also on keyboard focus (WAI-ARIA tooltip pattern): the trigger is a button
 * described by the tooltip, and Escape hides it while focus stays.
 */
export function Tooltip({ text, children, label, align = 'center', className }: TooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className={`tooltip${align === 'start' ? ' tooltip--start' : ''}${dismissed ? ' tooltip--dismissed' : ''}${className ? ` ${className}` : ''}`}
      onMouseLeave={() => setDismissed(false)}
    >
      <button
        type="button"
        className="tooltip__trigger"
        aria-describedby={id}
        aria-label={label ?? (children ? undefined : tooltipTexts.iconLabel)}
        onKeyDown={(e) => e.key === 'Escape' && setDismissed(true)}
        onBlur={() => setDismissed(false)}
      >
        {children ?? (
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        )}
      </button>
      <span role="tooltip" id={id} className="tooltip__bubble">
        {text}
      </span>
    </span>
  );
}
