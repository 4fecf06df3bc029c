import { Children, createElement, Fragment, type ReactNode } from 'react';
import type { ProductPageCopy } from '../../content/product-page.ts';
import { priceText } from '../../shared/price-text.ts';
import { useAppData } from '../app/data-context.tsx';
import type { PageProps, SoldPlans } from '../app/page-contract.ts';
import { HeroCta } from './hero-cta.tsx';
import { PriceCards } from './pricing/price-cards.tsx';
import { PromoBanner, useHashScroll } from './pricing/product-sections.tsx';
import { scrollToId } from './scroll-to.ts';
import { useRatePlanView } from './pricing/use-plan-views.ts';
import { ProofSlot } from './proof-slot.tsx';
import { Faq } from './sections/faq.tsx';
import { Hero } from './sections/hero.tsx';
import { ProductVisual } from './visuals/index.tsx';

export interface ProductPageProps extends PageProps {
  /** The page's content module (content/pages/<key>.ts): hero, banner and FAQ. */
  copy: ProductPageCopy;
  /** The plans of the price cards: the page module's `sells` export. */
  sells: SoldPlans;
  /** Replaces the banner's note from `copy`: a note that depends on the prices. */
  bannerNote?: string;
  /** Under the hero's trust line (e.g. the "works with" marks). */
  heroAside?: ReactNode;
  /** Under the price cards (e.g. the guarantee badge). */
  belowCards?: ReactNode;
  /** A URL hash scrolls smoothly to its section. */
  smoothHashScroll?: boolean;
  /** The page's own sections, between the price cards and the reviews: each a direct child. */
  children?: ReactNode;
  /** After the FAQ. */
  after?: ReactNode;
}

/**
 * A product page (spec 2.5): hero with a button to the price cards, the promotion banner when the copy has one, the
 * price cards, the page's own sections, the reviews strip and the FAQ. A page passes its content and what only it
 * has; words come from `copy`, figures from the catalogue snapshot.
 */
export function ProductPage({
  meta,
  pathname,
  copy,
  sells,
  bannerNote,
  heroAside,
  belowCards,
  smoothHashScroll = false,
  children,
  after,
}: ProductPageProps) {
  const { prices } = useAppData().catalogue;
  const { banner } = copy;
  const promo = useRatePlanView(banner?.ratePlan ?? '', pathname, sells.cards);
  useHashScroll(smoothHashScroll);
  const from = copy.fromText ? priceText(copy.fromText, prices) : null;
  const bannerText = banner ? priceText(banner.text, prices) : null;
  // One flat list of sections: React numbers useId values (FAQ, tooltips) by a child's place among its siblings, and
  // a nested list would renumber them in the server HTML. A banner slot stands only where the copy has a banner.
  const slots: ReactNode[] = [
    <Hero
      title={meta.h1}
      lead={meta.intro}
      points={copy.heroPoints}
      cta={<HeroCta text={copy.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />}
      trust={copy.trust}
      visual={<ProductVisual id={copy.visual} priority />}
      aside={heroAside}
    >
      {from ? <p className="sk-hero__from">{from}</p> : null}
    </Hero>,
    <ProofSlot kind="people" path={pathname} />,
  ];
  if (banner) {
    slots.push(
      promo && bannerText ? (
        <PromoBanner
          label={banner.label}
          text={bannerText}
          note={bannerNote ?? banner.note}
          ctaText={banner.cta}
          href={promo.href}
        />
      ) : null,
    );
  }
  slots.push(
    <PriceCards product={sells.product} cards={sells.cards} path={pathname}>
      {belowCards}
    </PriceCards>,
    ...Children.toArray(children),
    <ProofSlot kind="reviews-strip" />,
    <Faq items={copy.faq} />,
  );
  if (after) slots.push(after);
  return createElement(Fragment, null, ...slots);
}
