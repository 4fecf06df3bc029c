import { Link } from 'react-router-dom';
import { brand, homeLinkLabel } from '../../content/brand.ts';

/** The wordmark, drawn here as SVG (VISUAL.md: never a real company's logo). Fixed size: no layout shift. */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={homeLinkLabel}>
      <svg width="152" height="32" viewBox="0 0 152 32" aria-hidden="true" focusable="false">
        <path d="M4 22 Q16 6 28 22" fill="none" stroke="#0b4f8a" strokeWidth="4" strokeLinecap="round" />
        <path d="M2 26 H30" stroke="#e4572e" strokeWidth="4" strokeLinecap="round" />
        <text x="38" y="23" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700" fill="#0b2540">
          {brand.name}
        </text>
      </svg>
    </Link>
  );
}
