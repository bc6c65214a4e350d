import { Tabs } from 'radix-ui';
import type { LucideIcon } from 'lucide-react';

/** A row of underlined tabs with icons (radix Tabs.List), scrolling sideways on narrow screens. */
export function TabList({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { value: string; label: string; icon: LucideIcon }[];
}) {
  return (
    <Tabs.List aria-label={label} className="flex overflow-x-auto border-b border-ink-100 sm:gap-1">
      {tabs.map(({ value, label: text, icon: Icon }) => (
        <Tabs.Trigger
          key={value}
          value={value}
          className="-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-2.5 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-500 transition-colors hover:text-ink-900 data-[state=active]:border-brand-600 data-[state=active]:text-ink-900 sm:px-3.5"
        >
          <Icon className="size-4" aria-hidden="true" />
          {text}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
