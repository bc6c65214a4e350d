import terms from './terms.json';
import type { TLegalDocument } from './types';

/** The terms and conditions shown at /terms-&-conditions. The text is data in terms.json; the type checks its shape. */
export const TERMS: TLegalDocument = terms;
