import { LegalDocument } from '../components/legal-document';
import { TERMS } from '../documents/terms';

/** SPEC §2 /terms-&-conditions. */
export default function TermsPage() {
  return <LegalDocument document={TERMS} />;
}
