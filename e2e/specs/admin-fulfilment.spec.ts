import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestMail, uniqueAccountEmail } from '../support/accounts';
import { adminSession } from '../support/admin';
import { storeSession, type TE2eSession } from '../support/session';

/** The newest toast with `text` (an earlier one with the same words may still be on screen). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A small, real PDF (one empty page): the server judges documents by their content. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type TPaidOrder = { id: string; invoiceNumber: number; lineDescription: string };

/** A customer's paid order for a company formation, made through the public api as the checkout page does. */
async function customerWithPaidFormation(
  request: APIRequestContext,
): Promise<{ session: TE2eSession; order: TPaidOrder }> {
  const email = uniqueAccountEmail('fulfilment');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Ada Founder', email, password: 'correct horse battery' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const session = ((await registered.json()) as { data: TE2eSession }).data;
  const headers = { authorization: `Bearer ${session.accessToken}` };

  const product = await request.post('/api/products/estonia-ou-formation', { data: {} });
  expect(product.ok(), await product.text()).toBe(true);
  const productId = ((await product.json()) as { data: { id: string } }).data.id;

  const added = await request.post('/api/cart/add-item', { headers, data: { productId } });
  expect(added.ok(), await added.text()).toBe(true);

  const paid = await request.post('/api/payment/checkout', {
    headers,
    data: {
      idempotencyKey: randomUUID(),
      paymentMethod: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } },
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const { status, order } = (
    (await paid.json()) as {
      data: {
        status: string;
        order: { id: string; invoiceNumber: number; lines: { description: string; parentLineId: string | null }[] };
      };
    }
  ).data;
  expect(status).toBe('paid');
  const line = order.lines.find((candidate) => !candidate.parentLineId);
  if (!line) throw new Error('the order has no line');
  return { session, order: { id: order.id, invoiceNumber: order.invoiceNumber, lineDescription: line.description } };
}

test.describe('fulfilment: staff move a formation along and the customer follows it', () => {
  test.setTimeout(90_000);

  test('an admin marks the line submitted then completed and attaches a PDF; the customer sees the timeline and downloads it', async ({
    browser,
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const since = new Date().toISOString();
    const { session: customer, order } = await customerWithPaidFormation(request);
    const { lineDescription } = order;

    const staff = await browser.newContext();
    const admin = await staff.newPage();
    admin.on('pageerror', (error) => errors.push(error.message));
    await storeSession(admin, await adminSession(request));

    const card = admin
      .getByRole('list', { name: 'Orders, newest first' })
      .getByRole('listitem')
      .filter({
        has: admin.getByRole('button', { name: new RegExp(customer.user.email.replace(/[.+]/g, '\\$&')) }),
      });
    const line = card.getByRole('listitem', { name: lineDescription });

    await test.step('the admin opens the Orders tab and finds the paid order by its buyer', async () => {
      await admin.goto('/admin');
      await admin.getByRole('tab', { name: 'Orders' }).click();
      await expect(admin).toHaveURL(/\/admin\?tab=orders$/);
      await expect(admin.getByLabel('Order status')).toHaveValue('paid');
      const toggle = card.getByRole('button', { name: /^Order / });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(line.getByText('Received', { exact: true }).first()).toBeVisible();
    });

    await test.step('marks the line submitted with a note: the customer is mailed', async () => {
      await line.getByRole('button', { name: `Mark submitted: ${lineDescription}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Mark as submitted' });
      await dialog.getByLabel(/^Note/).fill('Filed with the e-Business Register.');
      await dialog.getByRole('button', { name: 'Mark submitted' }).click();
      await expect(toast(admin, 'Order line updated and the customer told.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(line.getByRole('list', { name: `Timeline of ${lineDescription}` })).toContainText(
        'Filed with the e-Business Register.',
      );
      const mail = await latestMail(request, customer.user.email, 'order_line_update', since);
      expect(mail.text).toContain(lineDescription);
    });

    await test.step('failing needs a reason: the dialog says so and sends nothing', async () => {
      await line.getByRole('button', { name: `Mark failed: ${lineDescription}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Mark as failed' });
      await dialog.getByRole('button', { name: 'Mark failed' }).click();
      await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText('Say why the line failed; the customer reads this.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    });

    await test.step('attaches the certificate as a PDF: the customer is mailed', async () => {
      await line.getByLabel('Add a document', { exact: true }).setInputFiles({
        name: 'certificate-of-incorporation.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf(),
      });
      await line.getByRole('button', { name: 'Upload' }).click();
      await expect(toast(admin, 'Document added.')).toBeVisible();
      await expect(line.getByRole('button', { name: 'Download certificate-of-incorporation.pdf' })).toBeVisible();
      await latestMail(request, customer.user.email, 'order_document_added', since);
    });

    await test.step('marks the line completed: no more moves are offered', async () => {
      await line.getByRole('button', { name: `Mark completed: ${lineDescription}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Mark as completed' });
      await dialog.getByRole('button', { name: 'Mark completed' }).click();
      await expect(toast(admin, 'Order line updated and the customer told.')).toBeVisible();
      await expect(line.getByText('Completed: nothing more to do.')).toBeVisible();
      await expect(line.getByRole('button', { name: /^Mark / })).toHaveCount(0);
    });

    await test.step('the admin downloads the document back', async () => {
      const downloading = admin.waitForEvent('download');
      await line.getByRole('button', { name: 'Download certificate-of-incorporation.pdf' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('certificate-of-incorporation.pdf');
    });
    await staff.close();

    await test.step('the customer sees the timeline in /account/orders and downloads the document', async () => {
      await storeSession(page, customer);
      await page.goto('/account/orders');
      await page.getByRole('button', { name: `Show the progress of invoice ${order.invoiceNumber}` }).click();
      const progress = page.getByRole('row').filter({ hasText: 'Filed with the e-Business Register.' });
      await expect(progress).toBeVisible();
      for (const step of ['Received', 'Submitted', 'Completed']) {
        await expect(progress.getByText(step, { exact: true }).first()).toBeVisible();
      }
      const downloading = page.waitForEvent('download');
      await progress.getByRole('button', { name: 'certificate-of-incorporation.pdf' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('certificate-of-incorporation.pdf');
      const file = await readFile(await download.path());
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    expect(errors).toEqual([]);
  });

  test('staff refund part of an order, then the rest, each with a credit note the customer is mailed and downloads', async ({
    browser,
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const since = new Date().toISOString();
    const { session: customer, order } = await customerWithPaidFormation(request);

    const staff = await browser.newContext();
    const admin = await staff.newPage();
    admin.on('pageerror', (error) => errors.push(error.message));
    await storeSession(admin, await adminSession(request));
    const card = admin
      .getByRole('list', { name: 'Orders, newest first' })
      .getByRole('listitem')
      .filter({
        has: admin.getByRole('button', { name: new RegExp(customer.user.email.replace(/[.+]/g, '\\$&')) }),
      });
    const short = order.id.split('-')[0]!.toUpperCase();
    const refunds = card.getByRole('region', { name: `Refunds of order ${short}` });

    await test.step('the admin opens the paid order: nothing refunded yet', async () => {
      await admin.goto('/admin?tab=orders');
      await card.getByRole('button', { name: /^Order / }).click();
      await expect(refunds).toContainText('Nothing refunded.');
    });

    await test.step('refunding more than was paid is refused in the form; £10.00 goes back with a credit note', async () => {
      await refunds.getByRole('button', { name: 'Refund…' }).click();
      const dialog = admin.getByRole('dialog', { name: `Refund order ${short}` });
      const amount = dialog.getByLabel(/Amount to refund/);
      const everything = await amount.inputValue();
      await amount.fill('100000');
      await dialog.getByLabel('Reason').fill('Filing took longer than promised');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(`At most £${everything} is left to refund on this order.`)).toBeVisible();
      await amount.fill('10.00');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await expect(toast(admin, 'Refunded £10.00 with credit note CN-')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(refunds).toContainText('Refunded £10.00 of');
      await expect(refunds.getByRole('list', { name: 'Credit notes' }).getByRole('listitem')).toHaveCount(1);
      const mail = await latestMail(request, customer.user.email, 'order_refund', since);
      expect(mail.text).toContain(`We have refunded £10.00 of invoice ${order.invoiceNumber}`);
    });

    await test.step('the rest goes back: a second credit note numbered right after the first, the order is refunded', async () => {
      await refunds.getByRole('button', { name: 'Refund…' }).click();
      const dialog = admin.getByRole('dialog', { name: `Refund order ${short}` });
      await dialog.getByLabel('Reason').fill('Cancelled by the customer');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await expect(toast(admin, 'the customer has been emailed')).toBeVisible();
      await admin.getByLabel('Order status').selectOption('refunded');
      await expect(card.getByText('Refunded', { exact: true }).first()).toBeVisible();
      const numbers = await refunds
        .getByRole('list', { name: 'Credit notes' })
        .getByRole('listitem')
        .getByText(/^CN-\d{6}$/)
        .allInnerTexts();
      expect(numbers).toHaveLength(2);
      const [first, second] = numbers.map((number) => Number(number.slice(3)));
      expect(second).toBe(first! + 1);
      await expect(refunds.getByRole('button', { name: 'Refund…' })).toHaveCount(0);

      const downloading = admin.waitForEvent('download');
      await refunds.getByRole('button', { name: `Download ${numbers[0]}` }).click();
      expect((await downloading).suggestedFilename()).toBe(`${numbers[0]}.pdf`);
    });
    await staff.close();

    await test.step('the customer sees both credit notes under the invoice and downloads one', async () => {
      await storeSession(page, customer);
      await page.goto('/account/orders');
      const notes = page.getByRole('list', { name: `Credit notes for invoice ${order.invoiceNumber}` });
      await expect(notes.getByRole('listitem')).toHaveCount(2);
      await expect(notes).toContainText('refunded £10.00');
      const downloading = page.waitForEvent('download');
      await notes
        .getByRole('button', { name: /^Download credit note CN-\d{6} \(PDF\)$/ })
        .first()
        .click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^CN-\d{6}\.pdf$/);
      const file = await readFile(await download.path());
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    expect(errors).toEqual([]);
  });
});
