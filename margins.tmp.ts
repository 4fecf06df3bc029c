import { readFileSync } from 'node:fs';
import { pageWeight } from './scripts/js-budget.ts';
import { routes } from './shared/routes.ts';
const m = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const seen = new Set<string>();
const rows: [string, number][] = [];
for (const r of routes) { const k = r.page + '/' + r.layout; if (seen.has(k)) continue; seen.add(k);
  const w = pageWeight(m, r.page as never, r.layout); rows.push([k, (r.page === 'home' ? 97280 : 102400) - w.js]); }
rows.sort((a, b) => a[1] - b[1]); console.log(rows.slice(0, 8).map(([k, v]) => `${k} ${v}`).join('\n'));
