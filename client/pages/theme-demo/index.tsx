import type { CSSProperties } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router-dom';
import { demoLoaders, demoTexts } from '../../../content/theme-demos/index.ts';
import type { DemoPalette, ThemeDemo } from '../../../content/theme-demos/types.ts';
import { themeEditUrl, themes } from '../../../content/themes.ts';
import { isThemeId, type ThemeId } from '../../../shared/theme-ids.ts';
import { DESKTOP_ONLY_MSG_CODE } from '../../../shared/query-values.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { createModuleRegistry } from '../../app/module-registry.ts';
import Portfolio from './portfolio.tsx';
import Restaurant from './restaurant.tsx';
import Services from './services.tsx';
import Shop from './shop.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/theme-demo.ts';

const registry = createModuleRegistry(demoLoaders);

// The first page's theme starts loading with this chunk, before hydration needs it.
if (typeof window !== 'undefined') {
  const id = window.location.pathname.split('/')[3] ?? '';
  if (isThemeId(id)) void registry.load(id);
}

function paletteStyle(p: DemoPalette): CSSProperties {
  return {
    '--td-bg': p.bg,
    '--td-surface': p.surface,
    '--td-soft': p.soft,
    '--td-ink': p.ink,
    '--td-muted': p.muted,
    '--td-accent': p.accent,
    '--td-on-accent': p.onAccent,
    '--td-line': p.line,
    '--td-art-1': p.art[0],
    '--td-art-2': p.art[1],
  } as CSSProperties;
}

/** The bar above the sample site: back to the themes, the variants, and the start of the builder flow. */
function ThemeBar({ demo, variant, query }: { demo: ThemeDemo; variant: string; query: URLSearchParams }) {
  const theme = themes.find((t) => t.id === demo.themeId)!;
  // The upgrade ids, or the mark of a malformed one (decision 222), follow the visitor back to the plans.
  const upgrade = new URLSearchParams(
    [...query].filter(([k]) => k === 'siteid' || k === 'externalid' || k === 'upgrade'),
  ).toString();
  const keep = upgrade ? `?${upgrade}` : '';
  return (
    <nav className="td-bar" aria-label={demoTexts.barLabel}>
      <Link className="td-bar__back" to="/websites/themes">
        <ArrowLeft aria-hidden="true" focusable="false" width={18} height={18} />
        {demoTexts.back}
      </Link>
      <p className="td-bar__name">
        <strong>{theme.title}</strong> <span>{demoTexts.sample}</span>
      </p>
      {theme.variants.length > 1 ? (
        <ul className="td-bar__variants" aria-label={demoTexts.variantsLabel}>
          {theme.variants.map((v) => (
            <li key={v}>
              <Link
                to={`/websites/themes/${theme.id}/${v}${keep}`}
                aria-current={v === variant ? 'page' : undefined}
                replace
              >
                {demo.variantLabels[v] ?? v}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {upgrade ? (
        // The upgrade flow (spec 4): an existing site chooses its plan; the plans carry the order parameters.
        <Link className="td-bar__start" to={`/websites?${upgrade}`}>
          {demoTexts.start}
        </Link>
      ) : (
        <>
          {/* Decision 120, as decision 042: the editor needs a computer, so phones get the desktop-only notice. */}
          <a className="td-bar__start td-desktop" href={themeEditUrl(theme)}>
            {demoTexts.start}
          </a>
          <Link className="td-bar__start td-phone" to={`/websites?msgCode=${DESKTOP_ONLY_MSG_CODE}`}>
            {demoTexts.start}
          </Link>
        </>
      )}
    </nav>
  );
}

/** The sample site itself: one component per page structure (decision 256). */
function Site({ demo }: { demo: ThemeDemo }) {
  switch (demo.structure) {
    case 'restaurant':
      return <Restaurant demo={demo} />;
    case 'shop':
      return <Shop demo={demo} />;
    case 'portfolio':
      return <Portfolio demo={demo} />;
    case 'services':
      return <Services demo={demo} />;
  }
}

/** A theme view link (spec 2.1): the theme as a sample website of its business, without this site's chrome. */
export default function ThemeDemoPage({ params, query }: PageProps) {
  const themeId = params.themeId as ThemeId;
  const variant = params.variantId ?? '';
  const { demo } = registry.useModule(themeId);
  const palette = demo.variants[variant] ?? Object.values(demo.variants)[0];
  const { contact } = demo;
  return (
    <div
      className={`td td--${demo.structure} td--f-${demo.face} td--b-${demo.bodyFace}`}
      style={paletteStyle(palette)}
      data-theme={demo.themeId}
      data-variant={variant}
      data-structure={demo.structure}
    >
      <a className="skip-link" href="#main">
        {demoTexts.skip}
      </a>
      <ThemeBar demo={demo} variant={variant} query={query} />
      <Site demo={demo} />
      <footer className="td-foot">
        <div className="td-wrap">
          <p>
            <strong>{demo.business}</strong> · {contact.address.join(', ')}
          </p>
          <p className="td-muted">{demoTexts.footer(themes.find((t) => t.id === demo.themeId)!.title)}</p>
        </div>
      </footer>
    </div>
  );
}
