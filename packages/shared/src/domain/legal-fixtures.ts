// Test fixtures (not tests): a complete, valid set of values for any legal template.
import type { TLegalTemplate } from './legal';

const NAMED: Record<string, string> = {
  partyAName: 'Acme Widgets Ltd',
  partyBName: 'Beta Ventures Ltd',
  founderOneName: 'Ada Lovelace',
  founderTwoName: 'Charles Babbage',
  clientName: 'Acme Widgets Ltd',
  consultantName: 'Grace Hopper Consulting Ltd',
  employerName: 'Acme Widgets Ltd',
  candidateName: 'Alan Turing',
  companyName: 'Acme Widgets Ltd',
  investorName: 'Katherine Johnson',
  longstopDate: '2026-09-01',
  websiteUrl: 'https://www.acme.example',
};

export function sampleLegalValues(template: TLegalTemplate): Record<string, string> {
  return Object.fromEntries(
    template.fields.map((field): [string, string] => {
      const named = NAMED[field.key];
      if (named) return [field.key, named];
      switch (field.kind) {
        case 'date':
          return [field.key, '2026-03-01'];
        case 'money':
          return [field.key, '25,000'];
        case 'email':
          return [field.key, 'someone@acme.example'];
        case 'percent':
          return [field.key, '20'];
        case 'integer':
          return [field.key, String(Math.min(field.max ?? 12, Math.max(field.min ?? 0, 12)))];
        case 'url':
          return [field.key, 'https://www.acme.example'];
        case 'longtext':
          return [field.key, 'building a marketplace for handmade furniture'];
        default:
          return [field.key, `${field.label} sample`];
      }
    }),
  );
}
