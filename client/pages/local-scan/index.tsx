import { Link } from 'react-router-dom';
import { localRatePlans } from '../../../content/plans/local-rate-plans.ts';
import { scanChecks, scanPageTexts as t } from '../../../content/pages/local-scan.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { funnelHref } from '../../components/business-search/funnel.ts';
import { PlaceChoice } from '../../components/business-search/place-choice.tsx';
import { useChosenPlace } from '../../components/business-search/use-stored-place.ts';
import { ScanReport } from './scan-report.tsx';
import { useAppStore } from '../../store/store-provider.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/local-scan.ts';

/**
 * The free listings report page: the chosen business's per-directory result from the scan service when one is
 * configured, otherwise a specialist's call, never invented numbers (decisions 062, 069).
 */
export default function LocalScanPage({ meta, pathname }: PageProps) {
  const promo = useAppStore((s) => s.promotion);
  // A business posted to this page without JavaScript is posted on to the next step (decision 278).
  const { place, posted } = useChosenPlace();
  const fixHref = funnelHref('/local/verify-business', { promo, pd: localRatePlans.standard, direct: true });
  return (
    <>
      <section className="hero">
        <div className="container narrow">
          <h1>{meta.h1}</h1>
          <p className="hero__lead">{meta.intro}</p>
          <ScanReport place={place} pathname={pathname} />
        </div>
      </section>
      <section className="section" aria-labelledby="scan-checks">
        <div className="container">
          <h2 id="scan-checks">{t.checksTitle}</h2>
          <ul className="card-grid">
            {scanChecks.map(([title, text]) => (
              <li key={title} className="card">
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
          <div className="button-row">
            {posted ? (
              <PlaceChoice place={posted} to={fixHref} className="button button--primary">
                {t.fixCta}
              </PlaceChoice>
            ) : (
              <Link className="button button--primary" to={fixHref}>
                {t.fixCta}
              </Link>
            )}
            <Link to="/local/compare-plans">{t.compareLink}</Link>
          </div>
        </div>
      </section>
    </>
  );
}
