import type { ReactNode } from 'react';
import type { PageMeta } from '../../content/pages.ts';

/**
 * The page's hero: its one h1 (exactly content/pages.ts `h1`), the one-sentence introduction, and whatever the
 * page puts under them (a search box, calls to action).
 */
export function PageIntro({ meta, children }: { meta: PageMeta; children?: ReactNode }) {
  return (
    <section className="hero">
      <div className="container">
        <h1>{meta.h1}</h1>
        <p className="hero__lead">{meta.intro}</p>
        {children}
      </div>
    </section>
  );
}
