// The reviews a configured source publishes (CONTRACT.md "The reviews source"): what the pages may show. Nothing here
// is ever written by us: without a source, or with a failing one, there are no reviews at all (VISUAL.md "Proof").

export interface Review {
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** 1-5. */
  rating: number;
  title: string;
  text: string;
}

export interface ReviewsSummary {
  source: { name: string; url: string };
  /** 0-5, as the source states it. */
  score: number;
  count: number;
  /** Newest first, each with text. */
  reviews: Review[];
}

/** How many recent reviews a product page shows (and the page data carries). */
export const RECENT_REVIEWS_SHOWN = 3;

/** "4.7" for a score, one decimal as review sites print it. */
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}

/**
 * schema.org AggregateRating for the organisation, with the shown reviews on product pages: the same figures the
 * page prints, from the same source.
 */
export function reviewsJsonLd(
  summary: ReviewsSummary,
  org: { name: string; url: string },
  withReviews: boolean,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    // The scale of the reviews it sums up (each is rated 1 to 5), so the two never disagree about the lowest value.
    // A score under 1 cannot come from such reviews and is left out rather than shown off the scale.
    ...(summary.score >= 1
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.score,
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(withReviews && summary.reviews.length > 0
      ? {
          review: summary.reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            datePublished: r.date,
            ...(r.title ? { name: r.title } : {}),
            reviewBody: r.text,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            publisher: { '@type': 'Organization', name: summary.source.name },
          })),
        }
      : {}),
  };
}
