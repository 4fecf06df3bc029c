import { Link } from 'react-router-dom';
import { topStripDisclaimer, topStripLabel, topStripMessages } from '../../content/chrome/top-strip.ts';
import { DisclaimerButton } from './disclaimer-button.tsx';

export interface TopStripProps {
  /** The strip's index (the store's, advanced by client/components/promo-bar.tsx). */
  index: number;
  messages?: readonly { text: string; link: string }[];
}

/** The rotating top strip (spec 2.4, 9): the message at `index`. Its timer and pauses are the promotion bar's. */
export function TopStrip({ index, messages = topStripMessages }: TopStripProps) {
  if (messages.length === 0) return null;
  const current = index % messages.length;
  const m = messages[current];
  return (
    <div className="top-strip" role="region" aria-label={topStripLabel} data-strip-index={index}>
      <div className="container top-strip__inner">
        <Link key={current} to={m.link} className="top-strip__message">
          {m.text}
        </Link>
        <DisclaimerButton
          label={topStripDisclaimer.label}
          subject={topStripDisclaimer.subject}
          title={topStripDisclaimer.title}
          className="top-strip__details"
        >
          <p>{topStripDisclaimer.text}</p>
        </DisclaimerButton>
      </div>
    </div>
  );
}
