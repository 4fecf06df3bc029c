import { lazyForm } from '../form-kit/lazy-form.tsx';
import type { LeadFormProps } from './lead-form-props.ts';

/**
 * The consultation lead form (spec 4, 5). Its code (react-hook-form, the date picker, the phone metadata) is a
 * chunk of its own, loaded when the form is first shown: a page that opens it on a button press ships none of it
 * up front (decision 140).
 */
export const LeadForm = lazyForm<LeadFormProps>(() => import('./lead-form-panel.tsx'), { serverMarker: '.lead-panel' });
