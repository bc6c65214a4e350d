// Legal agreement templates (issue 8): mutual NDA, founders' agreement, consultancy agreement.
// Plain-English drafting; every {{key}} is a field of its template or a jurisdiction term ({{j.…}}).
import type { TLegalTemplate } from './legal';

const governingLawClause = {
  heading: 'Governing law and jurisdiction',
  paragraphs: [
    'This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter or formation shall be governed by and construed in accordance with {{j.governingLaw}}.',
    'Each party irrevocably agrees that {{j.courts}} shall have exclusive jurisdiction to settle any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with this Agreement or its subject matter or formation.',
  ],
} as const;

export const MUTUAL_NDA: TLegalTemplate = {
  id: 'mutual-nda',
  title: 'Mutual Non-Disclosure Agreement',
  summary: 'Both sides share confidential information for a stated purpose and promise to keep it secret.',
  partyFields: ['partyAName', 'partyBName'],
  numbered: true,
  fields: [
    { key: 'partyAName', label: 'First party name', kind: 'text', placeholder: 'Acme Ltd' },
    { key: 'partyAAddress', label: 'First party address', kind: 'text', placeholder: '1 High Street, London' },
    { key: 'partyBName', label: 'Second party name', kind: 'text', placeholder: 'Beta Ventures Ltd' },
    { key: 'partyBAddress', label: 'Second party address', kind: 'text', placeholder: '2 Market Square, Leeds' },
    { key: 'effectiveDate', label: 'Effective date', kind: 'date' },
    {
      key: 'purpose',
      label: 'Purpose',
      kind: 'longtext',
      hint: 'Why the information is shared, e.g. "evaluating a possible software development partnership".',
    },
    { key: 'termYears', label: 'Confidentiality period (years)', kind: 'integer', min: 1, max: 10 },
  ],
  preamble: [
    'This Mutual Non-Disclosure Agreement (the "Agreement") is dated {{effectiveDate}} (the "Effective Date") and is made between:',
    '(1) {{partyAName}} of {{partyAAddress}}; and',
    '(2) {{partyBName}} of {{partyBAddress}},',
    'each a "party" and together the "parties". Each party may disclose Confidential Information (as defined below) to the other for the purpose of {{purpose}} (the "Purpose"). In consideration of the mutual obligations below, the parties agree as follows.',
  ],
  clauses: [
    {
      heading: 'Confidential Information',
      paragraphs: [
        '"Confidential Information" means all information of a confidential nature, in any form or medium, disclosed by or on behalf of a party (the "Discloser") to the other party (the "Recipient") on or after the Effective Date in connection with the Purpose, including information about the Discloser\'s business, customers, suppliers, products, software, know-how, designs, trade secrets, finances and plans, and any information derived from it.',
        "Information is not Confidential Information if the Recipient can show that it: (a) is or becomes generally available to the public other than through a breach of this Agreement; (b) was lawfully in the Recipient's possession free of any obligation of confidence before it was disclosed; (c) is lawfully received from a third party who is free to disclose it; or (d) is independently developed by the Recipient without use of the Confidential Information.",
      ],
    },
    {
      heading: 'Obligations of confidence',
      paragraphs: [
        'The Recipient shall: (a) keep the Confidential Information secret and confidential; (b) use it only for the Purpose; (c) not disclose it to any person except its directors, employees, professional advisers and contractors who need to know it for the Purpose and who are bound by obligations of confidence no less protective than those in this Agreement; and (d) protect it with at least the degree of care it uses for its own confidential information, and in any event no less than reasonable care.',
        'The Recipient is responsible for any act or omission of a person to whom it discloses Confidential Information as if it were its own.',
      ],
    },
    {
      heading: 'Disclosure required by law',
      paragraphs: [
        "The Recipient may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority or by a court of competent jurisdiction, provided that, to the extent it is legally permitted to do so, it gives the Discloser as much notice of the disclosure as possible and takes into account the Discloser's reasonable requests about its content and timing.",
      ],
    },
    {
      heading: 'Return and destruction',
      paragraphs: [
        "On the Discloser's written request, and in any event when the Purpose ends, the Recipient shall promptly return or destroy all documents and materials containing Confidential Information and erase it from its systems so far as reasonably practicable, and confirm in writing that it has done so. The Recipient may keep copies required by law or regulation or held in routine back-ups, which remain subject to this Agreement.",
      ],
    },
    {
      heading: 'No licence and no warranty',
      paragraphs: [
        'All Confidential Information remains the property of the Discloser. Nothing in this Agreement grants the Recipient any licence or right in any intellectual property of the Discloser, other than the right to use the Confidential Information for the Purpose.',
        'Confidential Information is provided "as is". The Discloser gives no warranty as to its accuracy or completeness. Neither party is obliged by this Agreement to disclose any information or to enter into any further agreement.',
      ],
    },
    {
      heading: 'Duration',
      paragraphs: [
        'The obligations in this Agreement continue for {{termYears}} years from the Effective Date, except in relation to trade secrets, which shall be kept confidential for as long as they remain trade secrets.',
      ],
    },
    {
      heading: 'Remedies',
      variants: {
        'england-wales': [
          'Each party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement. Accordingly, without prejudice to any other rights and remedies it may have, the Discloser shall be entitled to seek the remedies of injunction, specific performance and other equitable relief for any threatened or actual breach.',
        ],
        ireland: [
          'Each party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement. Accordingly, without prejudice to any other rights and remedies it may have, the Discloser shall be entitled to seek injunctive relief, specific performance and other equitable remedies from the courts for any threatened or actual breach.',
        ],
        delaware: [
          'Each party acknowledges that a breach of this Agreement may cause the Discloser irreparable harm for which monetary damages would be an inadequate remedy. Accordingly, the Discloser shall be entitled to seek specific performance and injunctive or other equitable relief, without the necessity of posting a bond or proving actual damages, in addition to any other remedy available at law or in equity.',
        ],
      },
    },
    {
      heading: 'General',
      paragraphs: [
        'This Agreement is the entire agreement between the parties about its subject matter and supersedes any earlier arrangement. No variation of it is effective unless it is in writing and signed by both parties. No failure or delay in exercising a right under it is a waiver of that right.',
        '{{j.thirdParties}}',
        'This Agreement may be signed in any number of counterparts, including by electronic signature, each of which is an original and which together are one agreement.',
      ],
    },
    governingLawClause,
  ],
  signatures: [
    'Signed by an authorised signatory for and on behalf of {{partyAName}}',
    'Signed by an authorised signatory for and on behalf of {{partyBName}}',
  ],
};

