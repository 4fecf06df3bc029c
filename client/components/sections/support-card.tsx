import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { Section, type Tone } from './section.tsx';

/**
 * The people who answer the phone (decision 254), drawn by scripts/people.ts; the size is the drawing's viewBox at
 * 62 px high. Kept here rather than in a module of its own, which would be one more chunk for every page with the card.
 */
const supportTeam = { src: '/people/support.svg', width: 150, height: 62 } as const;

/** Talk to a person: the support team, the phone number (a PhoneLink, passed in) and what the team helps with. */
export function SupportCard({
  id = 'support',
  title,
  text,
  phone,
  points,
  tone = 'plain',
  children,
}: {
  id?: string;
  title: string;
  text: ReactNode;
  phone: ReactNode;
  points?: readonly string[];
  tone?: Tone;
  /** More in the card's body, under the points (e.g. the customer-care element). */
  children?: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} labelId={`${id}-title`}>
      <div className="sk-support">
        {/* The people who answer the phone; below the fold on every page that shows the card. */}
        <img className="sk-support__people" {...supportTeam} alt="" loading="lazy" />
        <div className="sk-support__body">
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{text}</p>
          {points && points.length > 0 ? (
            <ul className="sk-support__points">
              {points.map((p) => (
                <li key={p}>
                  <Icon name="check" size={18} />
                  {p}
                </li>
              ))}
            </ul>
          ) : null}
          {children}
        </div>
        <div className="sk-support__phone">
          <Icon name="phone" size={20} />
          {phone}
        </div>
      </div>
    </Section>
  );
}
