import { skipLinkText } from '../../../content/chrome/shell-texts.ts';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {skipLinkText}
    </a>
  );
}

/** The main landmark every layout wears; the skip link targets it. */
export function Main({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
