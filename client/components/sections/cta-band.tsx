import type { ReactNode } from 'react';

/** A closing call to action on the brand colour: one sentence, one or two actions. */
export function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id?: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id ?? 'cta'}-title`;
  return (
    <section id={id} className="sk-cta" aria-labelledby={titleId}>
      <div className="container sk-cta__inner">
        <div>
          <h2 id={titleId}>{title}</h2>
          {text ? <p>{text}</p> : null}
        </div>
        <div className="sk-cta__actions">{children}</div>
      </div>
    </section>
  );
}
