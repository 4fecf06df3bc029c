import { Link } from 'react-router-dom';
import { offerCards, offersPage as c, type OfferCard } from '../../../content/product-pages/offers.ts';
import { fill } from '../../../content/product-pages/types.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { plans } from '../../../content/plans.ts';
import { useRatePlanView } from '../../components/pricing/use-plan-views.ts';
import { mailCatalogue } from '../../../content/catalogue.ts';
import { startingPriceText } from '../../../shared/plan-view.ts';
import { useAppData } from '../../app/data-context.tsx';

function Offer({ offer, pathname }: { offer: OfferCard; pathname: string }) {
  const { catalogue } = useAppData();
  const view = useRatePlanView(offer.ratePlanId ?? '', pathname, plans);
  const mailFrom = startingPriceText(mailCatalogue, catalogue.prices)?.replace(/^from /, '');
  const price = view?.priceText ?? mailFrom ?? '';
  const was = view?.formerPriceText ?? price;
  const text = (s: string) => fill(s, { price, was });
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
      <Hero title={meta.h1} lead={meta.intro} visual={<ProductVisual id="hosting" priority />} />
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
