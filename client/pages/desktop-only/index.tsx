import { Link } from 'react-router-dom';
import type { PageProps } from '../../app/page-contract.ts';
import { Hero } from '../../components/sections/hero.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { desktopOnlyTexts as t } from '../../../content/pages/desktop-only.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/desktop-only.ts';

/** Reached with ?msgCode=2, e.g. from the starter plan on a phone (spec 2.5 Websites). */
export default function DesktopOnlyPage({ meta }: PageProps) {
  return (
    <Hero
      title={meta.h1}
      lead={meta.intro}
      visual={<ProductVisual id="websites" priority />}
      cta={
        <Link className="button button--primary" to="/websites">
          {t.backLink}
        </Link>
      }
    />
  );
}
