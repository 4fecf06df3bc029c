import { pageLoadingText } from '../../content/chrome/shell-texts.ts';

/** Shown while a page's chunk loads during client navigation (spec 2.4 "page loading indicator"). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">{pageLoadingText}</span>
    </div>
  );
}
