// A services firm (decision 256): logo, navigation and a call button; a split hero with a drawn scene and three
// promises; the services; priced packages; how it works; a band asking for a quote; the firm and its contacts.
import type { ServicesDemo } from '../../../content/theme-demos/types.ts';
import { About, Art, Contact, Header, HeroText, Highlights, Icon, telOf } from './parts.tsx';

export default function Services({ demo }: { demo: ServicesDemo }) {
  const { hero, offer, packages, steps, quote, contact } = demo;
  const tel = telOf(contact.phone);
  const items = offer.groups.flatMap((g) => g.items);
  return (
    <>
      <Header
        demo={demo}
        links={[
          ['offer', offer.nav],
          ['packages', packages.nav],
          ['about', demo.about.nav],
          ['contact', contact.nav],
        ]}
      >
        <a className="td-btn td-btn--small" href={tel}>
          {contact.phone}
        </a>
      </Header>
      <main id="main" tabIndex={-1}>
        <section className="td-v-hero" aria-labelledby="td-hero-h">
          <div className="td-wrap td-v-hero__inner">
            <div>
              <HeroText hero={hero} to={['quote', 'packages']} />
            </div>
            <Art art={hero.art} className="td-v-hero__art" />
          </div>
        </section>
        <Highlights demo={demo} />
        <section className="td-section" id="offer" aria-labelledby="td-offer-h">
          <div className="td-wrap">
            <h2 id="td-offer-h">{offer.title}</h2>
            <p className="td-lead">{offer.intro}</p>
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
          </div>
        </section>
        <section className="td-section td-v-packages" id="packages" aria-labelledby="td-packages-h">
          <div className="td-wrap">
            <h2 id="td-packages-h">{packages.title}</h2>
            <p className="td-lead">{packages.intro}</p>
            <ul className="td-plans">
              {packages.plans.map((p, i) => (
                <li key={p.name} className={i === packages.featured.index ? 'td-plan td-plan--featured' : 'td-plan'}>
                  {i === packages.featured.index ? <p className="td-plan__badge">{packages.featured.label}</p> : null}
                  <h3>{p.name}</h3>
                  <p className="td-plan__price">
                    <strong>{p.price}</strong> <span className="td-muted">{p.per}</span>
                  </p>
                  <p className="td-muted">{p.text}</p>
                  <ul className="td-ticks">
                    {p.features.map((f) => (
                      <li key={f}>
                        <Icon name="check" size={18} />
                        {f}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="td-note">{packages.note}</p>
          </div>
        </section>
        <section className="td-section td-v-steps" aria-labelledby="td-steps-h">
          <div className="td-wrap">
            <h2 id="td-steps-h">{steps.title}</h2>
            <ol className="td-steps">
              {steps.items.map((s) => (
                <li key={s.title}>
                  <h3>{s.title}</h3>
                  <p className="td-muted">{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
        <section className="td-quote" id="quote" aria-labelledby="td-quote-h">
          <div className="td-wrap td-quote__inner">
            <div>
              <h2 id="td-quote-h">{quote.title}</h2>
              <p>{quote.text}</p>
            </div>
            <a className="td-btn td-btn--invert" href={tel}>
              {quote.cta}
            </a>
          </div>
        </section>
        <About demo={demo} />
        <Contact demo={demo} />
      </main>
    </>
  );
}
