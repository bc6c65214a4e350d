import { useState } from 'react';
import type { TContentType } from '@launchpad/shared/contracts/content';
import { resolveCdnUrl } from '@/lib/cdn';
import { cn } from '@/lib/cn';
import { areaOf } from '../areas';

type TContentImageProps = {
  image: string | null;
  type: TContentType;
  /** Intrinsic size in CSS pixels, set on the <img> so the page does not shift as it loads. */
  width: number;
  height: number;
  /** The rendered size (e.g. `size-14 sm:size-20`); the intrinsic size otherwise. */
  className?: string;
  /**
   * The page's main picture (an article's cover): fetched at once and first, as it is often the largest thing on
   * the first screen, instead of waiting to be laid out like a lazy one.
   */
  priority?: boolean;
};

/**
 * An item's picture, lazy-loaded (unless it is the page's main one) and sized; the area's icon on a tinted tile
 * when there is none or it does not load. Decorative: the title next to it names the item.
 */
export function ContentImage({ image, type, width, height, className, priority = false }: TContentImageProps) {
  const src = resolveCdnUrl(image);
  const [failed, setFailed] = useState<string | null>(null);
  const Icon = areaOf(type).icon;
  const box = cn('shrink-0 overflow-hidden rounded-xl bg-brand-50 ring-1 ring-brand-100', className);

  if (!src || failed === src) {
    return (
      <div
        aria-hidden="true"
        className={cn(box, 'flex items-center justify-center text-brand-600')}
        style={{ width, height }}
      >
        <Icon className="size-1/3 min-h-5 min-w-5" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      {...(priority && { fetchPriority: 'high' as const })}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(box, 'object-cover')}
      style={className ? undefined : { width, height }}
    />
  );
}
