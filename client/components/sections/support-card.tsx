import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { Section, type Tone } from './section.tsx';

/** Talk to a person: the phone number (a PhoneLink, passed in) with what the team helps with. */
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
        <span className="sk-support__icon">
          <Icon name="headphones" size={32} />
        </span>
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
