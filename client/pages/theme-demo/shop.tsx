// A shop (decision 256): a promotion banner with a drawn still life, a grid of drawn products with prices, a
// sample cart summary (a picture of the cart, not a checkout), the shop's promises, the story and the address.
import type { ShopDemo } from '../../../content/theme-demos/types.ts';
import { About, Art, Contact, Header, HeroText, Highlights, Icon } from './parts.tsx';

export default function Shop({ demo }: { demo: ShopDemo }) {
  const { hero, offer, cart, contact } = demo;
  return (
    <>
      <Header
        demo={demo}
        links={[
          ['offer', offer.nav],
          ['about', demo.about.nav],
          ['contact', contact.nav],
        ]}
      >
        <a className="td-cartlink" href="#cart">
          <Icon name="shopping-bag" size={20} />
          {demo.cartLabel}
        </a>
      </Header>
      <main id="main" tabIndex={-1}>
        <section className="td-s-hero" aria-labelledby="td-hero-h">
          <div className="td-wrap td-s-hero__inner">
            <div className="td-s-hero__text">
              <HeroText hero={hero} to={['offer', 'contact']} />
            </div>
            <Art art={hero.art} className="td-s-hero__art" />
          </div>
        </section>
        <Highlights demo={demo} />
        <section className="td-section" id="offer" aria-labelledby="td-offer-h">
          <div className="td-wrap">
            <h2 id="td-offer-h">{offer.title}</h2>
            <p className="td-lead">{offer.intro}</p>
            <div className="td-s-grid">
              <ul className="td-products">
                {offer.groups
                  .flatMap((g) => g.items)
                  .map((it) => (
                    <li key={it.name} className="td-product">
                      {it.art ? <Art art={it.art} className="td-product__art" /> : null}
                      {it.tag ? <p className="td-product__tag">{it.tag}</p> : null}
                      <h3>{it.name}</h3>
                      <p className="td-muted">{it.text}</p>
                      {it.price ? <p className="td-product__price">{it.price}</p> : null}
                    </li>
                  ))}
              </ul>
              {offer.note ? <p className="td-note td-s-note">{offer.note}</p> : null}
              <div className="td-cart" id="cart">
                <h3>{cart.title}</h3>
                <ul className="td-cart__items">
                  {cart.items.map((c) => (
                    <li key={c.name}>
                      <span>
                        {c.name} <span className="td-muted">{c.qty}</span>
                      </span>
                      <span>{c.price}</span>
                    </li>
                  ))}
                </ul>
                <dl className="td-cart__lines">
                  {cart.lines.map(([k, v]) => (
                    <div key={k}>
                      <dt>{k}</dt>
                      <dd>{v}</dd>
                    </div>
                  ))}
                  <div className="td-cart__total">
                    <dt>{cart.total[0]}</dt>
                    <dd>{cart.total[1]}</dd>
                  </div>
                </dl>
                <p className="td-muted td-cart__note">{cart.note}</p>
              </div>
            </div>
          </div>
        </section>
        <About demo={demo} />
        <Contact demo={demo} />
      </main>
    </>
  );
}
