import { Link } from 'react-router-dom';
import { offerCards, offersPage as c, type OfferCard } from '../../../content/pages/partneroffers.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { plans } from '../../../content/plans.ts';
import { useRatePlanView } from '../../components/pricing/use-plan-views.ts';
import { fillPrices } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import { banners, bannerTexts } from '../../../content/chrome/banners.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/partneroffers.ts';

/**
 * The rebranding banner's "See the offers" lands here: while that offer runs, the page states it first (the 23%, the
 * code and the terms the banner's "Offer details" shows), so the visitor finds what the banner promised.
 */
function RebrandOffer() {
  const { renderedAt } = useAppData();
  const b = banners.find((x) => x.bannerId === 'rebrand-23');
  if (!b?.promoCode || renderedAt < b.start_time || renderedAt > b.end_time) return null;
  return (
    <Section id="new-look-offer" tone="sand" head={{ title: c.rebrandTitle }}>
      <div className="pp-offer pp-offer--wide">
        <p className="pp-offer__ribbon">{c.rebrandRibbon}</p>
        <p className="pp-offer__lead">
          {b.text}{' '}
          <span className="banner__code">
            {bannerTexts.codeLabel}: <strong>{b.promoCode}</strong>
          </span>
        </p>
        {b.disclaimer.text ? <p className="pp-offer__footer">{b.disclaimer.text}</p> : null}
      </div>
    </Section>
  );
}

function Offer({ offer, pathname }: { offer: OfferCard; pathname: string }) {
  const { catalogue } = useAppData();
  const view = useRatePlanView(offer.ratePlanId ?? '', pathname, plans);
  const text = (s: string) => fillPrices(s, catalogue.prices);
  return (
    <div className="pp-offer">
      <p className="pp-offer__ribbon">{offer.ribbon}</p>
      <h3>{text(offer.whyText)}</h3>
      <p>{text(offer.details)}</p>
      {offer.link ? (
        <Link className="button button--primary" to={offer.link}>
          {offer.ctaText}
        </Link>
      ) : (
        <a className="button button--primary" href={view?.href}>
          {offer.ctaText}
        </a>
      )}
      <p className="pp-offer__footer">{offer.footer}</p>
    </div>
  );
}

/** /partneroffers (spec 2.5): offer cards. */
export default function PartnerOffersPage({ meta, pathname }: PageProps) {
  return (
    <>
      <Hero title={meta.h1} lead={meta.intro} visual={<ProductVisual id="offers" priority />} />
      <RebrandOffer />
      <Section id="offers" tone="tint" labelId="offers-title" head={{ title: c.title, intro: c.intro }}>
        <ul className="pp-grid pp-grid--3">
          {offerCards.map((o) => (
            <li key={o.ribbon}>
              <Offer offer={o} pathname={pathname} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
