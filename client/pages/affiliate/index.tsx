import { brand } from '../../../content/brand.ts';
import { affiliatePage as c } from '../../../content/product-pages/affiliate.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { CardSection, ListSection, ProductHero } from '../../components/pricing/product-sections.tsx';

function SignUp() {
  return (
    <div className="pp-affiliate-cta">
      <a className="button button--primary" href={brand.external.affiliateSignUp} rel="noopener">
        {c.signUpCta}
      </a>
      <span className="pp-fine">{c.signUpNote}</span>
    </div>
  );
}

/** /affiliate (spec 1, 2.5): publisher sign-up, how it works, info cards and highlights. */
export default function AffiliatePage({ meta }: PageProps) {
  return (
    <>
      <ProductHero meta={meta} tone="#8a5a0b">
        <SignUp />
      </ProductHero>
      <section className="pp-section" aria-labelledby="aff-steps">
        <div className="container">
          <h2 id="aff-steps">{c.stepsTitle}</h2>
          <ol className="pp-steps">
            {c.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
      </section>
      <CardSection id="why" title={c.cardsTitle} items={c.cards} alt />
      <ListSection id="highlights" title={c.highlightsTitle} items={c.highlights}>
        <SignUp />
      </ListSection>
    </>
  );
}
