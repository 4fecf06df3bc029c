import type { ReactNode } from 'react';
import type { PageMeta } from '../../content/pages.ts';

/** The page's heading and its one-sentence introduction, from content/pages.ts. */
export function PageIntro({ meta, children }: { meta: PageMeta; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="container">
        <h1>{meta.h1}</h1>
        <p className="page-intro__lead">{meta.intro}</p>
        {children}
      </div>
    </section>
  );
}
