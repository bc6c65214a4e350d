// Legal agreements (issue 8): templates as clauses with {{placeholders}}, the three jurisdictions, and the
// renderer shared by the web's live preview and the api's PDF/DOCX. Zod-free; the field schema is in
// contracts/legal.ts.

export const LEGAL_JURISDICTIONS = ['england-wales', 'ireland', 'delaware'] as const;
export type TLegalJurisdiction = (typeof LEGAL_JURISDICTIONS)[number];

/** What changes with the governing law; templates read these as {{j.key}}. */
export type TJurisdictionTerms = {
  id: TLegalJurisdiction;
  /** Shown in the picker. */
  label: string;
  name: string;
  governingLaw: string;
  courts: string;
  currency: 'GBP' | 'EUR' | 'USD';
  dataLaw: string;
  regulator: string;
  companyRegistry: string;
  thirdParties: string;
  consumerLaw: string;
};

export const JURISDICTION_TERMS: Record<TLegalJurisdiction, TJurisdictionTerms> = {
  'england-wales': {
    id: 'england-wales',
    label: 'England & Wales',
    name: 'England and Wales',
    governingLaw: 'the law of England and Wales',
    courts: 'the courts of England and Wales',
    currency: 'GBP',
    dataLaw: 'the UK GDPR and the Data Protection Act 2018',
    regulator: "the Information Commissioner's Office (ICO), www.ico.org.uk",
    companyRegistry: 'Companies House',
    thirdParties:
      'A person who is not a party to this Agreement has no right under the Contracts (Rights of Third Parties) Act 1999 to enforce any of its terms.',
    consumerLaw: 'the Consumer Rights Act 2015',
  },
  ireland: {
    id: 'ireland',
    label: 'Ireland',
    name: 'Ireland',
    governingLaw: 'the laws of Ireland',
    courts: 'the courts of Ireland',
    currency: 'EUR',
    dataLaw: 'the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Data Protection Acts 1988 to 2018',
    regulator: 'the Data Protection Commission (DPC), www.dataprotection.ie',
    companyRegistry: 'the Companies Registration Office',
    thirdParties:
      'Nothing in this Agreement confers or is intended to confer any right on any person who is not a party to it.',
    consumerLaw: 'the Consumer Rights Act 2022',
  },
  delaware: {
    id: 'delaware',
    label: 'Delaware (USA)',
    name: 'the State of Delaware',
    governingLaw: 'the laws of the State of Delaware, without regard to its conflict of laws principles',
    courts: 'the state and federal courts located in the State of Delaware',
    currency: 'USD',
    dataLaw:
      'applicable United States privacy laws, including the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA) and the Delaware Personal Data Privacy Act',
    regulator: 'the California Privacy Protection Agency or the attorney general of your state',
    companyRegistry: 'the Delaware Division of Corporations',
    thirdParties: 'Nothing in this Agreement, express or implied, confers any right or remedy on any third party.',
    consumerLaw: 'applicable consumer protection laws',
  },
};

export const isLegalJurisdiction = (value: unknown): value is TLegalJurisdiction =>
  typeof value === 'string' && (LEGAL_JURISDICTIONS as readonly string[]).includes(value);

export type TLegalFieldKind = 'text' | 'longtext' | 'date' | 'money' | 'email' | 'percent' | 'integer' | 'url';

export type TLegalField = {
  key: string;
  label: string;
  kind: TLegalFieldKind;
  hint?: string;
  placeholder?: string;
  /** integer/percent/money bounds (money in whole units). */
  min?: number;
  max?: number;
  /** Only asked (and only in the text) for these jurisdictions. */
  only?: readonly TLegalJurisdiction[];
};

/** A rule across fields; `field` is where the message is shown. */
export type TLegalCheck = (values: Readonly<Record<string, string>>) => { field: string; message: string } | null;

export type TLegalClause = {
  heading: string;
  /** Paragraphs with {{field}} and {{j.term}} placeholders. */
  paragraphs?: readonly string[];
  /** Replaces `paragraphs` for a jurisdiction. */
  variants?: Partial<Record<TLegalJurisdiction, readonly string[]>>;
  /** The clause exists only under these jurisdictions. */
  only?: readonly TLegalJurisdiction[];
};

