// Staff fulfilment (issue 5 "Fulfilment that a customer can follow"): list orders, move each line
// along its timeline (the customer is mailed at each step) and attach documents to it.
import { randomBytes } from 'node:crypto';
import {
  ORDER_DOCUMENT_TYPES,
  type TFulfilmentStatus,
  type TLineStatusRequest,
  type TOrder,
  type TOrderDocument,
  type TOrderStatus,
  type TCreditNote,
  ordersAdminEndpoints,
} from '@launchpad/shared';
import { and, count, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { TDeps } from '../../core';
import { orderDocuments, orderLineEvents, orderLines, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import type { TUploadedFile } from '../../lib/multipart-upload';
import { isUuid } from '../../lib/ids';
import { PRIVATE_KEY_PREFIX } from '../../providers/storage';
import { mailDurably } from '../outbox';
import { orderMails } from './orders-mails.service';
import { creditNotesOf, refundedPenceOf } from './credit-notes.service';
import { documentJson, startedSubscriptionsOf, toOrders } from './orders.store';

type TAdminDeps = Pick<TDeps, 'db' | 'storage' | 'mailer' | 'config' | 'outbox' | 'log'>;
type TAdminOrder = TOrder & { userId: string | null; refundedPence: number; creditNotes: TCreditNote[] };

/** Orders as staff see them: each with its buyer's account, what was refunded and its credit notes. */
export async function toAdminOrders(
  db: TAdminDeps['db'],
  rows: (typeof orders.$inferSelect)[],
): Promise<TAdminOrder[]> {
  const ids = rows.map((row) => row.id);
  const [detailed, notes, refunded] = await Promise.all([
    toOrders(db, rows, await startedSubscriptionsOf(db, rows)),
    creditNotesOf(db, ids),
    refundedPenceOf(db, ids),
  ]);
  return detailed.map((order, index) => ({
    ...order,
    userId: rows[index]?.userId ?? null,
    refundedPence: refunded.get(order.id) ?? 0,
    creditNotes: notes.get(order.id) ?? [],
  }));
}

/** Where a line may go from where it is (received → submitted → completed; failed from before completion; a failed line may be resubmitted). */
const NEXT: Record<TFulfilmentStatus, readonly TFulfilmentStatus[]> = {
  received: ['submitted', 'completed', 'failed'],
  submitted: ['completed', 'failed'],
  failed: ['submitted'],
  completed: [],
};

const LINE_NOT_FOUND = 'Order line not found.';

/** One order as staff see it. */
export async function adminOrder(db: TAdminDeps['db'], orderId: string): Promise<TAdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [order] = row ? await toAdminOrders(db, [row]) : [];
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  return order;
}

export async function listOrdersForAdmin(
  deps: TAdminDeps,
  options: {
    status?: TOrderStatus | undefined;
    fulfilmentStatus?: TFulfilmentStatus | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ items: TAdminOrder[]; total: number }> {
  const filters: SQL[] = [];
  if (options.status) filters.push(eq(orders.status, options.status));
  if (options.fulfilmentStatus) {
    const fulfilment = options.fulfilmentStatus;
    filters.push(
      exists(
        deps.db
          .select({ one: orderLines.id })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.fulfilmentStatus, fulfilment))),
      ),
    );
  }
  const search = options.search?.trim();
  if (search) {
    // An order id matches exactly; anything else is part of the buyer's email (as typed, any case).
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byEmail = sql`lower(${orders.buyer}->>'email') like ${pattern}`;
    filters.push(isUuid(search) ? or(eq(orders.id, search), byEmail)! : byEmail);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [counted] = await deps.db.select({ value: count() }).from(orders).where(where);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return {
    items: await toAdminOrders(deps.db, rows),
    total: Number(counted?.value ?? 0),
  };
}

async function lineWithOrder(deps: TAdminDeps, lineId: string) {
  const [row] = await deps.db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
  return row;
}

/**
 * Move a line to `status`, adding it to the line's timeline with the note (and, for a failure, the
 * reason) and the staff member who moved it (`userId`), then mail the customer. The line is locked while
 * it moves, so two staff cannot both take it from the same step.
 */
