import { Link } from 'react-router-dom';
import type { PageProps } from '../../app/page-registry.ts';
import { PageIntro } from '../../components/page-intro.tsx';

/** Reached with ?msgCode=2, e.g. from the starter plan on a phone (spec 2.5 Websites). */
export default function DesktopOnlyPage({ meta }: PageProps) {
  return (
    <PageIntro meta={meta}>
        <p>
          <Link className="button button--primary" to="/websites">
            Back to website builder plans
          </Link>
        </p>
    </PageIntro>
  );
}