export type TLegalTemplate = {
  id: string;
  title: string;
  /** A different title under some jurisdictions (e.g. an ASA in the UK, a SAFE in Delaware). */
  titles?: Partial<Record<TLegalJurisdiction, string>>;
  summary: string;
  /** Used to name downloads: the field keys of the parties, in order. */
  partyFields: readonly string[];
  /** Numbered clauses (agreements) or plain headings (letters, policies). */
  numbered: boolean;
  fields: readonly TLegalField[];
  checks?: readonly TLegalCheck[];
  preamble: readonly string[];
  clauses: readonly TLegalClause[];
  /** One signature block per entry, e.g. "For and on behalf of {{partyAName}}"; none for policies. */
  signatures: readonly string[];
};

export type TLegalSegment =
  | { kind: 'text'; text: string }
  /** A field's value; `value` is null while it is empty (previews show the label). */
  | { kind: 'field'; key: string; label: string; value: string | null };
export type TLegalParagraph = TLegalSegment[];
export type TLegalSection = { number: string | null; heading: string; paragraphs: TLegalParagraph[] };
export type TLegalDocument = {
  templateId: string;
  jurisdiction: TLegalJurisdiction;
  title: string;
  preamble: TLegalParagraph[];
  sections: TLegalSection[];
  signatures: TLegalParagraph[];
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-03-01` → 1 March 2026 (March 1, 2026 in Delaware); null if not a real calendar date. */
export function formatLegalDate(iso: string, jurisdiction: TLegalJurisdiction): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const monthName = MONTHS[month - 1];
  return jurisdiction === 'delaware' ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
}

/** "25000", "25,000" or "25000.50" → the amount; null when it is not a money amount. */
export function parseMoneyAmount(value: string): number | null {
  const text = value.trim().replace(/^[£€$]\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  return Number(text.replace(/,/g, ''));
}

const LOCALES = { GBP: 'en-GB', EUR: 'en-IE', USD: 'en-US' } as const;

export function formatLegalMoney(amount: number, jurisdiction: TLegalJurisdiction): string {
  const currency = JURISDICTION_TERMS[jurisdiction].currency;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A filled value as it reads in the document; null when empty or not valid for its kind. */
export function formatLegalValue(
  field: TLegalField,
  raw: string | undefined,
  jurisdiction: TLegalJurisdiction,
): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  switch (field.kind) {
    case 'date':
      return formatLegalDate(value, jurisdiction);
    case 'money': {
      const amount = parseMoneyAmount(value);
      return amount === null ? null : formatLegalMoney(amount, jurisdiction);
    }
    case 'percent':
      return `${value.replace(/%$/, '').trim()}%`;
    case 'longtext':
      return value.replace(/\s*\n+\s*/g, ' ');
    default:
      return value;
  }
}

const FIELD_MAX_LENGTH: Record<TLegalFieldKind, number> = {
  text: 200,
  longtext: 2000,
  date: 10,
  money: 20,
  email: 254,
  percent: 6,
  integer: 6,
  url: 300,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * What is wrong with one field's value, as a person reads it ("Effective date is required"); null when fine.
 * The zod schema in contracts/legal.ts and therefore the api and the web's inline messages use this.
 */
export function legalFieldProblem(field: TLegalField, raw: unknown): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const { label } = field;
  if (!value) return `${label} is required`;
  if (value.length > FIELD_MAX_LENGTH[field.kind]) {
    return `${label} must be at most ${FIELD_MAX_LENGTH[field.kind]} characters`;
  }
  if (/\{\{|\}\}/.test(value)) return `${label} cannot contain {{ or }}`;
  const between = () =>
    field.min !== undefined && field.max !== undefined ? ` between ${field.min} and ${field.max}` : '';
  switch (field.kind) {
    case 'date':
      return formatLegalDate(value, 'england-wales') ? null : `${label} must be a valid date`;
    case 'email':
      return EMAIL.test(value) ? null : `${label} must be a valid email address`;
    case 'url':
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
          ? null
          : `${label} must be a web address starting with https://`;
      } catch {
        return `${label} must be a web address starting with https://`;
      }
    case 'money': {
      const amount = parseMoneyAmount(value);
      if (amount === null) return `${label} must be an amount of money, e.g. 25,000`;
      if (field.min !== undefined && amount < field.min)
        return `${label} must be at least ${field.min.toLocaleString('en-GB')}`;
      if (field.max !== undefined && amount > field.max)
        return `${label} must be at most ${field.max.toLocaleString('en-GB')}`;
      return null;
    }
    case 'percent': {
      const text = value.replace(/%$/, '').trim();
      const number = Number(text);
      const ok = /^\d+(\.\d{1,2})?$/.test(text) && (field.min ?? 0) <= number && number <= (field.max ?? 100);
      return ok ? null : `${label} must be a percentage${between() || ' between 0 and 100'}`;
    }
    case 'integer': {
      const number = Number(value);
      const ok =
        /^\d+$/.test(value) &&
        (field.min === undefined || number >= field.min) &&
        (field.max === undefined || number <= field.max);
      return ok ? null : `${label} must be a whole number${between()}`;
    }
    default:
      return null;
  }
}

