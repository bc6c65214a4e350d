import type { TContentType } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { deletedContent } from '../../db/schema';
import { matchesKey } from './content.store';

/** Deleting an item leaves its type, id and slug behind, so its page answers 410 Gone (issue 22). */
export async function buryContent(tx: TDb, type: TContentType, item: { id: string; slug: string }): Promise<void> {
  await tx
    .insert(deletedContent)
    .values({ type, id: item.id, slug: item.slug })
    .onConflictDoNothing({ target: [deletedContent.type, deletedContent.id] });
}

/** A saved item takes its address back from anything deleted there before. */
export async function reviveAddress(tx: TDb, type: TContentType, slug: string): Promise<void> {
  await tx.delete(deletedContent).where(and(eq(deletedContent.type, type), eq(deletedContent.slug, slug)));
}

/** Whether an address (uuid or slug) of this content type belonged to an item that has been deleted. */
export async function wasDeleted(deps: Pick<TDeps, 'db'>, type: TContentType, key: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: deletedContent.id })
    .from(deletedContent)
    .where(and(eq(deletedContent.type, type), matchesKey(deletedContent, key)))
    .limit(1);
  return row !== undefined;
}