const atMost100: TLegalTemplate['checks'] = [
  (values) => {
    const one = Number(values.founderOneEquity);
    const two = Number(values.founderTwoEquity);
    if (!Number.isFinite(one) || !Number.isFinite(two) || !values.founderOneEquity || !values.founderTwoEquity)
      return null;
    return one + two > 100
      ? { field: 'founderTwoEquity', message: "The founders' shares add up to more than 100%." }
      : null;
  },
  (values) => {
    const cliff = Number(values.cliffMonths);
    const vesting = Number(values.vestingMonths);
    if (!values.cliffMonths || !values.vestingMonths || !Number.isFinite(cliff) || !Number.isFinite(vesting))
      return null;
    return cliff > vesting
      ? { field: 'cliffMonths', message: 'The cliff cannot be longer than the vesting period.' }
      : null;
  },
];

export const FOUNDERS_AGREEMENT: TLegalTemplate = {
  id: 'founders-agreement',
  title: "Founders' Agreement",
  summary: 'Who owns what, who does what, vesting, leavers, intellectual property and decisions between co-founders.',
  partyFields: ['founderOneName', 'founderTwoName'],
  numbered: true,
  checks: atMost100,
  fields: [
    { key: 'companyName', label: 'Company name', kind: 'text', placeholder: 'Acme Ltd' },
    { key: 'effectiveDate', label: 'Effective date', kind: 'date' },
    {
      key: 'businessDescription',
      label: 'What the business does',
      kind: 'longtext',
      placeholder: 'a subscription platform for independent gyms',
    },
    { key: 'founderOneName', label: 'First founder name', kind: 'text' },
    { key: 'founderOneEmail', label: 'First founder email', kind: 'email' },
    { key: 'founderOneRole', label: 'First founder role', kind: 'text', placeholder: 'Chief Executive Officer' },
    { key: 'founderOneEquity', label: 'First founder equity (%)', kind: 'percent', min: 0, max: 100 },
    { key: 'founderTwoName', label: 'Second founder name', kind: 'text' },
    { key: 'founderTwoEmail', label: 'Second founder email', kind: 'email' },
    { key: 'founderTwoRole', label: 'Second founder role', kind: 'text', placeholder: 'Chief Technology Officer' },
    { key: 'founderTwoEquity', label: 'Second founder equity (%)', kind: 'percent', min: 0, max: 100 },
    { key: 'vestingMonths', label: 'Vesting period (months)', kind: 'integer', min: 1, max: 120 },
    { key: 'cliffMonths', label: 'Cliff (months)', kind: 'integer', min: 0, max: 60 },
  ],
  preamble: [
    'This Founders\' Agreement (the "Agreement") is dated {{effectiveDate}} and is made between {{founderOneName}} ({{founderOneEmail}}) and {{founderTwoName}} ({{founderTwoEmail}}) (each a "Founder" and together the "Founders") in relation to {{companyName}} (the "Company"), whose business is {{businessDescription}} (the "Business").',
  ],
  clauses: [
    {
      heading: 'Ownership',
      variants: {
        'england-wales': [
          "The Founders shall hold the issued ordinary shares of the Company in the following proportions: {{founderOneName}}: {{founderOneEquity}}; {{founderTwoName}}: {{founderTwoEquity}}. Any shares not allocated to the Founders are reserved for a future employee share option pool or investors as the board decides. The Founders shall procure that the Company's articles of association and register of members filed with {{j.companyRegistry}} reflect this Agreement.",
        ],
        ireland: [
          "The Founders shall hold the issued ordinary shares of the Company in the following proportions: {{founderOneName}}: {{founderOneEquity}}; {{founderTwoName}}: {{founderTwoEquity}}. Any shares not allocated to the Founders are reserved for a future employee share option pool or investors as the board decides. The Founders shall procure that the Company's constitution and register of members, and its filings with {{j.companyRegistry}}, reflect this Agreement.",
        ],
        delaware: [
          "The Founders shall hold the issued shares of common stock of the Company in the following proportions: {{founderOneName}}: {{founderOneEquity}}; {{founderTwoName}}: {{founderTwoEquity}}. Any shares not allocated to the Founders are reserved for a future equity incentive plan or investors as the board of directors decides. Each Founder's shares shall be issued under a restricted stock purchase agreement consistent with this Agreement.",
        ],
      },
    },
    {
      heading: 'Roles and commitment',
      paragraphs: [
        '{{founderOneName}} shall act as {{founderOneRole}} and {{founderTwoName}} shall act as {{founderTwoRole}}. Each Founder shall devote substantially all of their working time and attention to the Business, act in good faith towards the Company and the other Founder, and not carry on any business that competes with the Business while they hold shares in the Company.',
      ],
    },
    {
      heading: 'Vesting',
      paragraphs: [
        "Each Founder's shares vest over {{vestingMonths}} months from the date of this Agreement, subject to a cliff of {{cliffMonths}} months: no shares vest before the end of the cliff, at which point the shares for the cliff period vest, and the remainder vest in equal monthly instalments for the rest of the vesting period, for as long as the Founder remains engaged by the Company.",
      ],
      variants: {
        delaware: [
          "Each Founder's shares vest over {{vestingMonths}} months from the date of this Agreement, subject to a cliff of {{cliffMonths}} months: no shares vest before the end of the cliff, at which point the shares for the cliff period vest, and the remainder vest in equal monthly instalments for the rest of the vesting period, for as long as the Founder remains in continuous service with the Company. Unvested shares are subject to a repurchase option in favour of the Company at the lower of cost and fair market value.",
          'Each Founder acknowledges that they should consult their own tax adviser about filing an election under Section 83(b) of the Internal Revenue Code within 30 days of the issue of their shares, and that filing it is their own responsibility.',
        ],
      },
    },
    {
      heading: 'Leavers',
      paragraphs: [
        'If a Founder ceases to be engaged by the Company, the Company (or a person it nominates) may buy their unvested shares. A "Good Leaver" (a Founder who leaves because of death, serious ill-health or permanent incapacity, or who is dismissed other than for cause) shall be paid the higher of nominal value and market value for those shares. A "Bad Leaver" (any other leaver, including a Founder who resigns or is dismissed for cause) shall be paid the lower of nominal value and market value. Vested shares are kept in each case.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'Each Founder assigns to the Company, with full title guarantee and by way of present assignment of future rights, all intellectual property rights in anything they have created or create for the Business, whether before or after the date of this Agreement, and waives any moral rights in it to the extent permitted by law. Each Founder shall sign any document the Company reasonably requests to perfect this assignment.',
      ],
    },
    {
      heading: 'Decisions',
      paragraphs: [
        'Day-to-day decisions are made by the Founder responsible for the relevant area. The following require the written consent of both Founders: issuing new shares or options; borrowing more than the amount the board agrees from time to time; selling the Business or any material asset; changing the nature of the Business; and appointing or removing a director. If the Founders cannot agree after good-faith discussion for 30 days, either may refer the matter to mediation before starting court proceedings.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'Each Founder shall keep confidential all information about the Company and the Business that is not public, during their involvement with the Company and after it ends, except as required by law or as the board authorises.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        "This Agreement is intended to be replaced in due course by a shareholders' agreement and the Company's constitutional documents; until then, the Founders shall exercise their votes to give effect to it. No variation is effective unless in writing and signed by both Founders.",
        '{{j.thirdParties}}',
      ],
    },
    governingLawClause,
  ],
  signatures: ['Signed by {{founderOneName}}', 'Signed by {{founderTwoName}}'],
};

