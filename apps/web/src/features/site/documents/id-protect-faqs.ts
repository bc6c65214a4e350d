import idProtectFaqs from './id-protect-faqs.json';
import type { TFaqDocument } from './types';

/** The ID Protect (WHOIS privacy) FAQs shown at /id-protect-faqs (also published as FAQPage structured data). The text is data in id-protect-faqs.json; the type checks its shape. */
export const ID_PROTECT_FAQS: TFaqDocument = idProtectFaqs;
