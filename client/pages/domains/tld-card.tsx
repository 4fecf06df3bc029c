import { Link } from 'react-router-dom';
import { domainsTexts as t } from '../../../content/pages/domains.ts';
import { TLD_PAGES } from '../../../shared/route-families.ts';
import { perYear, stripOfferPrice } from '../../../content/domains.ts';
import { domainFigure } from '../../../shared/price-text.ts';
import { TldPriceText } from '../../components/domain-search/live-prices.tsx';

const withPage: ReadonlySet<string> = new Set(TLD_PAGES);

/** spec 3 "TLD card": an extension with its first-year price, linking to /tlds/{ext}-domain when it has a page. */
export function TldCard({ ext }: { ext: string }) {
  // The offer strip's price where it has one, as the price table shows it (decision 312).
  const offer = stripOfferPrice(ext);
  return (
    <li className="tld-card">
      <span className="tld-card__name">.{ext}</span>
      <span className="tld-card__price">
        {offer === null ? (
          <TldPriceText tld={ext} />
        ) : (
          <>
            {domainFigure(offer)}
            {perYear}
          </>
        )}
      </span>
      {withPage.has(ext) ? (
        <Link to={`/tlds/${ext}-domain`} className="tld-card__link">
          {t.aboutTld(ext)}
        </Link>
      ) : (
        <span className="tld-card__link tld-card__link--none">{t.searchTld(ext)}</span>
      )}
    </li>
  );
}
