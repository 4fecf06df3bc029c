import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { resolvePage } from '../../shared/routes.ts';
import { useAppData } from './data-context.tsx';
import { useLayoutComponent } from './layouts/index.tsx';
import { PageHead } from './page-head.tsx';
import { usePageComponent, type PageProps } from './page-registry.ts';
import { ScrollManager } from './scroll-manager.tsx';
import { PageLoading } from './page-loading.tsx';
import { HydrationMarker } from './hydration-marker.tsx';
import { usePageMeta } from './page-meta.ts';

/** Chooses layout and page for the current location from the shared route table. */
export function App() {
  const location = useLocation();
  const data = useAppData();
  const { match, route, query, notice, page: pageKey, metaId } = resolvePage(location.pathname, location.search);
  const meta = usePageMeta(metaId);
  const Layout = useLayoutComponent(route.layout);
  const props: PageProps = { route, params: match?.params ?? {}, query, pathname: location.pathname, meta };
  return (
    <>
      <PageHead meta={meta} route={route} publicUrl={data.config.publicUrl} indexable={route.indexable && !notice} />
      <ScrollManager />
      <HydrationMarker />
      <Layout route={route} pathname={location.pathname}>
        <Suspense fallback={<PageLoading />}>
          <PageOutlet pageKey={pageKey} {...props} />
        </Suspense>
      </Layout>
    </>
  );
}

function PageOutlet({ pageKey, ...props }: PageProps & { pageKey: Parameters<typeof usePageComponent>[0] }) {
  const Page = usePageComponent(pageKey);
  return <Page {...props} />;
}
