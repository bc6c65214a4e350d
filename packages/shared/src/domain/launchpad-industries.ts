// The industry keys content rows (events, communities, investors, founders, perks) are tagged with.
// Each industry family of the AI builder (./industries) maps to one of them through `content_key`,
// so recommendations match an idea's industry. No I/O.

export const CONTENT_INDUSTRIES = [
  { key: 'food', label: 'food and drink' },
  { key: 'health', label: 'health and wellbeing' },
  { key: 'fitness', label: 'fitness and sport' },
  { key: 'pets', label: 'pets and animal care' },
  { key: 'education', label: 'education and learning' },
  { key: 'finance', label: 'finance and fintech' },
  { key: 'fashion', label: 'fashion and apparel' },
  { key: 'travel', label: 'travel and hospitality' },
  { key: 'property', label: 'property and home' },
  { key: 'logistics', label: 'logistics and mobility' },
  { key: 'sustainability', label: 'climate and sustainability' },
  { key: 'agriculture', label: 'agriculture and farming' },
  { key: 'gaming', label: 'gaming and entertainment' },
  { key: 'beauty', label: 'beauty and personal care' },
  { key: 'work', label: 'work, hiring and productivity' },
  { key: 'retail', label: 'retail and e-commerce' },
  { key: 'family', label: 'parenting and family' },
  { key: 'software', label: 'software and AI' },
  { key: 'general', label: 'consumer services' },
] as const;

export type TContentIndustryKey = (typeof CONTENT_INDUSTRIES)[number]['key'];
