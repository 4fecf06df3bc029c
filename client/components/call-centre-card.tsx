import { callCentreCard } from '../../content/chrome/call-centre-texts.ts';
import { helpArticlesTexts, type HelpArticle } from '../../content/chrome/help-articles.ts';
import { PhoneLink } from './phone-link.tsx';

export interface CallCentreCardProps {
  /** Current path: picks the number from the phone-number map (spec 3, 9). */
  pathname: string;
  /** A number that overrides the map (spec 9 "unless a phone prop is given"). */
  phone?: string;
  heading?: string;
  text?: string;
  /** Spec 7: the help-centre articles and resource posts that answer this page's questions (content/chrome/help-articles.ts). */
  articles?: readonly HelpArticle[];
}

/** Spec 2.4/9: the call-centre card, "24/7/365". */
export function CallCentreCard({
  pathname,
  phone,
  heading = callCentreCard.heading,
  text = callCentreCard.text,
  articles = [],
}: CallCentreCardProps) {
  return (
    <aside className="call-card" aria-label={heading}>
      <svg className="call-card__icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"
        />
      </svg>
      <div>
        <p className="call-card__heading">{heading}</p>
        <p className="call-card__text">{text}</p>
        <p className="call-card__call">
          {callCentreCard.callText} <PhoneLink pathname={pathname} phone={phone} />
        </p>
        {articles.length > 0 && (
          <>
            <p className="call-card__articles-heading">{helpArticlesTexts.heading}</p>
            <ul className="call-card__articles">
              {articles.map((a) => (
                <li key={a.link}>
                  <a href={a.link}>{a.title}</a>{' '}
                  <span className="call-card__source">({helpArticlesTexts[a.kind]})</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </aside>
  );
}
