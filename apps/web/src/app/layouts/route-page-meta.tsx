import { SITE_NAME } from '@launchpad/shared/constants/seo';
import { PageMeta } from '@/features/seo/page-meta';
import { useRouteHandle } from '@/app/route-handle';

/** Every layout renders this once: the page's metadata, with the route's title as fallback. */
export function RoutePageMeta() {
  const { title } = useRouteHandle();
  return <PageMeta defaults={title ? { seo_title: `${title} · ${SITE_NAME}` } : undefined} />;
}
