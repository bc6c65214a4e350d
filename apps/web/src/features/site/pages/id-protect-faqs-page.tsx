import { FaqDocument } from '../components/faq-document';
import { ID_PROTECT_FAQS } from '../documents/id-protect-faqs';

/** SPEC §2 /id-protect-faqs. */
export default function IdProtectFaqsPage() {
  return <FaqDocument document={ID_PROTECT_FAQS} eyebrow="ID Protect" />;
}
