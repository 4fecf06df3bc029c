import { developerPage as c } from '../../../content/product-pages/developer.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { CardSection } from '../../components/pricing/product-sections.tsx';

/** /developer: the developer network the stores page lists ("Show Me The List"). */
export default function DeveloperPage({ meta, pathname }: PageProps) {
  return (
    <>
      <PageIntro meta={meta} />
      <CardSection id="list" title={c.listTitle} intro={c.listIntro} items={c.list} />
      <section className="pp-section pp-section--alt" aria-labelledby="dev-steps">
        <div className="container">
          <h2 id="dev-steps">{c.stepsTitle}</h2>
          <ol className="pp-steps">
            {c.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p>
            {c.callText} <PhoneLink pathname={pathname} />
          </p>
          <p className="pp-fine">{c.note}</p>
        </div>
      </section>
    </>
  );
}
