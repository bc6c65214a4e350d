// The legal templates' text is data: one JSON file per template in packages/shared/content/legal-templates,
// checked against this schema when the library loads. Rules across fields (checks) stay in code
// (legal-checks.ts), as they are functions.
import { z } from 'zod';
import {
  JURISDICTION_TERMS,
  LEGAL_JURISDICTIONS,
  type TLegalFieldKind,
  type TLegalTemplate,
  placeholdersOf,
} from './legal';

export const LEGAL_FIELD_KINDS = [
  'text',
  'longtext',
  'date',
  'money',
  'email',
  'percent',
  'integer',
  'url',
] as const satisfies readonly TLegalFieldKind[];

const jurisdiction = z.enum(LEGAL_JURISDICTIONS);
const text = z.string().refine((value) => value.trim().length > 0, 'Text cannot be empty');
const paragraphs = z.array(text).min(1);

const fieldSchema = z.strictObject({
  key: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'A field key is camelCase letters and digits'),
  label: text,
  kind: z.enum(LEGAL_FIELD_KINDS),
  hint: text.optional(),
  placeholder: text.optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  only: z.array(jurisdiction).min(1).optional(),
});

const clauseSchema = z
  .strictObject({
    heading: text,
    paragraphs: paragraphs.optional(),
    variants: z.partialRecord(jurisdiction, paragraphs).optional(),
    only: z.array(jurisdiction).min(1).optional(),
  })
  .superRefine((clause, ctx) => {
    if (clause.paragraphs) return;
    const missing = (clause.only ?? LEGAL_JURISDICTIONS).filter((j) => !clause.variants?.[j]);
    if (missing.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: `Clause '${clause.heading}' has no paragraphs and no variant for ${missing.join(', ')}`,
      });
  });

const TERM_KEYS = new Set(Object.keys(JURISDICTION_TERMS['england-wales']));

export const legalTemplateDataSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The id is a slug (a-z, 0-9, dashes)'),
    title: text,
    titles: z.partialRecord(jurisdiction, text).optional(),
    summary: text,
    partyFields: z.array(z.string()).min(1),
    numbered: z.boolean(),
    fields: z.array(fieldSchema).min(1),
    preamble: z.array(text),
    clauses: z.array(clauseSchema).min(1),
    signatures: z.array(text),
  })
  .superRefine((template, ctx) => {
    const keys = new Set<string>();
    template.fields.forEach((field, index) => {
      if (keys.has(field.key))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: `Field '${field.key}' is repeated` });
      keys.add(field.key);
    });
    template.partyFields.forEach((key, index) => {
      if (!keys.has(key))
        ctx.addIssue({ code: 'custom', path: ['partyFields', index], message: `Party field '${key}' is not a field` });
    });
    for (const key of placeholdersOf(template)) {
      const known = key.startsWith('j.') ? TERM_KEYS.has(key.slice(2)) : keys.has(key);
      if (!known)
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: `{{${key}}} is neither a field of this template nor a jurisdiction term ({{j.…}})`,
        });
    }
  });

export type TLegalTemplateData = z.infer<typeof legalTemplateDataSchema>;

/** Checks one template file; the error names the file and what is wrong with it. */
export function parseLegalTemplate(fileName: string, data: unknown): Omit<TLegalTemplate, 'checks'> {
  const parsed = legalTemplateDataSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${fileName}: ${z.prettifyError(parsed.error)}`);
  if (`${parsed.data.id}.json` !== fileName) throw new Error(`${fileName}: the file name must be the template's id`);
  return parsed.data;
}
