// A restaurant or cafe (decision 256): centred name over the navigation, a wide drawn scene under the promise,
// the priced menu, booking by phone with the evening's times, the story, then how to find it.
import { demoTexts } from '../../../content/theme-demos/index.ts';
import type { DemoItem, RestaurantDemo } from '../../../content/theme-demos/types.ts';
import { About, Art, Contact, Header, HeroText, Hours, telOf } from './parts.tsx';

function MenuList({ items }: { items: readonly DemoItem[] }) {
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

export default function Restaurant({ demo }: { demo: RestaurantDemo }) {
  const { hero, offer, booking, contact } = demo;
  return (
    <>
      <Header
        demo={demo}
        modifier="centre"
        links={[
          ['offer', offer.nav],
          ['booking', booking.nav],
          ['about', demo.about.nav],
          ['contact', contact.nav],
        ]}
      />
      <main id="main" tabIndex={-1}>
        <section className="td-r-hero" aria-labelledby="td-hero-h">
          <div className="td-wrap td-r-hero__text">
            <HeroText hero={hero} to={['booking', 'offer']} kicker />
          </div>
          <div className="td-wrap">
            <Art art={hero.art} className="td-r-hero__art" />
          </div>
        </section>
        <section className="td-section td-r-menu" id="offer" aria-labelledby="td-offer-h">
          <div className="td-wrap">
            <h2 id="td-offer-h">{offer.title}</h2>
            <p className="td-lead">{offer.intro}</p>
            <div className="td-r-menu__groups">
              {offer.groups.map((g, i) => (
                <div key={g.title ?? i} className="td-group">
                  {g.title ? <h3 className="td-group__title">{g.title}</h3> : null}
                  <MenuList items={g.items} />
                </div>
              ))}
            </div>
            {offer.note ? <p className="td-note">{offer.note}</p> : null}
          </div>
        </section>
        <section className="td-section td-r-book" id="booking" aria-labelledby="td-booking-h">
          <div className="td-wrap td-r-book__inner">
            <div>
              <h2 id="td-booking-h">{booking.title}</h2>
              <p className="td-lead">{booking.text}</p>
              <h3 className="td-h3">{booking.slotsTitle}</h3>
              <ul className="td-slots">
                {booking.slots.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
              <p className="td-actions">
                <a className="td-btn" href={telOf(contact.phone)}>
                  {booking.cta}
                </a>
              </p>
              <p className="td-muted">{booking.note}</p>
            </div>
            <div className="td-contact__card">
              <h3 className="td-h3">{demoTexts.hoursTitle}</h3>
              <Hours hours={contact.hours} />
            </div>
          </div>
        </section>
        <About demo={demo} />
        <Contact demo={demo} hours={false} />
      </main>
    </>
  );
}
