import type { PageProps } from '../../app/page-registry.ts';
import { PageIntro } from '../../components/page-intro.tsx';

export default function HomePage({ meta }: PageProps) {
  return <PageIntro meta={meta} />;
}
