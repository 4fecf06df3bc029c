// Pieces every structure of the theme demos shares (decision 256): drawings, icons, the contact card, the footer.
import { createElement, type ReactNode } from 'react';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { demoTexts } from '../../../content/theme-demos/index.ts';
import type { Drawing, ServicesDemo, ShopDemo, ThemeDemo } from '../../../content/theme-demos/types.ts';
import { demoIcons } from './icons.ts';

export const Icon = ({ name, size = 24 }: { name: keyof typeof demoIcons; size?: number }) => {
  const C = demoIcons[name];
  return <C aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={1.75} />;
};

/** A drawing from the content: fixed width and height (no layout shift), scaled by CSS to its box. */
export function Art({ art, className }: { art: Drawing; className?: string }) {
  const label = art.alt ? { role: 'img', 'aria-label': art.alt } : { 'aria-hidden': true };
  return (
    <svg
      className={className ? `td-svg ${className}` : 'td-svg'}
      width={art.w}
      height={art.h}
      viewBox={`0 0 ${art.w} ${art.h}`}
      focusable="false"
      {...label}
    >
      {art.shapes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Logo({ demo, mark = true }: { demo: ThemeDemo; mark?: boolean }) {
  return (
    <a className="td-logo" href="#main">
      {mark ? (
        <span className="td-logo__mark">
          <Icon name={demo.logoIcon} size={22} />
        </span>
      ) : null}
      <span className="td-logo__text">
        <span className="td-logo__name">{demo.business}</span>
        <span className="td-logo__kind">{demo.kind}</span>
      </span>
    </a>
  );
}

/** The site's own navigation: anchors to its sections. */
function Nav({ demo, links }: { demo: ThemeDemo; links: readonly (readonly [string, string])[] }) {
  return (
    <nav className="td-nav" aria-label={demo.business}>
      {links.map(([href, label]) => (
        <a key={href} href={`#${href}`}>
          {label}
        </a>
      ))}
    </nav>
  );
}

/**
 * The sample site's header: its name, anchors to its sections and, in some structures, one action at the end (the
 * cart, a call button). `modifier` picks the structure's composition: the centred and plain headers of the
 * restaurants and studios set the name as a wordmark, without the logo mark.
 */
export function Header({
  demo,
  links,
  modifier,
  children,
}: {
  demo: ThemeDemo;
  links: readonly (readonly [string, string])[];
  modifier?: 'centre' | 'plain';
  children?: ReactNode;
}) {
  return (
    <header className={modifier ? `td-head td-head--${modifier}` : 'td-head'}>
      <div className="td-wrap td-head__inner">
        <Logo demo={demo} mark={!modifier} />
        <Nav demo={demo} links={links} />
        {children}
      </div>
    </header>
  );
}

/**
 * A hero's words: the eyebrow, the page's one heading, the promise and two links to sections (`to`), drawn as
 * buttons or, in a studio, as text links (`arrows`). The structure places them and its drawing.
 */
export function HeroText({
  hero,
  to,
  kicker,
  arrows,
}: {
  hero: ThemeDemo['hero'];
  to: readonly [string, string];
  kicker?: boolean;
  arrows?: boolean;
}) {
  return (
    <>
      <p className={kicker ? 'td-kicker' : 'td-eyebrow'}>{hero.eyebrow}</p>
      <h1 id="td-hero-h">{hero.title}</h1>
      <p className="td-lead">{hero.text}</p>
      <p className="td-actions">
        <a className={arrows ? 'td-link-arrow' : 'td-btn'} href={`#${to[0]}`}>
          {hero.primary}
        </a>
        <a className={arrows ? 'td-link-arrow' : 'td-btn td-btn--ghost'} href={`#${to[1]}`}>
          {hero.secondary}
        </a>
      </p>
    </>
  );
}

export function Hours({ hours }: { hours: ThemeDemo['contact']['hours'] }) {
  return (
    <dl className="td-hours">
      {hours.map(([d, h]) => (
        <div key={d}>
          <dt>{d}</dt>
          <dd>{h}</dd>
        </div>
      ))}
    </dl>
  );
}

export function About({ demo }: { demo: ThemeDemo }) {
  const { about } = demo;
  return (
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
  );
}

export function Contact({ demo, hours = true }: { demo: ThemeDemo; hours?: boolean }) {
  const { contact } = demo;
  const tel = telOf(contact.phone);
  const mail = `mailto:${contact.email}`;
  return (
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
          {hours ? (
            <>
              <h3 className="td-h3">{demoTexts.hoursTitle}</h3>
              <Hours hours={contact.hours} />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export function Highlights({ demo }: { demo: ShopDemo | ServicesDemo }) {
  return (
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
  );
}
