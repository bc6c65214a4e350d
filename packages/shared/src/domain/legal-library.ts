// The legal template library (issue 8): the seven templates in the order the picker shows them. Their text is
// data, one JSON file per template in packages/shared/content/legal-templates, checked when this module loads;
// the api and the web both import it from here, so the web's live preview and the api's PDF read the same text.
import consultancyAgreement from '../../content/legal-templates/consultancy-agreement.json';
import convertibleNote from '../../content/legal-templates/convertible-note.json';
import employmentOfferLetter from '../../content/legal-templates/employment-offer-letter.json';
import foundersAgreement from '../../content/legal-templates/founders-agreement.json';
import mutualNda from '../../content/legal-templates/mutual-nda.json';
import privacyPolicy from '../../content/legal-templates/privacy-policy.json';
import websiteTerms from '../../content/legal-templates/website-terms.json';
import type { TLegalTemplate } from './legal';
import { LEGAL_CHECKS } from './legal-checks';
import { parseLegalTemplate } from './legal-template-data';

export * from './legal';

/** Each template's file, in picker order. */
export const LEGAL_TEMPLATE_FILES: ReadonlyArray<readonly [fileName: string, data: unknown]> = [
  ['mutual-nda.json', mutualNda],
  ['founders-agreement.json', foundersAgreement],
  ['consultancy-agreement.json', consultancyAgreement],
  ['employment-offer-letter.json', employmentOfferLetter],
  ['website-terms.json', websiteTerms],
  ['privacy-policy.json', privacyPolicy],
  ['convertible-note.json', convertibleNote],
];

export const LEGAL_TEMPLATES: readonly TLegalTemplate[] = LEGAL_TEMPLATE_FILES.map(([fileName, data]) => {
  const template = parseLegalTemplate(fileName, data);
  const checks = LEGAL_CHECKS[template.id];
  return checks ? { ...template, checks } : template;
});

export const LEGAL_TEMPLATE_IDS = LEGAL_TEMPLATES.map((template) => template.id);

export const findLegalTemplate = (id: string): TLegalTemplate | undefined =>
  LEGAL_TEMPLATES.find((template) => template.id === id);
