/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { JURISDICTION_TERMS, LEGAL_TEMPLATES, LEGAL_TEMPLATE_FILES, placeholdersOf } from './legal-library';
import { legalTemplateDataSchema, parseLegalTemplate } from './legal-template-data';

// Every JSON file in the folder, whether or not the library lists it.
const found = import.meta.glob<unknown>('../../content/legal-templates/*.json', { eager: true, import: 'default' });
const byName = new Map(Object.entries(found).map(([path, data]) => [path.split('/').pop() as string, data]));
const files = [...byName.keys()];
const read = (name: string): unknown => byName.get(name);

const minimal = {
  id: 'short-letter',
  title: 'Short letter',
  summary: 'A letter.',
  partyFields: ['name'],
  numbered: false,
  fields: [{ key: 'name', label: 'Name', kind: 'text' }],
  preamble: ['Dear {{name}},'],
  clauses: [{ heading: 'Law', paragraphs: ['Governed by {{j.governingLaw}}.'] }],
  signatures: [],
};

describe('legal template files', () => {
  it('are the library: one file per template, every one of them listed', () => {
    expect(files.length).toBe(7);
    expect([...files].sort()).toEqual(LEGAL_TEMPLATE_FILES.map(([name]) => name).sort());
    expect(LEGAL_TEMPLATES.map((template) => `${template.id}.json`)).toEqual(LEGAL_TEMPLATE_FILES.map(([n]) => n));
  });

  it.each(files)('%s parses and uses only its own fields and jurisdiction terms', (name) => {
    const template = parseLegalTemplate(name, read(name));
    const keys = new Set(template.fields.map((field) => field.key));
    const terms = Object.keys(JURISDICTION_TERMS.delaware);
    for (const key of placeholdersOf(template)) {
      if (key.startsWith('j.')) expect(terms, `${name} uses {{${key}}}`).toContain(key.slice(2));
      else expect(keys, `${name} uses {{${key}}}`).toContain(key);
    }
    for (const key of template.partyFields) expect(keys).toContain(key);
  });

  it('accepts a small valid template', () => {
    expect(legalTemplateDataSchema.safeParse(minimal).success).toBe(true);
  });

  it('refuses a placeholder that is neither a field nor a jurisdiction term, naming it', () => {
    const unknownField = { ...minimal, preamble: ['Dear {{nmae}},'] };
    expect(() => parseLegalTemplate('short-letter.json', unknownField)).toThrow(/short-letter\.json: .*\{\{nmae\}\}/s);
    const unknownTerm = { ...minimal, clauses: [{ heading: 'Law', paragraphs: ['Under {{j.court}}.'] }] };
    expect(() => parseLegalTemplate('short-letter.json', unknownTerm)).toThrow(/\{\{j\.court\}\}/);
  });

  it('refuses a clause without text for a jurisdiction, an unknown jurisdiction and a misnamed file', () => {
    const gap = { ...minimal, clauses: [{ heading: 'Remedies', variants: { ireland: ['Relief.'] } }] };
    expect(() => parseLegalTemplate('short-letter.json', gap)).toThrow(/Remedies.*england-wales, delaware/);
    const scotland = { ...minimal, fields: [{ key: 'name', label: 'Name', kind: 'text', only: ['scotland'] }] };
    expect(legalTemplateDataSchema.safeParse(scotland).success).toBe(false);
    expect(() => parseLegalTemplate('letter.json', minimal)).toThrow(
      "letter.json: the file name must be the template's id",
    );
    const party = { ...minimal, partyFields: ['company'] };
    expect(() => parseLegalTemplate('short-letter.json', party)).toThrow(/Party field 'company' is not a field/);
  });
});
