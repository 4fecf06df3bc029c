// Labels around the reviews a configured source publishes (CONTRACT.md "The reviews source"). No review, score or
// count is ever written here: they come from the source, or nothing is shown.
export const reviewTexts = {
  /** Hero line: "{score} out of 5 from {count} reviews on {source}". */
  heroScore: '{score} out of 5',
  heroCount: 'from {count} reviews on {source}',
  stripTitle: 'What customers say',
  stripIntro: 'Recent reviews on {source}, rated {score} out of 5 from {count} reviews.',
  rated: 'Rated {rating} out of 5',
  readAll: 'Read every review on {source}',
} as const;
