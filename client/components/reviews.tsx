// Proof from the configured reviews source only (REVIEWS_URL, CONTRACT.md): the score and count in the home hero, a
// strip of recent reviews on product pages, each with schema.org AggregateRating. Without a source, or with a failing
// or malformed one, these render nothing at all.
import { brand } from '../../content/brand.ts';
import { groupThousands } from '../../shared/digits.ts';
import { reviewTexts as t } from '../../content/reviews.ts';
import { formatScore, reviewsJsonLd, type ReviewsSummary } from '../../shared/reviews.ts';
import { useAppData } from '../app/data-context.tsx';
import { Section } from './sections/section.tsx';

const countText = groupThousands;
const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

function JsonLd({
  summary,
  publicUrl,
  withReviews,
}: {
  summary: ReviewsSummary;
  publicUrl: string;
  withReviews: boolean;
}) {
  const json = JSON.stringify({
    ...reviewsJsonLd(summary, { name: brand.name, url: `${publicUrl}/` }, withReviews),
    '@id': `${publicUrl}/#organization`,
    // Google reads a page's Organization with its logo; product pages carry no other Organization block.
    logo: {
      '@type': 'ImageObject',
      url: `${publicUrl}${brand.logo.path}`,
      width: brand.logo.width,
      height: brand.logo.height,
    },
  }).replace(/</g, '\\u003c');
  // Data, not code: JSON-LD is never executed, so the strict CSP allows it.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** Five stars filled to the rating, for the eye only: the text says the figure. */
function Stars({ value }: { value: number }) {
  const pct = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className="rv-stars" aria-hidden="true">
      <span className="rv-stars__fill" style={{ width: `${pct}%` }}>
        ★★★★★
      </span>
      ★★★★★
    </span>
  );
}

/** The hero's proof line: score, count and the source's name, linked to the source. */
export function HeroReviews() {
  const { reviews, config } = useAppData();
  if (!reviews) return null;
  const vars = { score: formatScore(reviews.score), count: countText(reviews.count), source: reviews.source.name };
  return (
    <p className="rv-hero">
      <Stars value={reviews.score} />
      <strong>{fill(t.heroScore, vars)}</strong>{' '}
      <a href={reviews.source.url} rel="noopener external">
        {fill(t.heroCount, vars)}
      </a>
      <JsonLd summary={reviews} publicUrl={config.publicUrl} withReviews={false} />
    </p>
  );
}

/** Recent reviews under a product's prices. */
export function ReviewsStrip() {
  const { reviews, config } = useAppData();
  if (!reviews || reviews.reviews.length === 0) return null;
  const vars = { score: formatScore(reviews.score), count: countText(reviews.count), source: reviews.source.name };
  return (
    <Section
      id="reviews"
      tone="tint"
      className="rv-strip"
      head={{ title: t.stripTitle, intro: fill(t.stripIntro, vars) }}
    >
      <ul className="rv-list">
        {reviews.reviews.map((r) => (
          <li key={`${r.author}-${r.date}-${r.title}`} className="rv-card">
            <p className="rv-card__rating">
              <Stars value={r.rating} />
              <span className="visually-hidden">{fill(t.rated, { rating: String(r.rating) })}</span>
            </p>
            {r.title ? <h3 className="rv-card__title">{r.title}</h3> : null}
            <blockquote className="rv-card__text">
              <p>{r.text}</p>
            </blockquote>
            <p className="rv-card__by">
              {`${r.author}, `}
              <time dateTime={r.date}>{formatDate(r.date)}</time>
            </p>
          </li>
        ))}
      </ul>
      <p className="rv-strip__more">
        <a href={reviews.source.url} rel="noopener external">
          {fill(t.readAll, vars)}
        </a>
      </p>
      <JsonLd summary={reviews} publicUrl={config.publicUrl} withReviews />
    </Section>
  );
}

/** "October 2, 2026", fixed to UTC so server and browser print the same. */
function formatDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