export async function updateLineStatus(
  deps: TAdminDeps,
  options: TLineStatusRequest & { lineId: string; userId: string; now?: Date },
): Promise<TAdminOrder> {
  const now = options.now ?? new Date();
  const { order, line } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ line: orderLines, order: orders })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.id, options.lineId))
      .for('update', { of: orderLines });
    if (!found) throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
    if (found.order.status !== 'paid') throw new AppError('CONFLICT', 'Only lines of paid orders are fulfilled.');
    if (found.line.kind === 'plan')
      throw new AppError('CONFLICT', 'A plan is active as soon as it is paid: it has nothing to fulfil.');
    const from = found.line.fulfilmentStatus;
    if (!NEXT[from].includes(options.status)) {
      throw new AppError(
        'CONFLICT',
        from === 'completed'
          ? 'This line is already completed.'
          : `A ${from} line cannot become ${options.status}; it can become ${NEXT[from].join(' or ')}.`,
      );
    }
    const failureReason = options.status === 'failed' ? (options.failureReason ?? null) : null;
    await tx
      .update(orderLines)
      .set({ fulfilmentStatus: options.status, failureReason })
      .where(eq(orderLines.id, found.line.id));
    await tx.insert(orderLineEvents).values({
      orderLineId: found.line.id,
      status: options.status,
      note: [failureReason, options.note].filter(Boolean).join(' — ') || null,
      actorUserId: options.userId,
      createdAt: now,
    });
    return found;
  });
  if (order.buyer.email) {
    await mailDurably(
      deps,
      'order_line_update',
      orderMails.lineUpdate(
        order.buyer.email,
        {
          name: order.buyer.name,
          description: line.description,
          status: options.status,
          note: options.note ?? null,
          failureReason: options.failureReason ?? null,
        },
        deps.config.PUBLIC_URL,
      ),
      { orderId: order.id, lineId: line.id },
    );
  }
  const [fresh] = await toAdminOrders(deps.db, [order]);
  if (!fresh) throw new Error('order vanished');
  return fresh;
}

const EXTENSIONS: Record<(typeof ORDER_DOCUMENT_TYPES)[number], string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A file name safe to show and to send back in Content-Disposition: no path, no control characters. */
function cleanFilename(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 150);
  return cleaned || `document.${extension}`;
}

/**
 * Attach a document to a line: a PDF, PNG or JPEG judged by its content (not its name or declared
 * type), stored under a random key in a private folder that only the owner and staff can download.
 */
export async function addLineDocument(
  deps: TAdminDeps,
  options: { lineId: string; actorUserId: string; file: TUploadedFile },
): Promise<TOrderDocument> {
  const { line, order } = await lineWithOrder(deps, options.lineId);
  const detected = await fileTypeFromBuffer(options.file.data);
  const mime = detected?.mime as (typeof ORDER_DOCUMENT_TYPES)[number] | undefined;
  if (!mime || !ORDER_DOCUMENT_TYPES.includes(mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a PDF, PNG or JPEG document.');
  }
  const extension = EXTENSIONS[mime];
  const key = `${PRIVATE_KEY_PREFIX}orders/${order.id}/${randomBytes(16).toString('hex')}.${extension}`;
  await deps.storage.put(key, options.file.data, mime);
  let document;
  try {
    [document] = await deps.db
      .insert(orderDocuments)
      .values({
        orderLineId: line.id,
        storageKey: key,
        filename: cleanFilename(options.file.filename, extension),
        contentType: mime,
        sizeBytes: options.file.data.length,
        uploadedBy: options.actorUserId,
      })
      .returning();
  } catch (error) {
    await deps.storage
      .delete(key)
      .catch((cleanup: unknown) =>
        deps.log.error(
          { err: cleanup, storageKey: key },
          'an order document file could not be deleted and is left behind',
        ),
      );
    throw error;
  }
  if (!document) throw new Error('document insert returned nothing');
  if (order.buyer.email) {
    await mailDurably(
      deps,
      'order_document_added',
      orderMails.documentAdded(
        order.buyer.email,
        { name: order.buyer.name, description: line.description, filename: document.filename },
        deps.config.PUBLIC_URL,
      ),
      { orderId: order.id, lineId: line.id },
    );
  }
  return documentJson(document);
}

/** The staff endpoints these functions answer (orders.admin.routes.ts). */
export const ordersAdminServices = serviceEndpoints(ordersAdminEndpoints, { lineStatus: updateLineStatus });
