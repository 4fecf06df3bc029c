import type { CSSProperties } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router-dom';
import { demoLoaders, demoTexts } from '../../../content/theme-demos/index.ts';
import type { DemoItem, DemoPalette, ThemeDemo } from '../../../content/theme-demos/types.ts';
import { themeEditUrl, themes } from '../../../content/product-pages/themes.ts';
import { isThemeId, type ThemeId } from '../../../shared/theme-ids.ts';
import { DESKTOP_ONLY_MSG_CODE } from '../../../shared/routes.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { createModuleRegistry } from '../../app/module-registry.ts';
import { demoIcons } from './icons.ts';

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

const Icon = ({ name, size = 24 }: { name: keyof typeof demoIcons; size?: number }) => {
  const C = demoIcons[name];
  return <C aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={1.75} />;
};

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

function Menu({ items }: { items: readonly DemoItem[] }) {
  return (
    <ul className="td-menu">
      {items.map((it) => (
        <li key={it.name}>
          <p className="td-menu__row">
            <span className="td-menu__name">{it.name}</span>
            <span className="td-menu__dots" aria-hidden="true" />
            {it.price ? <span className="td-menu__price">{it.price}</span> : null}
          </p>
          <p className="td-muted">{it.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Cards({ items }: { items: readonly DemoItem[] }) {
  return (
    <ul className="td-cards">
      {items.map((it) => (
        <li key={it.name} className="td-card">
          {it.icon ? (
            <span className="td-card__icon">
              <Icon name={it.icon} />
            </span>
          ) : null}
          <h3>{it.name}</h3>
          <p className="td-muted">{it.text}</p>
          {it.price ? <p className="td-card__price">{it.price}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Tiles({ items }: { items: readonly DemoItem[] }) {
  return (
    <ul className="td-tiles">
      {items.map((it, i) => (
        <li key={it.name} className="td-tile">
          <div className={`td-tile__art td-tile__art--${i % 4}`} aria-hidden="true">
            {it.icon ? <Icon name={it.icon} size={56} /> : null}
          </div>
          <h3>{it.name}</h3>
          <p className="td-muted">{it.text}</p>
          {it.price ? <p className="td-tile__price">{it.price}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Offer({ demo }: { demo: ThemeDemo }) {
  const o = demo.offer;
  return (
    <section className="td-section td-offer" id="offer" aria-labelledby="td-offer-h">
      <div className="td-wrap">
        <h2 id="td-offer-h">{o.title}</h2>
        <p className="td-lead">{o.intro}</p>
        {o.groups.map((g, i) => {
          const kind = o.kind === 'tiles' && i > 0 ? 'menu' : o.kind;
          return (
            <div key={g.title ?? i} className={`td-group td-group--${kind}`}>
              {g.title ? <h3 className="td-group__title">{g.title}</h3> : null}
              {kind === 'menu' ? (
                <Menu items={g.items} />
              ) : kind === 'cards' ? (
                <Cards items={g.items} />
              ) : (
                <Tiles items={g.items} />
              )}
            </div>
          );
        })}
        {o.note ? <p className="td-note">{o.note}</p> : null}
      </div>
    </section>
  );
}

/** A theme view link (spec 2.1): the theme as a sample website of its business, without this site's chrome. */
export default function ThemeDemoPage({ params, query }: PageProps) {
  const themeId = params.themeId as ThemeId;
  const variant = params.variantId ?? '';
  const { demo } = registry.useModule(themeId);
  const palette = demo.variants[variant] ?? Object.values(demo.variants)[0];
  const { hero, about, contact } = demo;
  const tel = `tel:${contact.phone.replace(/[^\d+]/g, '')}`;
  const mail = `mailto:${contact.email}`;
  return (
    <div
      className={`td td--${demo.face}`}
      style={paletteStyle(palette)}
      data-theme={demo.themeId}
      data-variant={variant}
    >
      <a className="skip-link" href="#main">
        {demoTexts.skip}
      </a>
      <ThemeBar demo={demo} variant={variant} query={query} />
      <header className="td-head">
        <div className="td-wrap td-head__inner">
          <a className="td-logo" href="#main">
            <span className="td-logo__mark">
              <Icon name={demo.logoIcon} size={22} />
            </span>
            <span className="td-logo__text">
              <span className="td-logo__name">{demo.business}</span>
              <span className="td-logo__kind">{demo.kind}</span>
            </span>
          </a>
          <nav className="td-nav" aria-label={demo.business}>
            <a href="#offer">{demo.offer.nav}</a>
            <a href="#about">{about.nav}</a>
            <a href="#contact">{contact.nav}</a>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <section className="td-hero" aria-labelledby="td-hero-h">
          <div className="td-wrap td-hero__inner">
            <div className="td-hero__text">
              <p className="td-eyebrow">{hero.eyebrow}</p>
              <h1 id="td-hero-h">{hero.title}</h1>
              <p className="td-lead">{hero.text}</p>
              <p className="td-actions">
                <a className="td-btn" href="#offer">
                  {hero.primary}
                </a>
                <a className="td-btn td-btn--ghost" href="#contact">
                  {hero.secondary}
                </a>
              </p>
            </div>
            <figure className="td-art">
              <div className="td-art__panel" aria-hidden="true">
                <svg className="td-art__rings" width="480" height="360" viewBox="0 0 480 360" focusable="false">
                  <circle cx="380" cy="60" r="120" />
                  <circle cx="80" cy="320" r="90" />
                  <circle cx="240" cy="180" r="150" />
                </svg>
                <Icon name={hero.art.icon} size={120} />
              </div>
              <ul className="td-art__chips">
                {hero.art.chips.map((c) => (
                  <li key={c.text}>
                    <Icon name={c.icon} size={18} />
                    {c.text}
                  </li>
                ))}
              </ul>
              {/* A figure's caption is its first or last child (HTML): last, after the chips. */}
              <figcaption>{hero.art.caption}</figcaption>
            </figure>
          </div>
        </section>
        <section className="td-band" aria-label={demoTexts.why(demo.business)}>
          <ul className="td-wrap td-highlights">
            {demo.highlights.map((h) => (
              <li key={h.title}>
                <span className="td-card__icon">
                  <Icon name={h.icon} />
                </span>
                <div>
                  <h2 className="td-h3">{h.title}</h2>
                  <p className="td-muted">{h.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <Offer demo={demo} />
        <section className="td-section td-about" id="about" aria-labelledby="td-about-h">
          <div className="td-wrap td-about__inner">
            <div>
              <h2 id="td-about-h">{about.title}</h2>
              {about.paragraphs.map((p) => (
                <p key={p.slice(0, 24)} className="td-lead">
                  {p}
                </p>
              ))}
            </div>
            <dl className="td-facts">
              {about.facts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
        <section className="td-section td-contact" id="contact" aria-labelledby="td-contact-h">
          <div className="td-wrap td-contact__inner">
            <div>
              <h2 id="td-contact-h">{contact.title}</h2>
              <p className="td-lead">{contact.text}</p>
              <p className="td-actions">
                <a className="td-btn" href={contact.via === 'phone' ? tel : mail}>
                  {contact.cta}
                </a>
              </p>
            </div>
            <div className="td-contact__card">
              <p className="td-contact__line">
                <MapPin aria-hidden="true" focusable="false" width={20} height={20} />
                <span>
                  {contact.address.map((l) => (
                    <span key={l} className="td-block">
                      {l}
                    </span>
                  ))}
                </span>
              </p>
              <p className="td-contact__line">
                <Phone aria-hidden="true" focusable="false" width={20} height={20} />
                <a href={tel}>{contact.phone}</a>
              </p>
              <p className="td-contact__line">
                <Mail aria-hidden="true" focusable="false" width={20} height={20} />
                <a href={mail}>{contact.email}</a>
              </p>
              <h3 className="td-h3">{demoTexts.hoursTitle}</h3>
              <dl className="td-hours">
                {contact.hours.map(([d, h]) => (
                  <div key={d}>
                    <dt>{d}</dt>
                    <dd>{h}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </section>
      </main>
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
