import { useState } from 'react';
import { initials } from '@launchpad/shared/domain/initials';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg', xl: 'size-20 text-2xl' } as const;

type TAvatarProps = {
  name: string | null | undefined;
  /** A ready-to-use image address; null shows the initials. */
  src: string | null;
  size?: keyof typeof sizes;
  className?: string;
};

/** A person's picture, falling back to their initials (SPEC §5) when there is none or it fails. */
export function Avatar({ name, src, size = 'md', className }: TAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt={name ? `${name}'s profile picture` : 'Profile picture'}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
