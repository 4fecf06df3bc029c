import type { LeadType } from '../../../shared/lead-types.ts';
import { lazyForm } from '../form-kit/lazy-form.tsx';

export interface LeadFormProps {
  leadType: LeadType;
  /** Heading of the form panel (an h2). */
  title?: string;
  /** Redirect here on success (spec 4); without it the thank-you panel shows in place. */
  successUrl?: string;
  /** Offer "Ask another question" on the in-place thank-you panel, bringing the form back. */
  allowAnother?: boolean;
  /** Shows the close icon; called when it is pressed (web design: back to the hero). */
  onClose?: () => void;
  /** Move focus into the form when it appears (after a button swapped it in). */
  autoFocus?: boolean;
}

/**
 * The consultation lead form (spec 4, 5). Its code (react-hook-form, the date picker, the phone metadata) is a
 * chunk of its own, loaded when the form is first shown: a page that opens it on a button press ships none of it
 * up front (issue 10 item 4, decision 140).
 */
export const LeadForm = lazyForm<LeadFormProps>(() => import('./lead-form-panel.tsx'), { serverMarker: '.lead-panel' });