export const CONSULTANCY_AGREEMENT: TLegalTemplate = {
  id: 'consultancy-agreement',
  title: 'Consultancy Agreement',
  summary: 'Engage an independent consultant: services, fees, invoicing, IP, confidentiality and termination.',
  partyFields: ['clientName', 'consultantName'],
  numbered: true,
  fields: [
    { key: 'clientName', label: 'Client name', kind: 'text', placeholder: 'Acme Ltd' },
    { key: 'clientAddress', label: 'Client address', kind: 'text' },
    { key: 'consultantName', label: 'Consultant name', kind: 'text', placeholder: 'Jane Smith Consulting Ltd' },
    { key: 'consultantAddress', label: 'Consultant address', kind: 'text' },
    { key: 'startDate', label: 'Start date', kind: 'date' },
    { key: 'services', label: 'Services', kind: 'longtext', placeholder: 'designing and building the company website' },
    { key: 'dayRate', label: 'Day rate', kind: 'money', min: 1, max: 100000 },
    { key: 'paymentDays', label: 'Invoices payable within (days)', kind: 'integer', min: 1, max: 120 },
    { key: 'noticeDays', label: 'Notice period (days)', kind: 'integer', min: 1, max: 180 },
  ],
  preamble: [
    'This Consultancy Agreement (the "Agreement") is dated {{startDate}} and is made between {{clientName}} of {{clientAddress}} (the "Client") and {{consultantName}} of {{consultantAddress}} (the "Consultant").',
  ],
  clauses: [
    {
      heading: 'Engagement',
      paragraphs: [
        'The Client engages the Consultant to provide the following services: {{services}} (the "Services"), from {{startDate}} until this Agreement is terminated in accordance with its terms. The Consultant shall provide the Services with reasonable skill, care and diligence and in accordance with good industry practice.',
        "The Consultant may decide how, when and where the Services are provided, subject to the Client's reasonable requirements for coordination and security, and may, with the Client's prior written consent (not to be unreasonably withheld), provide a suitably qualified substitute at the Consultant's own cost.",
      ],
    },
    {
      heading: 'Fees and invoicing',
      paragraphs: [
        'The Client shall pay the Consultant {{dayRate}} for each full day on which the Services are provided (pro rata for part days), plus any applicable sales tax or VAT, together with reasonable expenses approved in advance in writing.',
        'The Consultant shall invoice monthly in arrears with a record of the days worked. The Client shall pay each valid invoice within {{paymentDays}} days of receipt.',
      ],
    },
    {
      heading: 'Status',
      variants: {
        'england-wales': [
          'The Consultant is an independent contractor and nothing in this Agreement makes the Consultant an employee, worker, agent or partner of the Client. The Consultant is responsible for all income tax, National Insurance contributions and VAT arising from the fees, and shall indemnify the Client against any such liability. The parties have considered the off-payroll working rules (IR35) and shall cooperate in good faith with any status determination the Client is required to make.',
        ],
        ireland: [
          'The Consultant is an independent contractor and nothing in this Agreement makes the Consultant an employee, agent or partner of the Client. The Consultant is responsible for all income tax, Universal Social Charge, PRSI and VAT arising from the fees, and for any registration with the Revenue Commissioners, and shall indemnify the Client against any such liability.',
        ],
        delaware: [
          'The Consultant is an independent contractor and not an employee, agent, joint venturer or partner of the Client, and is not entitled to participate in any employee benefit plan of the Client. The Consultant is solely responsible for all federal, state and local taxes arising from the fees, and the Client will report the fees on IRS Form 1099 where required.',
        ],
      },
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'All intellectual property rights in the work products the Consultant creates in providing the Services vest in the Client on creation, and the Consultant assigns them to the Client with full title guarantee, including by way of present assignment of future rights. The Consultant keeps the rights in its pre-existing materials and grants the Client a perpetual, royalty-free, non-exclusive licence to use any of them incorporated in the work products.',
      ],
    },
    {
      heading: 'Confidentiality and data protection',
      paragraphs: [
        "The Consultant shall keep the Client's confidential information secret, use it only to provide the Services and return it when this Agreement ends. Where the Consultant processes personal data on the Client's behalf, it shall do so only on the Client's documented instructions and in accordance with {{j.dataLaw}}.",
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        "Nothing in this Agreement limits liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be limited by law. Subject to that, neither party is liable for any indirect or consequential loss, and each party's total liability under this Agreement is limited to the fees paid and payable in the twelve months before the claim arose.",
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        "Either party may terminate this Agreement by giving the other at least {{noticeDays}} days' written notice. Either party may terminate it immediately by written notice if the other commits a material breach which, if remediable, is not remedied within 14 days of being notified of it, or becomes insolvent.",
        'On termination the Client shall pay for Services properly provided up to the date of termination, and the clauses on intellectual property, confidentiality and liability continue in force.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        "This Agreement is the entire agreement between the parties about its subject matter. No variation is effective unless in writing and signed by both parties. Neither party may assign this Agreement without the other's written consent.",
        '{{j.thirdParties}}',
      ],
    },
    governingLawClause,
  ],
  signatures: ['Signed for and on behalf of {{clientName}}', 'Signed for and on behalf of {{consultantName}}'],
};
