/** Field names that do not read as words when split ("tld", "otp"), and names a person knows better. */
const LABELS: Record<string, string> = {
  id: 'ID',
  tld: 'TLD',
  sld: 'SLD',
  ttl: 'TTL',
  csr: 'CSR',
  otp: 'Code',
  url: 'Web address',
  signupref: 'Referral code',
  expMonth: 'Expiry month',
  expYear: 'Expiry year',
  cvc: 'Security code',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  isActive: 'Active',
  apiType: 'API type',
  CertID: 'Certificate ID',
  DVAuthMethod: 'Validation method',
  ApproverEmail: 'Approver email',
};

/**
 * A field name as the first words of a sentence a person reads: "pageSize" → "Page size",
 * "planId" → "Plan ID", "amountPence" → "Amount", "links.0.url" → "Links web address".
 * Messages name fields this way, never with a program's "field: …" prefix.
 */
export function fieldLabel(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  // Already words ("Start-up costs"): only the first letter may need a capital.
  if (/\s/.test(name)) return sentence(name);
  const words = name
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .flatMap((part) => LABELS[part]?.split(' ') ?? part.replace(/Pence$/, '').split(/(?=[A-Z])/))
    .map((word) => (word.toLowerCase() === 'id' ? 'ID' : word === word.toUpperCase() ? word : word.toLowerCase()));
  return sentence(words.join(' '));
}

/** Text with its first letter in capitals, as a message shown on its own begins. */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
