import type { ReactNode } from 'react';
import type { TContentItem } from '@launchpad/shared/contracts/content';
import { ContentCard } from './content-card';

type TRelatedItemsProps = { title: string; items: TContentItem[]; empty?: ReactNode; id: string };

/** A titled list of compact cards: "More like this", an organiser's events. */
export function RelatedItems({ title, items, empty, id }: TRelatedItemsProps) {
  if (items.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-ink-100 pt-10">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <div className="mt-4 text-ink-600">{empty}</div>
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} headingLevel={3} facts={2} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
