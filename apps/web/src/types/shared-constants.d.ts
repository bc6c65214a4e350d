/** See scripts/shared-constants.ts: these are the shared package's own values, inlined at build. */
declare module 'virtual:launchpad/shared-constants' {
  import type * as Seo from '@launchpad/shared/contracts/seo';

  export const SITE_NAME: typeof Seo.SITE_NAME;
  export const PAGE_SEO_PATH: typeof Seo.PAGE_SEO_PATH;
  export const DEFAULT_PAGE_META: typeof Seo.DEFAULT_PAGE_META;
}
