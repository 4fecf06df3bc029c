import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buildMyselfFaq, buildOptions, type BuildOption } from '../../../content/pages/buildmyself.ts';
import { priceText } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps } from '../../app/page-contract.ts';
import { ThemeGallery } from '../../components/theme-gallery.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { Faq } from '../../components/sections/faq.tsx';
import { buildMyselfTexts as bt } from '../../../content/pages/buildmyself.ts';
import { ProductVisual } from '../../components/visuals/index.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/buildmyself.ts';

const KEYS = Object.keys(buildOptions) as BuildOption[];

/**
 * Builder versus WordPress (spec 2.5): side by side from 768 px; below it a two-button switch (default Website
 * Builder) picks the plan shown and the background. CSS decides the width, so the server HTML is right at every
 * width and the switch only sets a data attribute (decision 064).
 */
export default function BuildMyselfPage({ meta }: PageProps) {
  const { catalogue } = useAppData();
  const [active, setActive] = useState<BuildOption>('builder');
  return (
    <>
      <Hero title={meta.h1} lead={meta.intro} visual={<ProductVisual id="buildmyself" priority />} />
      <section className="compare-options" data-active={active} aria-labelledby="bms-compare">
        <div className="container">
          <h2 id="bms-compare">{bt.compareTitle}</h2>
          <div className="compare-options__switch" role="group" aria-label={bt.switchLabel}>
            {KEYS.map((k) => (
              <button key={k} type="button" aria-pressed={active === k} onClick={() => setActive(k)}>
                {buildOptions[k].tab}
              </button>
            ))}
          </div>
          <div className="compare-options__cols">
            {KEYS.map((k) => {
              const o = buildOptions[k];
              const monthly = priceText(o.price, catalogue.prices);
              const after = o.after === null ? null : priceText(o.after, catalogue.prices);
              return (
                <article
                  key={k}
                  className={`card compare-options__col compare-options__col--${k}`}
                  data-option={k}
                  aria-labelledby={`bms-${k}`}
                >
                  <h3 id={`bms-${k}`}>{o.tab}</h3>
                  {monthly !== null && (
                    <p className="price">
                      {bt.from}
                      <strong>
                        {monthly}
                        {bt.perMonth}
                      </strong>
                      {after !== null && <small className="compare-options__after">{after}</small>}
                    </p>
                  )}
                  <p>{o.pitch}</p>
                  <ul className="check-list-plain">
                    {o.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                  <Link className="button button--primary" to={o.link}>
                    {o.cta}
                  </Link>
                </article>
              );
            })}
          </div>
          <p className="fine-print">{bt.termNote}</p>
        </div>
      </section>
      <div className="section section--alt">
        <div className="container">
          <ThemeGallery heading={bt.themesTitle} />
        </div>
      </div>
      <CtaBand id="bms-experts" title={bt.expertsTitle} text={bt.expertsText}>
        <Link className="button button--secondary" to="/buildmysite">
          {bt.expertsCta}
        </Link>
      </CtaBand>
      <Faq items={buildMyselfFaq} />
    </>
  );
}
