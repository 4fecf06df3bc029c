import { tldVisualTexts as t } from '../../../content/pages/tld.ts';

// The hero picture of a /tlds/{tld}-domain page, drawn from its extension: a browser whose address bar and page
// read the sample name at this extension, and the matching business email address. Inline SVG in the product
// visuals' style (decision 110: palette, radius 10, 1.5 px hairlines, one soft shadow) on the same 640 x 480
// canvas, so it keeps its box while the page loads; its text uses the page's own face.

const C = {
  primary: '#0b4f8a',
  soft: '#e8f1fa',
  sky: '#cfe1f3',
  accent: '#b8401d',
  accentSoft: '#fbebe5',
  success: '#1d6b3a',
  successSoft: '#e2f1e7',
  text: '#14202e',
  muted: '#4a5868',
  line: '#e3e9ef',
  alt: '#f4f7fa',
  white: '#ffffff',
} as const;

/** The name at the extension, the extension in the brand colour. */
function Name({ ext, bold = true }: { ext: string; bold?: boolean }) {
  return (
    <>
      <tspan>{t.name}</tspan>
      <tspan fill={C.primary} fontWeight={bold ? 800 : 700}>
        {ext}
      </tspan>
    </>
  );
}

export function TldVisual({ tld }: { tld: string }) {
  const ext = `.${tld}`;
  // The page's big name shrinks for a long extension so it stays inside the window.
  const big = Math.min(46, Math.floor(440 / ((t.name.length + ext.length) * 0.6)));
  return (
    <svg
      className="tld-visual"
      viewBox="0 0 640 480"
      width={640}
      height={480}
      role="img"
      aria-label={t.alt(ext)}
      data-tld-visual={tld}
    >
      <defs>
        <filter id="tld-shadow" x="-40" y="-40" width="720" height="560" filterUnits="userSpaceOnUse">
          <feDropShadow dx="0" dy="8" stdDeviation="12" floodColor="#0b2540" floodOpacity="0.13" />
        </filter>
        <pattern id="tld-dots" width="12" height="12" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.6" fill={C.sky} />
        </pattern>
      </defs>
      <circle cx="340" cy="250" r="215" fill={C.soft} />
      <rect x="506" y="14" width="120" height="100" fill="url(#tld-dots)" />
      <rect x="14" y="366" width="120" height="100" fill="url(#tld-dots)" />

      {/* The browser window: its address bar reads the name at this extension. */}
      <g filter="url(#tld-shadow)">
        <rect x="28" y="36" width="540" height="330" rx="10" fill={C.white} stroke={C.line} strokeWidth="1.5" />
      </g>
      <path d="M38 36h520a10 10 0 0 1 10 10v42h-540v-42a10 10 0 0 1 10-10z" fill={C.alt} />
      <line x1="28" y1="88" x2="568" y2="88" stroke={C.line} strokeWidth="1.5" />
      <circle cx="48" cy="62" r="5" fill="#e9a393" />
      <circle cx="66" cy="62" r="5" fill="#eccd8a" />
      <circle cx="84" cy="62" r="5" fill="#a6d3b4" />
      <rect x="108" y="45" width="380" height="34" rx="17" fill={C.white} stroke={C.line} strokeWidth="1.5" />
      <g stroke={C.success} strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <rect x="124" y="60" width="12" height="10" rx="2" />
        <path d="M127 60v-3a3 3 0 0 1 6 0v3" />
      </g>
      <text x="146" y="68" fontSize="16" fill={C.text} fontWeight={600}>
        <Name ext={ext} bold={false} />
      </text>

      {/* The site at that address. */}
      <text x="60" y="160" fontSize={big} fontWeight={800} fill={C.text} letterSpacing="-0.5">
        <Name ext={ext} />
      </text>
      <rect x="60" y="184" width="330" height="10" rx="5" fill={C.line} />
      <rect x="60" y="204" width="250" height="10" rx="5" fill={C.line} />
      <rect x="60" y="232" width="132" height="38" rx="10" fill={C.accent} />
      <rect x="84" y="247" width="84" height="8" rx="4" fill={C.accentSoft} />
      <rect x="204" y="232" width="112" height="38" rx="10" fill={C.white} stroke={C.sky} strokeWidth="1.5" />
      <rect x="228" y="247" width="64" height="8" rx="4" fill={C.sky} />
      <rect x="60" y="292" width="150" height="52" rx="10" fill={C.soft} />
      <rect x="224" y="292" width="150" height="52" rx="10" fill={C.soft} />
      <rect x="388" y="292" width="150" height="52" rx="10" fill={C.soft} />

      {/* The business email address at the same name, on a card over the window's corner. */}
      <g filter="url(#tld-shadow)">
        <rect x="282" y="338" width="330" height="96" rx="10" fill={C.white} stroke={C.line} strokeWidth="1.5" />
      </g>
      <circle cx="328" cy="386" r="24" fill={C.accentSoft} />
      <g stroke={C.accent} strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <rect x="317" y="378" width="22" height="16" rx="2" />
        <path d="M317 380l11 8 11-8" />
      </g>
      <text x="364" y="376" fontSize="14" fill={C.muted}>
        {t.emailLabel}
      </text>
      <text x="364" y="402" fontSize="18" fontWeight={700} fill={C.text}>
        <tspan>{t.mailbox}@</tspan>
        <Name ext={ext} bold={false} />
      </text>
    </svg>
  );
}
