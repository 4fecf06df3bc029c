import { Link } from 'react-router-dom';
import type { PageProps } from '../../app/page-registry.ts';
import { PageIntro } from '../../components/page-intro.tsx';

export default function NotFoundPage({ meta }: PageProps) {
  return (
    <PageIntro meta={meta}>
        <p>
          <Link className="button button--primary" to="/">
            Go to the home page
          </Link>
        </p>
    </PageIntro>
  );
}
