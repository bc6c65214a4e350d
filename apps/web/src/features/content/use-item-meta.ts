import { useEffect } from 'react';
import { SITE_NAME } from '@launchpad/shared/constants/seo';

function metaContent(selector: string): Element | null {
  return typeof document === 'undefined' ? null : document.head.querySelector(selector);
}

/**
 * A detail page's title and description are its item's, known only once the item has loaded: the
 * layout's <PageMeta> renders the route's fallback ("Event · Launchpad") and this puts the item's title
 * and summary over it (document title, description and Open Graph), restoring them on leaving.
 */
export function useItemMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const fullTitle = `${title} · ${SITE_NAME}`;
    const summary = (description ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
    const targets: Array<[Element | null, string]> = [
      [metaContent('meta[name="description"]'), summary],
      [metaContent('meta[property="og:description"]'), summary],
      [metaContent('meta[property="og:title"]'), fullTitle],
    ];
    const previousTitle = document.title;
    const previous = targets.map(([element]) => element?.getAttribute('content') ?? null);
    document.title = fullTitle;
    for (const [element, value] of targets) if (element && value) element.setAttribute('content', value);
    return () => {
      document.title = previousTitle;
      targets.forEach(([element], i) => {
        const value = previous[i];
        if (element && value !== null && value !== undefined) element.setAttribute('content', value);
      });
    };
  }, [title, description]);
}
