// A studio (decision 256): the name as a wordmark, a large typographic promise beside one drawn piece, the gallery
// of drawn work with its captions, how a commission goes in numbered steps, the studio, and an email to start.
import type { PortfolioDemo } from '../../../content/theme-demos/types.ts';
import { About, Art, Contact, Header, HeroText } from './parts.tsx';

export default function Portfolio({ demo }: { demo: PortfolioDemo }) {
  const { hero, offer, process, contact } = demo;
  return (
    <>
      <Header
        demo={demo}
        modifier="plain"
        links={[
          ['offer', offer.nav],
          ['process', process.title],
          ['about', demo.about.nav],
          ['contact', contact.nav],
        ]}
      />
      <main id="main" tabIndex={-1}>
        <section className="td-p-hero" aria-labelledby="td-hero-h">
          <div className="td-wrap td-p-hero__inner">
            <div>
              <HeroText hero={hero} to={['offer', 'contact']} kicker arrows />
            </div>
            <Art art={hero.art} className="td-p-hero__art" />
          </div>
        </section>
        <section className="td-section td-p-work" id="offer" aria-labelledby="td-offer-h">
          <div className="td-wrap">
            <h2 id="td-offer-h">{offer.title}</h2>
            <p className="td-lead">{offer.intro}</p>
            <ul className="td-gallery">
              {offer.groups
                .flatMap((g) => g.items)
                .map((it) => (
                  <li key={it.name} className="td-piece">
                    {it.art ? <Art art={it.art} className="td-piece__art" /> : null}
                    <h3>{it.name}</h3>
                    {it.tag ? <p className="td-piece__tag">{it.tag}</p> : null}
                    <p className="td-muted">{it.text}</p>
                  </li>
                ))}
            </ul>
          </div>
        </section>
        <section className="td-section td-p-process" id="process" aria-labelledby="td-process-h">
          <div className="td-wrap">
            <h2 id="td-process-h">{process.title}</h2>
            <ol className="td-steps">
              {process.steps.map((s) => (
                <li key={s.title}>
                  <h3>{s.title}</h3>
                  <p className="td-muted">{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
        <About demo={demo} />
        <Contact demo={demo} hours={false} />
      </main>
    </>
  );
}
