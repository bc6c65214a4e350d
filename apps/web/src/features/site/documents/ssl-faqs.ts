import sslFaqs from './ssl-faqs.json';
import type { TFaqDocument } from './types';

/** The SSL certificate FAQs shown at /ssl-faqs (also published as FAQPage structured data). The text is data in ssl-faqs.json; the type checks its shape. */
export const SSL_FAQS: TFaqDocument = sslFaqs;
