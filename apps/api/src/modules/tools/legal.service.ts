// Legal agreements (issue 8): the template library, a checked preview, and the finished document as a
// PDF or DOCX, recorded in the customer's history. Texts and the renderer are shared with the web.
import {
  LEGAL_JURISDICTIONS,
  LEGAL_TEMPLATES,
  LegalRenderError,
  type TLegalDocument,
  type TLegalDocumentRecord,
  type TLegalDocumentRequest,
  type TLegalFormat,
  type TLegalPreview,
  type TLegalTemplateSummary,
  fieldsFor,
  findLegalTemplate,
  legalDocumentName,
  legalFieldsSchema,
  legalIssuesByField,
  paragraphText,
  renderAgreement,
} from '@launchpad/shared';
import { desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { legalDocuments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { renderLegalDocx, renderLegalPdf } from './legal-render.service';

type TLegalDeps = Pick<TDeps, 'db'>;

/** History shows the latest documents (SPEC §9 keeps tool lists short). */
export const LEGAL_HISTORY_SIZE = 20;

export function listTemplates(): TLegalTemplateSummary[] {
  return LEGAL_TEMPLATES.map((template) => ({
    id: template.id,
    title: template.title,
    titles: { ...template.titles },
    summary: template.summary,
    jurisdictions: [...LEGAL_JURISDICTIONS],
    fields: template.fields.map((field) => ({ ...field, only: field.only ? [...field.only] : undefined })),
  }));
}

/**
 * The checked document: 404 for an unknown template, 400 naming every empty or invalid field (the same
 * messages the form shows), and never a document with a `{{…}}` left in it.
 */
function checkedDocument(request: TLegalDocumentRequest): {
  document: TLegalDocument;
  fileName: string;
  fields: ReturnType<typeof fieldsFor>;
} {
  const template = findLegalTemplate(request.templateId);
  if (!template) throw new AppError('NOT_FOUND', 'There is no legal template with that id.');
  const parsed = legalFieldsSchema(template, request.jurisdiction).safeParse(request.values);
  if (!parsed.success) {
    const problems = legalIssuesByField(parsed.error);
    const labels = new Map(fieldsFor(template, request.jurisdiction).map((field) => [field.key, field.label]));
    const missing = Object.entries(problems).filter(([, message]) => message.endsWith(' is required'));
    const invalid = Object.entries(problems).filter(([, message]) => !message.endsWith(' is required'));
    const parts = [
      missing.length ? `Please fill in: ${missing.map(([key]) => labels.get(key) ?? key).join(', ')}.` : '',
      ...invalid.map(([, message]) => `${message.replace(/\.$/, '')}.`),
    ];
    throw new AppError('BAD_REQUEST', parts.filter(Boolean).join(' '));
  }
  try {
    const document = renderAgreement(template, request.jurisdiction, request.values);
    return {
      document,
      fileName: legalDocumentName(template, request.jurisdiction, request.values),
      fields: fieldsFor(template, request.jurisdiction),
    };
  } catch (error) {
    if (error instanceof LegalRenderError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

export function previewDocument(request: TLegalDocumentRequest): TLegalPreview {
  const { document, fileName } = checkedDocument(request);
  return {
    templateId: document.templateId,
    jurisdiction: document.jurisdiction,
    title: document.title,
    fileName,
    preamble: document.preamble.map(paragraphText),
    sections: document.sections.map((section) => ({
      number: section.number,
      heading: section.heading,
      paragraphs: section.paragraphs.map(paragraphText),
    })),
    signatures: document.signatures.map(paragraphText),
  };
}

/** The file to download, named after the template and the parties; recorded in the user's history. */
export async function generateDocument(
  deps: TLegalDeps,
  options: TLegalDocumentRequest & { userId: string; format: TLegalFormat },
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const { document, fileName, fields } = checkedDocument(options);
  const body = options.format === 'pdf' ? await renderLegalPdf(document) : await renderLegalDocx(document);
  const fullName = `${fileName}.${options.format}`;
  await deps.db.insert(legalDocuments).values({
    userId: options.userId,
    templateId: document.templateId,
    jurisdiction: document.jurisdiction,
    format: options.format,
    title: document.title,
    fileName: fullName,
    values: Object.fromEntries(fields.map((field) => [field.key, (options.values[field.key] ?? '').trim()])),
  });
  return {
    fileName: fullName,
    contentType:
      options.format === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    body,
  };
}

export async function listDocuments(deps: TLegalDeps, options: { userId: string }): Promise<TLegalDocumentRecord[]> {
  const rows = await deps.db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.userId, options.userId))
    .orderBy(desc(legalDocuments.createdAt))
    .limit(LEGAL_HISTORY_SIZE);
  return rows.map((row) => ({
    id: row.id,
    templateId: row.templateId,
    title: row.title,
    jurisdiction: LEGAL_JURISDICTIONS.find((j) => j === row.jurisdiction) ?? 'england-wales',
    format: row.format === 'docx' ? 'docx' : 'pdf',
    fileName: row.fileName,
    values: row.values,
    createdAt: row.createdAt.toISOString(),
  }));
}