/** Every problem with a form's values, by field key (first problem per field), including cross-field checks. */
export function legalFormProblems(
  template: TLegalTemplate,
  jurisdiction: TLegalJurisdiction,
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fieldsFor(template, jurisdiction)) {
    const problem = legalFieldProblem(field, values[field.key]);
    if (problem) problems[field.key] = problem;
  }
  const strings = Object.fromEntries(
    fieldsFor(template, jurisdiction).map(({ key }) => {
      const value = values[key];
      // A check only sees fields that are valid on their own, so each field shows one problem at a time.
      return [key, typeof value === 'string' && !problems[key] ? value.trim() : ''];
    }),
  );
  for (const check of template.checks ?? []) {
    const problem = check(strings);
    if (problem && !problems[problem.field]) problems[problem.field] = problem.message;
  }
  return problems;
}

/** The fields asked for under a jurisdiction. */
export const fieldsFor = (template: TLegalTemplate, jurisdiction: TLegalJurisdiction): TLegalField[] =>
  template.fields.filter((field) => !field.only || field.only.includes(jurisdiction));

export const titleFor = (template: TLegalTemplate, jurisdiction: TLegalJurisdiction): string =>
  template.titles?.[jurisdiction] ?? template.title;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Every placeholder key a template uses (to check templates against their fields). */
export function placeholdersOf(template: TLegalTemplate): Set<string> {
  const keys = new Set<string>();
  const texts = [
    ...template.preamble,
    ...template.signatures,
    ...template.clauses.flatMap((clause) => [
      clause.heading,
      ...(clause.paragraphs ?? []),
      ...Object.values(clause.variants ?? {}).flat(),
    ]),
  ];
  for (const text of texts) for (const match of text.matchAll(PLACEHOLDER)) keys.add(match[1] as string);
  return keys;
}

