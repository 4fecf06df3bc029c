import type { EnterpriseFormProps } from './enterprise-form-panel.tsx';
import { lazyForm } from '../form-kit/lazy-form.tsx';

/**
 * The enterprise contact form (spec 3, 4, 5) in the page's modal. Its code (react-hook-form, the picker, the phone
 * metadata) loads when the modal first opens (decision 140): /enterprisesolutions ships none of
 * it up front.
 */
export const EnterpriseForm = lazyForm<EnterpriseFormProps>(() => import('./enterprise-form-panel.tsx'), {
  serverMarker: '.enterprise-form',
});
