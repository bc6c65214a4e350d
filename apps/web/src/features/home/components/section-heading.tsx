import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TSectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
  inverted?: boolean;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
  inverted = false,
}: TSectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className={cn('text-sm font-semibold', inverted ? 'text-brand-300' : 'text-brand-700')}>{eyebrow}</p>
      <h2
        id={id}
        className={cn(
          'mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-ink-900',
        )}
      >
        {title}
      </h2>
      {children && (
        <p className={cn('mt-4 text-lg text-pretty', inverted ? 'text-ink-300' : 'text-ink-600')}>{children}</p>
      )}
    </div>
  );
}
