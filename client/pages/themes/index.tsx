import type { PageProps } from '../../app/page-registry.ts';
import { PageIntro } from '../../components/page-intro.tsx';

export default function ThemesPage({ meta }: PageProps) {
  return <PageIntro meta={meta} />;
}
