// Shapes of the site-pages content (spec 3 "Smaller entities").

/** spec 3 "FAQ item". */
export interface FaqItem {
  questionText: string;
  answerText: string;
}
