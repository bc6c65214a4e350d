import { FaqDocument } from '../components/faq-document';
import { SSL_FAQS } from '../documents/ssl-faqs';

/** SPEC §2 /ssl-faqs. */
export default function SslFaqsPage() {
  return <FaqDocument document={SSL_FAQS} eyebrow="SSL certificates" />;
}
