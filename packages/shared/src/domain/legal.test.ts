import { describe, expect, it } from 'vitest';
import { legalFieldsSchema, legalIssuesByField } from '../contracts/legal';
import {
  JURISDICTION_TERMS,
  LEGAL_JURISDICTIONS,
  LEGAL_TEMPLATES,
  LegalRenderError,
  documentText,
  fieldsFor,
  findLegalTemplate,
  formatLegalDate,
  legalDocumentName,
  legalFormProblems,
  parseMoneyAmount,
  placeholdersOf,
  previewAgreement,
  renderAgreement,
} from './legal-library';
import { sampleLegalValues } from './legal-fixtures';

const template = (id: string) => {
  const found = findLegalTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

describe('legal templates', () => {
  it('has the seven templates of the library', () => {
    expect(LEGAL_TEMPLATES.map((t) => t.id)).toEqual([
      'mutual-nda',
      'founders-agreement',
      'consultancy-agreement',
      'employment-offer-letter',
      'website-terms',
      'privacy-policy',
      'convertible-note',
    ]);
  });

  it.each(LEGAL_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s only uses its own fields and jurisdiction terms',
    (_, t) => {
      const keys = new Set(t.fields.map((field) => field.key));
      for (const key of placeholdersOf(t)) {
        if (key.startsWith('j.')) expect(Object.keys(JURISDICTION_TERMS['england-wales'])).toContain(key.slice(2));
        else expect(keys, `${t.id} uses {{${key}}}`).toContain(key);
      }
    },
  );

  const cases = LEGAL_TEMPLATES.flatMap((t) => LEGAL_JURISDICTIONS.map((j) => [t.id, j] as const));
  it.each(cases)('%s renders under %s with nothing left to fill', (id, jurisdiction) => {
    const t = template(id);
    const values = sampleLegalValues(t);
    expect(legalFormProblems(t, jurisdiction, values)).toEqual({});
    const text = documentText(renderAgreement(t, jurisdiction, values));
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).toContain(values[t.partyFields[0] as string]);
    expect(text.length).toBeGreaterThan(1200);
  });

  it('changes the governing law, courts and wording with the jurisdiction', () => {
    const nda = template('mutual-nda');
    const text = (j: (typeof LEGAL_JURISDICTIONS)[number]) =>
      documentText(renderAgreement(nda, j, sampleLegalValues(nda)));
    expect(text('england-wales')).toContain('the law of England and Wales');
    expect(text('england-wales')).toContain('Contracts (Rights of Third Parties) Act 1999');
    expect(text('ireland')).toContain('the courts of Ireland');
    expect(text('delaware')).toContain('the laws of the State of Delaware');
    expect(text('delaware')).toContain('irreparable harm');

    const policy = template('privacy-policy');
    const privacy = (j: (typeof LEGAL_JURISDICTIONS)[number]) =>
      documentText(renderAgreement(policy, j, sampleLegalValues(policy)));
    expect(privacy('england-wales')).toContain('UK GDPR');
    expect(privacy('england-wales')).toContain("Information Commissioner's Office");
    expect(privacy('ireland')).toContain('Data Protection Commission');
    expect(privacy('delaware')).toContain('California Consumer Privacy Act');

    const offer = template('employment-offer-letter');
    const letter = (j: (typeof LEGAL_JURISDICTIONS)[number]) =>
      documentText(renderAgreement(offer, j, sampleLegalValues(offer)));
    expect(letter('delaware')).toContain('"at will"');
    expect(letter('england-wales')).not.toContain('at will');
    expect(letter('england-wales')).toContain('probationary period');
    expect(letter('delaware')).not.toContain('probationary');
  });

  it('formats money in the currency of the jurisdiction and dates in words', () => {
    const consultancy = template('consultancy-agreement');
    const values = { ...sampleLegalValues(consultancy), dayRate: '650' };
    expect(documentText(renderAgreement(consultancy, 'england-wales', values))).toContain('£650 for each full day');
    expect(documentText(renderAgreement(consultancy, 'ireland', values))).toContain('€650');
    expect(documentText(renderAgreement(consultancy, 'delaware', values))).toContain('$650');
    expect(formatLegalDate('2026-03-01', 'england-wales')).toBe('1 March 2026');
    expect(formatLegalDate('2026-03-01', 'delaware')).toBe('March 1, 2026');
    expect(formatLegalDate('2026-02-30', 'ireland')).toBeNull();
    expect(parseMoneyAmount('25,000.50')).toBe(25000.5);
    expect(parseMoneyAmount('25,00')).toBeNull();
  });

  it('titles the SAFE-style note by jurisdiction and asks for a longstop date only in the UK and Ireland', () => {
    const note = template('convertible-note');
    expect(previewAgreement(note, 'england-wales', {}).title).toBe('Advance Subscription Agreement');
    expect(previewAgreement(note, 'delaware', {}).title).toBe('Simple Agreement for Future Equity');
    expect(fieldsFor(note, 'delaware').map((f) => f.key)).not.toContain('longstopDate');
    expect(fieldsFor(note, 'ireland').map((f) => f.key)).toContain('longstopDate');
  });
});