function fill(
  text: string,
  template: TLegalTemplate,
  jurisdiction: TLegalJurisdiction,
  values: Readonly<Record<string, string>>,
): TLegalParagraph {
  const terms = JURISDICTION_TERMS[jurisdiction] as Record<string, string>;
  const segments: TLegalParagraph = [];
  let last = 0;
  const push = (segment: TLegalSegment) => {
    const previous = segments.at(-1);
    // "Acme Inc." at the end of a sentence: one full stop, not two.
    if (
      segment.kind === 'text' &&
      segment.text.startsWith('.') &&
      previous?.kind === 'field' &&
      previous.value?.endsWith('.')
    ) {
      segment.text = segment.text.slice(1);
    }
    if (segment.kind === 'text' && previous?.kind === 'text') previous.text += segment.text;
    else if (segment.kind !== 'text' || segment.text) segments.push(segment);
  };
  for (const match of text.matchAll(PLACEHOLDER)) {
    push({ kind: 'text', text: text.slice(last, match.index) });
    last = (match.index ?? 0) + match[0].length;
    const key = match[1] as string;
    if (key.startsWith('j.') && typeof terms[key.slice(2)] === 'string') {
      push({ kind: 'text', text: terms[key.slice(2)] as string });
      continue;
    }
    const field = template.fields.find((candidate) => candidate.key === key);
    const value = field ? formatLegalValue(field, values[key], jurisdiction) : null;
    push({ kind: 'field', key, label: field?.label ?? key, value });
  }
  push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/**
 * The document with whatever is filled in; empty fields stay as `value: null` segments. The web's live
 * preview renders this as you type.
 */
export function previewAgreement(
  template: TLegalTemplate,
  jurisdiction: TLegalJurisdiction,
  values: Readonly<Record<string, string>>,
): TLegalDocument {
  const text = (source: string) => fill(source, template, jurisdiction, values);
  const clauses = template.clauses.filter((clause) => !clause.only || clause.only.includes(jurisdiction));
  return {
    templateId: template.id,
    jurisdiction,
    title: titleFor(template, jurisdiction),
    preamble: template.preamble.map(text),
    sections: clauses.map((clause, index) => ({
      number: template.numbered ? String(index + 1) : null,
      heading: clause.heading,
      paragraphs: (clause.variants?.[jurisdiction] ?? clause.paragraphs ?? []).map(text),
    })),
    signatures: template.signatures.map(text),
  };
}

export const paragraphText = (paragraph: TLegalParagraph): string =>
  paragraph
    .map((segment) => (segment.kind === 'text' ? segment.text : (segment.value ?? `{{${segment.key}}}`)))
    .join('');

/** The whole document as plain text (also what the "no {{…}} left" rule checks). */
export function documentText(document: TLegalDocument): string {
  const lines = [document.title, ...document.preamble.map(paragraphText)];
  for (const section of document.sections) {
    lines.push(section.number ? `${section.number}. ${section.heading}` : section.heading);
    section.paragraphs.forEach((paragraph, index) =>
      lines.push(
        section.number && section.paragraphs.length > 1
          ? `${section.number}.${index + 1} ${paragraphText(paragraph)}`
          : paragraphText(paragraph),
      ),
    );
  }
  lines.push(...document.signatures.map(paragraphText));
  return lines.join('\n');
}

/** Why a document cannot be finished: the fields still empty, or placeholders that would remain. */
export class LegalRenderError extends Error {
  constructor(
    readonly missing: { key: string; label: string }[],
    readonly leftover: string[],
  ) {
    super(
      missing.length
        ? `Please fill in: ${missing.map((field) => field.label).join(', ')}.`
        : `The document still contains placeholders: ${leftover.join(', ')}.`,
    );
    this.name = 'LegalRenderError';
  }
}

/**
 * The finished document. Refuses (LegalRenderError) if any field in the text is empty or invalid, or if any
 * `{{…}}` (or a stray `{{`/`}}` typed into a value) would remain.
 */
export function renderAgreement(
  template: TLegalTemplate,
  jurisdiction: TLegalJurisdiction,
  values: Readonly<Record<string, string>>,
): TLegalDocument {
  const document = previewAgreement(template, jurisdiction, values);
  const missing = new Map<string, string>();
  const paragraphs = [
    ...document.preamble,
    ...document.sections.flatMap((section) => section.paragraphs),
    ...document.signatures,
  ];
  for (const segment of paragraphs.flat()) {
    if (segment.kind === 'field' && segment.value === null) missing.set(segment.key, segment.label);
  }
  const leftover = [...new Set(documentText(document).match(/\{\{[^}]*\}\}|\{\{|\}\}/g) ?? [])];
  if (missing.size || leftover.length) {
    throw new LegalRenderError(
      [...missing].map(([key, label]) => ({ key, label })),
      leftover,
    );
  }
  return document;
}

/** "Mutual NDA - Acme Ltd and Beta Ltd" (safe as a file name), from the template and its parties. */
export function legalDocumentName(
  template: TLegalTemplate,
  jurisdiction: TLegalJurisdiction,
  values: Readonly<Record<string, string>>,
): string {
  const parties = template.partyFields.map((key) => (values[key] ?? '').trim()).filter(Boolean);
  const name = parties.length
    ? `${titleFor(template, jurisdiction)} - ${parties.join(' and ')}`
    : titleFor(template, jurisdiction);
  return name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
}
