import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Place } from '../../../shared/place.ts';
import { scanReportTexts as t } from '../../../content/pages/local-scan.ts';
import { PhoneLink } from '../../components/phone-link.tsx';

type Directory = { name: string; status: keyof typeof t.statusLabels };
type Report = { state: 'loading' } | { state: 'scanned'; directories: Directory[] } | { state: 'unavailable' };

/**
 * The report of the chosen business: asked of /api/local/scan after hydration (decision 069). The box keeps one
 * height in every state, so the answer moves nothing on the page.
 */
export function ScanReport({ place, pathname }: { place: Place | null | 'loading'; pathname: string }) {
  const [report, setReport] = useState<Report>({ state: 'loading' });
  useEffect(() => {
    if (!place || place === 'loading') return;
    const controller = new AbortController();
    fetch('/api/local/scan', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(place),
      signal: controller.signal,
    })
      .then((r) => (r.ok ? r.json() : { status: 'unavailable' }))
      .then((body: { status?: string; directories?: Directory[] }) =>
        setReport(
          body.status === 'scanned' && Array.isArray(body.directories)
            ? { state: 'scanned', directories: body.directories }
            : { state: 'unavailable' },
        ),
      )
      .catch((e: Error) => {
        if (e.name !== 'AbortError') setReport({ state: 'unavailable' });
      });
    return () => controller.abort();
  }, [place]);

  let body;
  if (place === null) {
    body = (
      <p>
        {t.noBusiness} <Link to="/local">{t.searchLink}</Link>
      </p>
    );
  } else if (place === 'loading' || report.state === 'loading') {
    body = (
      <>
        <p className="scan-report__loading">{t.loading}</p>
        {/* Without JavaScript no scan is asked for: CSS shows the specialist's call instead (decision 251). */}
        <div className="scan-report__no-script">
          <h3>{t.unavailableTitle}</h3>
          <p>
            {t.unavailable} <PhoneLink pathname={pathname} />
          </p>
        </div>
      </>
    );
  } else if (report.state === 'unavailable') {
    body = (
      <>
        <h3>{t.unavailableTitle}</h3>
        <p>
          {t.unavailable} <PhoneLink pathname={pathname} />
        </p>
      </>
    );
  } else {
    const listed = report.directories.filter((d) => d.status === 'listed').length;
    body = (
      <>
        <p className="scan-report__summary">
          <strong>{t.summary(listed, report.directories.length)}</strong>
        </p>
        {/* A long list scrolls inside the box; the region is focusable so a keyboard can scroll it too. */}
        <div className="scan-report__table" tabIndex={0} role="region" aria-label={t.tableCaption}>
          <table>
            <caption className="visually-hidden">{t.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.directory}</th>
                <th scope="col">{t.result}</th>
              </tr>
            </thead>
            <tbody>
              {report.directories.map((d) => (
                <tr key={d.name}>
                  <th scope="row">{d.name}</th>
                  <td className={`scan-report__status scan-report__status--${d.status}`}>{t.statusLabels[d.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  return (
    <section
      className="scan-report card"
      aria-labelledby="scan-report-h"
      aria-busy={report.state === 'loading' && !!place}
    >
      <h2 id="scan-report-h">{t.title}</h2>
      {/* Filled after hydration inside the fixed-height box, so the business's name moves nothing. */}
      <p className="scan-report__for">{place && place !== 'loading' ? t.reportFor(place.name) : '\u00a0'}</p>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
