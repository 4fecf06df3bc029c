import type { ReactNode } from 'react';

/** A titled section of [title, text] cards, the shape most page sections share. */
export function CardSection({ id, title, items, alt, intro }: { id: string; title: string; items: ReadonlyArray<readonly [string, string]>; alt?: boolean; intro?: ReactNode }) {
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        {intro && <p className="section__intro">{intro}</p>}
        <ul className="card-grid">
          {items.map(([heading, text]) => (
            <li key={heading} className="card">
              <h3>{heading}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
