import { LegalDocument } from '../components/legal-document';
import { PRIVACY } from '../documents/privacy';

/** SPEC §2 /privacy. */
export default function PrivacyPage() {
  return <LegalDocument document={PRIVACY} />;
}
