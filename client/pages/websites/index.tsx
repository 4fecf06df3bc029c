import { Link } from 'react-router-dom';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { websitesCatalogue } from '../../../content/catalogue/websites.ts';
import { websitesPage as c, websitesTrust } from '../../../content/pages/websites.ts';
import { isUpgradeFlow } from '../../../shared/checkout.ts';
import { priceText } from '../../../shared/price-text.ts';
import { DESKTOP_ONLY_MSG_CODE, UPGRADE_INVALID } from '../../../shared/query-values.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { useAppData } from '../../app/data-context.tsx';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { websitesPlans } from '../../../content/plans/websites.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { scrollToId } from '../../components/scroll-to.ts';
import { HeroCta } from '../../components/hero-cta.tsx';
import { ThemeCarousel } from './theme-carousel.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/websites.ts';

const PLANS_ID = 'plans';

/**
 * /websites (spec 2.5 "Websites", spec 4 "Websites upgrade flow"). Desktop and phone differ only by CSS at
 * 768 px: calls to action go to /websites/themes on desktop and scroll to the plans on a phone; the starter path
 * leads a phone to the desktop-only notice (msgCode 2). With siteid or externalid in the query the page is the
 * upgrade flow: no hero, themes, blurbs or FAQ, a blank pricing header, plan buttons with the order parameters.
 */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: websitesCatalogue, cards: websitesPlans };

export default function WebsitesPage({ meta, pathname, query }: PageProps) {
  const { catalogue } = useAppData();
  const upgrade = { siteid: query.get('siteid'), externalid: query.get('externalid') };
  const from = priceText(c.fromText, catalogue.prices);

  if (query.get(UPGRADE_INVALID.key) === UPGRADE_INVALID.value) {
    // decision 222: a broken upgrade link says so and how to reach support; it never offers an ordinary purchase,
    // which would sell an upgrading customer a second site.
    return (
      <div className="container pp-upgrade">
        <h1>{meta.h1}</h1>
        <section className="pp-upgrade__invalid" aria-labelledby="upgrade-invalid">
          <h2 id="upgrade-invalid">{c.upgradeInvalidTitle}</h2>
          <p>{c.upgradeInvalidText}</p>
          <p>
            {c.upgradeInvalidHelp} <PhoneLink pathname={pathname} />
          </p>
          <p>{c.upgradeInvalidAccount}</p>
        </section>
      </div>
    );
  }

  if (isUpgradeFlow(upgrade)) {
    return (
      <>
        <div className="container pp-upgrade">
          <h1>{meta.h1}</h1>
        </div>
        <PriceCards
          product={sells.product}
          cards={sells.cards}
          path={pathname}
          id={PLANS_ID}
          upgrade={upgrade}
          blankHeader
        />
      </>
    );
  }

  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        points={c.heroPoints}
        cta={
          <>
            <HeroCta
              className="button button--primary pp-only-desktop"
              text={c.heroCtaDesktop}
              href="/websites/themes"
            />
            <HeroCta
              className="button button--primary pp-only-phone"
              text={c.heroCtaPhone}
              href={`#${PLANS_ID}`}
              onActivate={() => scrollToId(PLANS_ID)}
            />
          </>
        }
        trust={websitesTrust}
        visual={<ProductVisual id="websites" priority />}
      >
        {from ? <p className="sk-hero__from">{from}</p> : null}
      </Hero>
      <ProofSlot kind="people" path={pathname} />
      <ThemeCarousel />
      <PriceCards product={sells.product} cards={sells.cards} path={pathname} id={PLANS_ID}>
        <p className="pp-starter">
          {c.starterText}{' '}
          <Link className="pp-only-desktop" to="/websites/themes">
            {c.starterCta}
          </Link>
          <Link className="pp-only-phone" to={`/websites?msgCode=${DESKTOP_ONLY_MSG_CODE}`}>
            {c.starterCta}
          </Link>
        </p>
      </PriceCards>
      <FeatureGrid
        id="features"
        head={{ title: c.blurbsTitle }}
        items={c.blurbs}
        icons={['mouse-pointer-click', 'smartphone', 'search', 'shield-check']}
        columns={4}
        tone="tint"
      />
      <ProofSlot kind="reviews-strip" />
      <Faq items={c.faq} />
    </>
  );
}
