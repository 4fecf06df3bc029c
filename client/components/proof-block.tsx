// Every proof block in one lazily loaded module (decisions 240, 243): the server renders it into the page, the
// browser keeps that HTML (proof-slot.tsx), so a page load downloads none of it and the JS budget holds.
import { worksWithTitles } from '../../content/proof.ts';
import * as marks from './brand-marks.data.ts';
import PeopleBand from './people-band.tsx';
import { GuaranteeBadge, WorksWith } from './proof.tsx';
import { HeroReviews, ReviewsStrip } from './reviews.tsx';

export type ProofBlockProps =
  | { kind: 'hero-reviews' }
  | { kind: 'reviews-strip' }
  | { kind: 'guarantee'; product: 'hosting' | 'wordpress' }
  | { kind: 'works-with'; set: 'wordpress' | 'woocommerce' | 'payments' }
  // People at work (decision 285): the scene and words for the page at this path.
  | { kind: 'people'; path: string };

const SETS = {
  wordpress: { title: worksWithTitles.platforms, marks: [marks.wordpress] },
  woocommerce: { title: worksWithTitles.platforms, marks: [marks.wordpress, marks.woocommerce] },
  // The providers /developer lists for stores, named by the trademark note under them.
  payments: {
    title: worksWithTitles.payments,
    marks: [marks.stripe, marks.paypal, marks.square, marks.applepay, marks.googlepay],
  },
} as const;

export default function ProofBlock(props: ProofBlockProps) {
  switch (props.kind) {
    case 'hero-reviews':
      return <HeroReviews />;
    case 'reviews-strip':
      return <ReviewsStrip />;
    case 'guarantee':
      return <GuaranteeBadge product={props.product} />;
    case 'works-with':
      return <WorksWith {...SETS[props.set]} />;
    case 'people':
      return <PeopleBand path={props.path} />;
  }
}
