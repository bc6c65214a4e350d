import { listPageMeta, type TQuotation, type TRaiseQuotationRequest } from '@launchpad/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { products, quotations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireProductRow } from './catalog.store';
import { quotationMails } from './quotations-mails.service';

type TQuotationRow = typeof quotations.$inferSelect;

const toQuotation = (row: TQuotationRow, productName: string | null): TQuotation => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  details: row.details,
  productId: row.productId,
  productName,
  userId: row.userId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * SPEC §7 `orders/raise-quotation`: a custom quote request is stored, sent to staff and
 * acknowledged to the customer. A signed-in customer's request is linked to the account.
 */
export async function raiseQuotation(
  deps: Pick<TDeps, 'db' | 'mailer' | 'config'>,
  options: TRaiseQuotationRequest & { userId?: string | null | undefined },
): Promise<TQuotation> {
  const product = options.productId ? await requireProductRow(deps, options.productId) : null;
  const [row] = await deps.db
    .insert(quotations)
    .values({
      userId: options.userId ?? null,
      name: options.name,
      email: options.email,
      company: options.company || null,
      phone: options.phone || null,
      details: options.details,
      productId: product?.id ?? null,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The quotation request could not be saved.');
  const quotation = toQuotation(row, product?.name ?? null);
  await deps.mailer.send('quotation_staff', quotationMails.toStaff(deps.config.STAFF_EMAIL, quotation), {
    quotationId: row.id,
  });
  await deps.mailer.send('quotation_received', quotationMails.toCustomer(quotation), { quotationId: row.id });
  return quotation;
}

/** Admin: quote requests, newest first, optionally of one status. */
export async function listQuotations(
  deps: Pick<TDeps, 'db'>,
  options: { status?: TQuotation['status'] | undefined; page: number; pageSize: number },
) {
  const where = options.status ? eq(quotations.status, options.status) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ quotation: quotations, productName: products.name })
      .from(quotations)
      .leftJoin(products, eq(products.id, quotations.productId))
      .where(and(where))
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    deps.db.select({ value: count() }).from(quotations).where(where),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    items: rows.map((r) => toQuotation(r.quotation, r.productName)),
    page_meta: listPageMeta(totalItems, options.page, options.pageSize),
  };
}
