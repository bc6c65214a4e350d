// The legal template library (issue 8): the seven templates in the order the picker shows them.
import type { TLegalTemplate } from './legal';
import { CONSULTANCY_AGREEMENT, FOUNDERS_AGREEMENT, MUTUAL_NDA } from './legal-templates-agreements';
import { CONVERTIBLE_NOTE, OFFER_LETTER, PRIVACY_POLICY, WEBSITE_TERMS } from './legal-templates-documents';

export * from './legal';

export const LEGAL_TEMPLATES: readonly TLegalTemplate[] = [
  MUTUAL_NDA,
  FOUNDERS_AGREEMENT,
  CONSULTANCY_AGREEMENT,
  OFFER_LETTER,
  WEBSITE_TERMS,
  PRIVACY_POLICY,
  CONVERTIBLE_NOTE,
];

export const LEGAL_TEMPLATE_IDS = LEGAL_TEMPLATES.map((template) => template.id);

export const findLegalTemplate = (id: string): TLegalTemplate | undefined =>
  LEGAL_TEMPLATES.find((template) => template.id === id);
