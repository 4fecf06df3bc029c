import type { Ref } from 'react';
import { enterpriseFormText } from '../../../content/enterprise.ts';
import { PhoneLink } from '../phone-link.tsx';

// The enterprise form's two ends (spec 4): the thank-you once the request is accepted, the error state when it is not.
// Each heading takes the focus when it shows (the panel holds the ref), so a screen reader hears the outcome.

export function EnterpriseSent({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="enterprise-thanks">
      <h2 ref={headingRef} tabIndex={-1}>
        {enterpriseFormText.thanksTitle}
      </h2>
      <p>{enterpriseFormText.thanksText}</p>
    </div>
  );
}

export function EnterpriseFailed({
  headingRef,
  pathname,
  detail,
  onBack,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  /** The page's path: the phone number shown depends on it. */
  pathname: string;
  /** What went wrong, as the server or the network said it. */
  detail: string | null;
  onBack: () => void;
}) {
  return (
    <div className="enterprise-thanks">
      <h2 ref={headingRef} tabIndex={-1}>
        {enterpriseFormText.errorTitle}
      </h2>
      <p className="form-failure" role="alert">
        {enterpriseFormText.sendFailure}
      </p>
      <p>
        {`${enterpriseFormText.supportTeam} `}
        <PhoneLink pathname={pathname} />
      </p>
      <p className="enterprise-thanks__detail">
        {`${enterpriseFormText.details} `}
        {detail}
      </p>
      <button type="button" className="button button--secondary" onClick={onBack}>
        {enterpriseFormText.backToForm}
      </button>
    </div>
  );
}
