import privacy from './privacy.json';
import type { TLegalDocument } from './types';

/** The privacy policy shown at /privacy-policy (UK GDPR and the Data Protection Act 2018). The text is data in privacy.json; the type checks its shape. */
export const PRIVACY: TLegalDocument = privacy;
