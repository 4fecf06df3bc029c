import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  TOP_STRIP_INTERVAL_MS,
  topStripDisclaimer,
  topStripLabel,
  topStripMessages,
} from '../../content/chrome/top-strip.ts';
import { useAppStore } from '../store/store-provider.tsx';
import { DisclaimerButton } from './disclaimer-button.tsx';
import { prefersReducedMotion } from './reduced-motion.ts';

export interface TopStripProps {
  messages?: readonly { text: string; link: string }[];
}

/**
 * The rotating top strip (spec 2.4, 9): the store's strip index advances every 4000 ms. It pauses while the
 * pointer or focus is inside (WCAG 2.2.2) and when the visitor prefers reduced motion. The timer starts only
 * after hydration, so server HTML and the first client render both show the first message.
 */
export function TopStrip({ messages = topStripMessages }: TopStripProps) {
  const index = useAppStore((s) => s.utility.stripIndex);
  const advance = useAppStore((s) => s.advanceStrip);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = setInterval(advance, TOP_STRIP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, advance]);
  if (messages.length === 0) return null;
  const current = index % messages.length;
  const m = messages[current];
  return (
    <div
      className="top-strip"
      role="region"
      aria-label={topStripLabel}
      data-strip-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
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
