import { z } from 'zod';
import {
  LEGAL_JURISDICTIONS,
  type TLegalJurisdiction,
  type TLegalTemplate,
  legalFormProblems,
} from '../domain/legal-library';

// Legal agreements (issue 8): templates, a checked preview, the document as PDF or DOCX, and history
// (endpoints/tools.ts).

export const LEGAL_FORMATS = ['pdf', 'docx'] as const;
export type TLegalFormat = (typeof LEGAL_FORMATS)[number];

export const ZLegalJurisdiction = z.enum(LEGAL_JURISDICTIONS, {
  error: 'Jurisdiction must be one of England & Wales, Ireland or Delaware',
});

/**
 * The form of one template under one jurisdiction: each field with the message a person sees (the same on
 * the web, inline, and in the api's 400), plus the template's cross-field checks.
 */
export function legalFieldsSchema(template: TLegalTemplate, jurisdiction: TLegalJurisdiction) {
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    for (const [key, message] of Object.entries(legalFormProblems(template, jurisdiction, values))) {
      ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });
}

/** zod issues → the first message per field key. */
export function legalIssuesByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !byField[key]) byField[key] = issue.message;
  }
  return byField;
}

export const ZLegalDocumentRequest = z.object({
  templateId: z.string({ error: 'Template ID is required' }).trim().min(1, 'Template ID is required').max(60),
  jurisdiction: ZLegalJurisdiction,
  values: z
    .record(z.string().max(60), z.string().max(4000, 'Each value must be at most 4000 characters'))
    .refine((values) => Object.keys(values).length <= 40, 'Values has too many fields')
    .default({}),
});
export type TLegalDocumentRequest = z.infer<typeof ZLegalDocumentRequest>;

const ZLegalField = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'longtext', 'date', 'money', 'email', 'percent', 'integer', 'url']),
  hint: z.string().optional(),
  placeholder: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  only: z.array(ZLegalJurisdiction).optional(),
});

export const ZLegalTemplateSummary = z.object({
  id: z.string(),
  title: z.string(),
  titles: z.record(z.string(), z.string()),
  summary: z.string(),
  jurisdictions: z.array(ZLegalJurisdiction),
  fields: z.array(ZLegalField),
});
export type TLegalTemplateSummary = z.infer<typeof ZLegalTemplateSummary>;

/** A finished document as text: numbered sections of filled paragraphs. */
export const ZLegalPreview = z.object({
  templateId: z.string(),
  jurisdiction: ZLegalJurisdiction,
  title: z.string(),
  fileName: z.string(),
  preamble: z.array(z.string()),
  sections: z.array(z.object({ number: z.string().nullable(), heading: z.string(), paragraphs: z.array(z.string()) })),
  signatures: z.array(z.string()),
});
export type TLegalPreview = z.infer<typeof ZLegalPreview>;

export const ZLegalDocumentRecord = z.object({
  id: z.string(),
  templateId: z.string(),
  title: z.string(),
  jurisdiction: ZLegalJurisdiction,
  format: z.enum(LEGAL_FORMATS),
  fileName: z.string(),
  /** What the form held, to open it again. */
  values: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type TLegalDocumentRecord = z.infer<typeof ZLegalDocumentRecord>;
