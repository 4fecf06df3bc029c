import type { ReactNode } from 'react';

/** Section backgrounds: pages alternate them so neighbouring sections never look alike. */
export type Tone = 'plain' | 'tint' | 'sand' | 'mint' | 'ink';

export interface SectionHeadProps {
  /** The section's h2. */
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  /** Centre the heading block (bands); grids and rows keep it left. */
  center?: boolean;
}

/**
 * The band every kit section sits in: its background (tone), vertical rhythm, container and heading. Labelled by
 * its h2, so landmarks read "Hosting features region" and so on.
 */
export function Section({
  id,
  tone = 'plain',
  className,
  head,
  children,
  labelId,
}: {
  id?: string;
  tone?: Tone;
  className?: string;
  head?: SectionHeadProps;
  children?: ReactNode;
  /** Id of the h2 (defaults to `${id}-title`). */
  labelId?: string;
}) {
  const titleId = labelId ?? (id ? `${id}-title` : undefined);
  return (
    <section
      id={id}
      className={`sk-section sk-section--${tone}${className ? ` ${className}` : ''}`}
      aria-labelledby={head || labelId ? titleId : undefined}
    >
      <div className="container">
        {head ? <SectionHead {...head} titleId={titleId} /> : null}
        {children}
      </div>
    </section>
  );
}

export function SectionHead({ title, eyebrow, intro, center, titleId }: SectionHeadProps & { titleId?: string }) {
  return (
    <div className={center ? 'sk-head sk-head--center' : 'sk-head'}>
      {eyebrow ? <p className="sk-eyebrow">{eyebrow}</p> : null}
      <h2 id={titleId}>{title}</h2>
      {intro ? <p className="sk-head__intro">{intro}</p> : null}
    </div>
  );
}
