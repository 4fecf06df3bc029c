import { businessMakerAddOnTexts as t } from '../../../content/pages/businessmaker.ts';
import { buyBase, checkoutHref } from '../../../shared/checkout.ts';
import { addOnPrices } from '../../../shared/add-on-prices.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useAppStore } from '../../store/store-provider.tsx';

/**
 * The business-creation product's 12-month add-ons (spec 7: the product fetched by name), each at its 12-month
 * display price x 0.8 (0.7916 for local listings premium) / 12 (spec 9), from the server's catalogue snapshot.
 */
export function BusinessMakerAddOns() {
  const { catalogue, config } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const addOns = addOnPrices(catalogue.businessMakerAddOns, catalogue.prices).filter((a) =>
    Object.hasOwn(t.items, a.planId),
  );
  if (addOns.length === 0) return null;
  return (
    <section className="sk-section sk-section--tint" aria-labelledby="bm-addons">
      <div className="container">
        <h2 id="bm-addons">{t.title}</h2>
        <p>{t.intro}</p>
        <ul className="card-grid">
          {addOns.map((a) => (
            <li key={a.ratePlanId} className="card">
              <h3>{t.items[a.planId].name}</h3>
              <p>{t.items[a.planId].text}</p>
              <p className="price">
                <strong>{a.priceText}</strong>
              </p>
              <a
                className="button button--primary"
                href={checkoutHref(buyBase(config.checkoutUrl, promo), a.ratePlanId, { promo, addOn: true })}
              >
                {t.cta}
                <span className="visually-hidden">: {t.items[a.planId].name}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
