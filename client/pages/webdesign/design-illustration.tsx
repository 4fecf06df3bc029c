/** Hero art: a browser window with a page being laid out. Fixed width and height: nothing shifts. */
export function DesignIllustration() {
  return (
    <svg className="wd-hero__art" width="360" height="260" viewBox="0 0 360 260" aria-hidden="true" focusable="false">
      <rect x="10" y="10" width="340" height="240" rx="14" fill="#ffffff" stroke="#c9d3de" strokeWidth="2" />
      <rect x="10" y="10" width="340" height="34" rx="14" fill="#0b4f8a" />
      <circle cx="34" cy="27" r="5" fill="#e8f1fa" />
      <circle cx="52" cy="27" r="5" fill="#e8f1fa" />
      <circle cx="70" cy="27" r="5" fill="#e8f1fa" />
      <rect x="34" y="64" width="180" height="16" rx="4" fill="#14202e" />
      <rect x="34" y="90" width="140" height="10" rx="3" fill="#4a5868" />
      <rect x="34" y="108" width="160" height="10" rx="3" fill="#4a5868" />
      <rect x="34" y="134" width="96" height="28" rx="6" fill="#b8401d" />
      <rect x="228" y="64" width="98" height="98" rx="10" fill="#e8f1fa" />
      <path d="M242 146 l22 -30 l18 22 l12 -14 l20 22 z" fill="#0b4f8a" />
      <circle cx="300" cy="88" r="9" fill="#b8401d" />
      <rect x="34" y="182" width="88" height="48" rx="8" fill="#f4f7fa" stroke="#c9d3de" />
      <rect x="136" y="182" width="88" height="48" rx="8" fill="#f4f7fa" stroke="#c9d3de" />
      <rect x="238" y="182" width="88" height="48" rx="8" fill="#f4f7fa" stroke="#c9d3de" />
    </svg>
  );
}
