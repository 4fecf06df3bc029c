// Thousands separators written out, without Intl. A page's first Intl call (a NumberFormat, a DateTimeFormat,
// toLocaleString with a locale) starts the browser's ICU data: 40-80 ms of main thread on this machine, four times
// that on Lighthouse's phone, more than the hydration of a whole page. Prices and plan facts are on every product
// page's first render, so they take this instead; test/unit/digits.test.ts holds it to Intl's answers.

/** As `n.toLocaleString('en-US')`: "1,234", "-12,345.5", at most three decimals. */
export function groupThousands(n: number): string {
  const rounded = Math.round(Math.abs(n) * 1000) / 1000;
  const [whole, fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