describe('rendering refuses unfinished documents', () => {
  const nda = template('mutual-nda');

  it('names the empty fields', () => {
    const values = { ...sampleLegalValues(nda), partyBName: '', effectiveDate: ' ' };
    expect(() => renderAgreement(nda, 'england-wales', values)).toThrow(LegalRenderError);
    try {
      renderAgreement(nda, 'england-wales', values);
    } catch (error) {
      expect((error as LegalRenderError).missing.map((f) => f.key).sort()).toEqual(['effectiveDate', 'partyBName']);
      expect((error as Error).message).toBe('Please fill in: Effective date, Second party name.');
    }
  });

  it('refuses a value that would leave {{…}} in the document', () => {
    const values = { ...sampleLegalValues(nda), partyAName: 'Acme {{partyBName}}' };
    expect(() => renderAgreement(nda, 'ireland', values)).toThrow(/placeholders: \{\{partyBName\}\}/);
  });

  it('refuses a template whose placeholder has no field', () => {
    const broken = { ...nda, preamble: [...nda.preamble, 'Signed at {{placeOfSigning}}'] };
    expect(() => renderAgreement(broken, 'delaware', sampleLegalValues(nda))).toThrow(/placeOfSigning/);
  });

  it('previews a partial form with the empty fields marked', () => {
    const preview = previewAgreement(nda, 'england-wales', { partyAName: 'Acme Widgets Ltd' });
    const segments = preview.preamble.flat();
    expect(segments).toContainEqual({
      kind: 'field',
      key: 'partyAName',
      label: 'First party name',
      value: 'Acme Widgets Ltd',
    });
    expect(segments).toContainEqual({ kind: 'field', key: 'partyBName', label: 'Second party name', value: null });
  });
});

describe('field validation (the same messages on the web and the api)', () => {
  const founders = template('founders-agreement');
  const validate = (values: Record<string, string>, j: (typeof LEGAL_JURISDICTIONS)[number] = 'england-wales') => {
    const result = legalFieldsSchema(founders, j).safeParse(values);
    return result.success ? {} : legalIssuesByField(result.error);
  };

  it('asks for required fields, dates, emails and percentages', () => {
    const problems = validate({
      ...sampleLegalValues(founders),
      companyName: '',
      effectiveDate: '2026-13-01',
      founderOneEmail: 'ada@',
      founderOneEquity: '120',
      vestingMonths: '1.5',
    });
    expect(problems).toEqual({
      companyName: 'Company name is required',
      effectiveDate: 'Effective date must be a valid date',
      founderOneEmail: 'First founder email must be a valid email address',
      founderOneEquity: 'First founder equity (%) must be a percentage between 0 and 100',
      vestingMonths: 'Vesting period (months) must be a whole number between 1 and 120',
    });
  });

  it('checks rules across fields', () => {
    expect(validate({ ...sampleLegalValues(founders), founderOneEquity: '60', founderTwoEquity: '50' })).toEqual({
      founderTwoEquity: "The founders' shares add up to more than 100%.",
    });
    expect(validate({ ...sampleLegalValues(founders), cliffMonths: '24', vestingMonths: '12' })).toEqual({
      cliffMonths: 'The cliff cannot be longer than the vesting period.',
    });
  });

  it('checks money amounts and refuses braces in values', () => {
    const consultancy = template('consultancy-agreement');
    const problems = legalFormProblems(consultancy, 'delaware', {
      ...sampleLegalValues(consultancy),
      dayRate: 'lots',
      services: 'see {{services}}',
    });
    expect(problems).toEqual({
      dayRate: 'Day rate must be an amount of money, e.g. 25,000',
      services: 'Services cannot contain {{ or }}',
    });
  });

  it('names downloads after the template and the parties', () => {
    const nda = template('mutual-nda');
    expect(
      legalDocumentName(nda, 'england-wales', { partyAName: 'Acme/Widgets Ltd', partyBName: 'Beta "B" Ltd' }),
    ).toBe('Mutual Non-Disclosure Agreement - Acme Widgets Ltd and Beta B Ltd');
  });
});

describe('punctuation', () => {
  it('does not double a full stop after a value ending in one', () => {
    const offer = template('employment-offer-letter');
    const values = { ...sampleLegalValues(offer), employerName: 'Acme Widgets Inc.' };
    const text = documentText(renderAgreement(offer, 'delaware', values));
    expect(text).toMatch(/welcoming you to Acme Widgets Inc\.$/m);
    expect(text).not.toContain('Inc..');
  });
});
