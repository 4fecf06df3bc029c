import type { ReactNode } from 'react';
import type { LeadType } from '../../../shared/lead-types.ts';

// The lead form's props, apart from the lazy wrapper (lead-form.tsx) so the panel it loads does not import it back.
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
  /** The form element's id. */
  formId?: string;
  /** A field of the page's own, first inside the form (the build-my-site plan select): it posts with the form and
   * leaves with it when the thank-you panel takes its place, so nothing points at a form that is gone. */
  leading?: ReactNode;
  /** Start on the in-place thank-you panel: the page after a plain form post was accepted (decision 180). */
  sent?: boolean;
}
