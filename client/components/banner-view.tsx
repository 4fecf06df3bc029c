import { bannerTexts, type BannerDef } from '../../content/chrome/banners.ts';
import { buyBase, checkoutHref } from '../../shared/checkout.ts';
import { fillPrices } from '../../shared/price-text.ts';
import { useAppData } from '../app/data-context.tsx';
import { useAppStore } from '../store/store-provider.tsx';
import { DisclaimerButton } from './disclaimer-button.tsx';

/** A live banner's markup (client/components/banner.tsx decides whether one applies). */
export default function BannerView({ banner: b }: { banner: BannerDef }) {
  const { config, catalogue } = useAppData();
  // The banner's own code, else the visitor's.
  const promo = useAppStore((s) => b.promoCode ?? s.promotion);
  const cta = b.cta;
  return (
    <div
      className={`banner banner--${b.type}${b.stickyPromo ? ' banner--sticky' : ''}`}
      role="region"
      aria-label={bannerTexts.region}
      data-banner-id={b.bannerId}
    >
      <div className="container banner__inner">
        <p className="banner__text">
          {fillPrices(b.text, catalogue.prices)}
          {b.promoCode && (
            <>
              {' '}
              <span className="banner__code">
                {bannerTexts.codeLabel}: <strong>{b.promoCode}</strong>
              </span>
            </>
          )}
        </p>
        {cta && 'ratePlanId' in cta && (
          <a
            className="button button--primary banner__cta"
            href={checkoutHref(buyBase(config.checkoutUrl, promo), cta.ratePlanId, { promo })}
          >
            {cta.text}
          </a>
        )}
        {/* A plain link: the server stores a ?p code in the promotion cookie on arrival. */}
        {cta && 'link' in cta && (
          <a className="button button--primary banner__cta" href={cta.link}>
            {cta.text}
          </a>
        )}
        {b.disclaimer.show && b.disclaimer.text && (
          <DisclaimerButton
            label={bannerTexts.disclaimerButton}
            subject={b.disclaimer.subject}
            title={b.disclaimer.title}
          >
            <p>{fillPrices(b.disclaimer.text, catalogue.prices)}</p>
          </DisclaimerButton>
        )}
      </div>
    </div>
  );
}
