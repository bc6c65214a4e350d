import type { ReactNode } from 'react';

type TAuthHeaderProps = {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Step pages focus their heading when the step changes, so it needs to be focusable. */
  headingRef?: React.Ref<HTMLHeadingElement>;
};

/** The top of an auth-layout card: an icon tile, the page's h1 and a line under it. */
export function AuthHeader({ icon, title, description, headingRef }: TAuthHeaderProps) {
  return (
    <div className="mb-8 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 [&_svg]:size-6">
        {icon}
      </div>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mt-5 text-2xl font-semibold tracking-tight text-balance text-ink-900 focus:outline-none"
      >
        {title}
      </h1>
      {description && <p className="mt-2 text-pretty text-ink-600">{description}</p>}
    </div>
  );
}

/** A horizontal rule with a word in the middle ("or"). */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-ink-500 uppercase">
      <span className="h-px flex-1 bg-ink-100" aria-hidden="true" />
      {children}
      <span className="h-px flex-1 bg-ink-100" aria-hidden="true" />
    </div>
  );
}
