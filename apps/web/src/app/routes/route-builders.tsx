import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PagePlaceholder, type TPlaceholderVariant } from '@/components/ui/page-placeholder';
import type { TRouteHandle } from '@/app/route-handle';

type TPlaceholderOptions = {
  section?: string;
  icon?: ReactNode;
  variant?: TPlaceholderVariant;
  /** Auth layout only: use the wide card. */
  wide?: boolean;
};

/**
 * A route whose page is not built yet: a titled placeholder saying what will be there. Replace it
 * with `page(path, title, LazyPage)` when the page lands.
 */
export function placeholder(
  path: string,
  title: string,
  description: string,
  options: TPlaceholderOptions = {},
): RouteObject {
  const { wide, ...rest } = options;
  const handle: TRouteHandle = wide ? { title, wide } : { title };
  return { path, handle, element: <PagePlaceholder title={title} description={description} {...rest} /> };
}

/** A built page: `Page` is a lazyWithTimeout component, `title` the metadata fallback. */
export function page(
  path: string,
  title: string,
  Page: ComponentType,
  handle: Omit<TRouteHandle, 'title'> = {},
): RouteObject {
  return { path, handle: { ...handle, title }, element: <Page /> };
}
