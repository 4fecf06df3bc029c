import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, IconTile, type IconName } from './icon.tsx';
import { Section, type SectionHeadProps, type Tone } from './section.tsx';

export interface Feature {
  title: string;
  text: string;
  /** An in-site link under the text, and its label. */
  to?: string;
  cta?: string;
}

/**
 * Capabilities, each with its line icon. `cards` sets them on white cards (on a tinted band); `list` sets them
 * bare, icon beside the text, in two or three columns: pages use both so neighbouring grids differ in shape.
 * `icons` pairs with `items` by position (the icon is presentation, the copy lives in content/).
 */
export function FeatureGrid({
  id,
  head,
  items,
  icons,
  tone = 'plain',
  variant = 'cards',
  columns = 3,
  children,
}: {
  id?: string;
  head: SectionHeadProps;
  items: readonly Feature[];
  icons?: readonly IconName[];
  tone?: Tone;
  variant?: 'cards' | 'list';
  columns?: 2 | 3 | 4;
  children?: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} head={head}>
      <ul className={`sk-features sk-features--${variant} sk-cols-${columns}`}>
        {items.map((f, i) => (
          <li key={f.title} className="sk-feature">
            {icons && icons.length > 0 ? <IconTile name={icons[i % icons.length]} /> : null}
            <div>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
              {f.to && f.cta ? (
                <Link className="sk-feature__link" to={f.to}>
                  {f.cta}
                  <Icon name="arrow-right" size={18} />
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {children ? <div className="sk-after">{children}</div> : null}
    </Section>
  );
}

/** [title, text] tuples (older content shape) as features. */
export const pairs = (items: ReadonlyArray<readonly [string, string, ...unknown[]]>): Feature[] =>
  items.map(([title, text]) => ({ title, text }));
