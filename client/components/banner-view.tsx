import type { BannerDef } from '../../content/chrome/banners.ts';
import { checkoutHref } from '../../shared/checkout.ts';
import { useAppData } from '../app/data-context.tsx';
import { useAppStore } from '../store/store-provider.tsx';
import { DisclaimerButton } from './disclaimer-button.tsx';

/** A live banner's markup (client/components/banner.tsx decides whether one applies). */
export default function BannerView({ banner: b }: { banner: BannerDef }) {
  const { config } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  return (
    <div className={`banner banner--${b.type}${b.stickyPromo ? ' banner--sticky' : ''}`} role="region" aria-label="Announcement" data-banner-id={b.bannerId}>
      <div className="container banner__inner">
        <p className="banner__text">{b.text}</p>
        {b.cta && (
          <a className="button button--primary banner__cta" href={checkoutHref(config.checkoutUrl, b.cta.ratePlanId, { promo })}>
            {b.cta.text}
          </a>
        )}
        {b.disclaimer.show && b.disclaimer.text && (
          <DisclaimerButton label="Offer details" title={b.disclaimer.title}>
            <p>{b.disclaimer.text}</p>
          </DisclaimerButton>
        )}
      </div>
    </div>
  );
}
