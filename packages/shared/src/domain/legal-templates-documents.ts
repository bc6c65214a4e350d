// Legal templates (issue 8): employment offer letter, website terms of use, privacy policy and the
// SAFE-style convertible instrument (an Advance Subscription Agreement in England & Wales and Ireland).
import type { TLegalTemplate } from './legal';

export const OFFER_LETTER: TLegalTemplate = {
  id: 'employment-offer-letter',
  title: 'Employment Offer Letter',
  summary: 'Offer a job: title, start date, salary, hours, holiday, probation and the conditions of the offer.',
  partyFields: ['employerName', 'candidateName'],
  numbered: false,
  fields: [
    { key: 'employerName', label: 'Employer name', kind: 'text', placeholder: 'Acme Ltd' },
    { key: 'employerAddress', label: 'Employer address', kind: 'text' },
    { key: 'candidateName', label: 'Candidate name', kind: 'text' },
    { key: 'candidateEmail', label: 'Candidate email', kind: 'email' },
    { key: 'jobTitle', label: 'Job title', kind: 'text', placeholder: 'Senior Software Engineer' },
    { key: 'managerName', label: 'Reports to', kind: 'text', placeholder: 'Alex Jones, CTO' },
    { key: 'startDate', label: 'Start date', kind: 'date' },
    { key: 'salary', label: 'Annual salary', kind: 'money', min: 1, max: 10000000 },
    { key: 'hoursPerWeek', label: 'Hours per week', kind: 'integer', min: 1, max: 48 },
    { key: 'holidayDays', label: 'Paid holiday (days a year)', kind: 'integer', min: 0, max: 60 },
    {
      key: 'probationMonths',
      label: 'Probation (months)',
      kind: 'integer',
      min: 1,
      max: 12,
      only: ['england-wales', 'ireland'],
    },
    { key: 'offerExpiryDate', label: 'Accept by', kind: 'date' },
  ],
  checks: [
    (values) =>
      values.offerExpiryDate && values.startDate && values.offerExpiryDate > values.startDate
        ? { field: 'offerExpiryDate', message: 'The offer should be accepted before the start date.' }
        : null,
  ],
  preamble: [
    '{{employerName}}, {{employerAddress}}',
    'To: {{candidateName}} ({{candidateEmail}})',
    'Dear {{candidateName}},',
    'We are delighted to offer you employment with {{employerName}} (the "Company") on the terms set out in this letter.',
  ],
  clauses: [
    {
      heading: 'Position',
      paragraphs: [
        'Your job title will be {{jobTitle}}, reporting to {{managerName}}. Your employment will start on {{startDate}}.',
      ],
    },
    {
      heading: 'Salary',
      variants: {
        'england-wales': [
          "Your salary will be {{salary}} a year, paid monthly in arrears by bank transfer, less deductions for income tax and National Insurance contributions. You will be auto-enrolled into the Company's workplace pension scheme in accordance with the Pensions Act 2008.",
        ],
        ireland: [
          'Your salary will be {{salary}} a year, paid monthly in arrears by bank transfer, less deductions for income tax, Universal Social Charge and PRSI. Details of any pension arrangements will be provided to you in accordance with applicable law.',
        ],
        delaware: [
          "Your annual base salary will be {{salary}}, less applicable withholdings and deductions, paid in accordance with the Company's regular payroll practices. This position is classified as exempt under the Fair Labor Standards Act. You will be eligible to participate in the employee benefit plans the Company makes available to similarly situated employees, subject to the terms of those plans.",
        ],
      },
    },
    {
      heading: 'Hours and holiday',
      variants: {
        'england-wales': [
          "Your normal working hours will be {{hoursPerWeek}} hours a week, Monday to Friday. You will be entitled to {{holidayDays}} days' paid holiday a year (pro rata for part years) in addition to the usual public holidays in England and Wales, which together must be no less than your statutory entitlement under the Working Time Regulations 1998.",
        ],
        ireland: [
          "Your normal working hours will be {{hoursPerWeek}} hours a week, Monday to Friday, subject to the Organisation of Working Time Act 1997. You will be entitled to {{holidayDays}} days' paid annual leave a year (pro rata for part years), which must be no less than your statutory entitlement, in addition to public holidays.",
        ],
        delaware: [
          "Your normal schedule is expected to be {{hoursPerWeek}} hours a week. You will be eligible for {{holidayDays}} days of paid time off a year in accordance with the Company's paid time off policy, in addition to Company-observed holidays.",
        ],
      },
    },
    {
      heading: 'Probation',
      only: ['england-wales', 'ireland'],
      paragraphs: [
        "The first {{probationMonths}} months of your employment will be a probationary period, during which either you or the Company may end your employment by giving one week's written notice. After you complete probation, the notice period will be as set out in your contract of employment.",
      ],
    },
    {
      heading: 'At-will employment',
      only: ['delaware'],
      paragraphs: [
        'Your employment with the Company will be "at will". This means that either you or the Company may terminate the employment relationship at any time, with or without cause and with or without notice. Nothing in this letter or in any Company policy creates a contract of employment for any specific period. The at-will nature of your employment may only be changed by a written agreement signed by you and an authorised officer of the Company.',
      ],
    },
    {
      heading: 'Conditions',
      variants: {
        'england-wales': [
          "This offer is conditional on: (a) proof of your right to work in the United Kingdom, which we must check before you start under the Immigration, Asylum and Nationality Act 2006; (b) references satisfactory to the Company; and (c) your signing the Company's contract of employment, which, together with this letter, forms the written statement of particulars required by section 1 of the Employment Rights Act 1996.",
        ],
        ireland: [
          "This offer is conditional on: (a) proof of your entitlement to work in Ireland; (b) references satisfactory to the Company; and (c) your signing the Company's contract of employment, which, together with this letter, sets out the terms required by the Terms of Employment (Information) Acts 1994 to 2014.",
        ],
        delaware: [
          "This offer is contingent on: (a) your providing documentation of your identity and eligibility to work in the United States, as required by federal law, within three business days of your start date (Form I-9); (b) satisfactory references and, where permitted by law, background checks; and (c) your signing the Company's standard Confidential Information and Invention Assignment Agreement.",
        ],
      },
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'This letter and your employment are governed by {{j.governingLaw}}, and the parties submit to the exclusive jurisdiction of {{j.courts}}.',
      ],
      variants: {
        'england-wales': [
          'This letter and your employment are governed by {{j.governingLaw}}, and the parties submit to the exclusive jurisdiction of {{j.courts}}, without affecting your right to bring a claim before an employment tribunal.',
        ],
        ireland: [
          'This letter and your employment are governed by {{j.governingLaw}}, and the parties submit to the exclusive jurisdiction of {{j.courts}}, without affecting your right to refer a complaint to the Workplace Relations Commission.',
        ],
      },
    },
    {
      heading: 'Acceptance',
      paragraphs: [
        'To accept this offer, please sign and return a copy of this letter by {{offerExpiryDate}}, after which the offer will lapse. We look forward to welcoming you to {{employerName}}.',
      ],
    },
  ],
  signatures: ['Signed for and on behalf of {{employerName}}', 'Accepted by {{candidateName}}'],
};

export const WEBSITE_TERMS: TLegalTemplate = {
  id: 'website-terms',
  title: 'Website Terms of Use',
  summary: 'The rules for using your website: acceptable use, intellectual property, liability and governing law.',
  partyFields: ['companyName'],
  numbered: true,
  fields: [
    { key: 'companyName', label: 'Company name', kind: 'text', placeholder: 'Acme Ltd' },
    { key: 'companyAddress', label: 'Registered address', kind: 'text' },
    { key: 'websiteUrl', label: 'Website address', kind: 'url', placeholder: 'https://www.example.com' },
    { key: 'contactEmail', label: 'Contact email', kind: 'email' },
    { key: 'effectiveDate', label: 'Last updated', kind: 'date' },
  ],
  preamble: [
    'These terms of use (the "Terms") govern your use of {{websiteUrl}} (the "Website"), operated by {{companyName}} of {{companyAddress}} ("we", "us", "our"). These Terms were last updated on {{effectiveDate}}. By using the Website you accept these Terms. If you do not agree with them, you must not use the Website.',
  ],
  clauses: [
    {
      heading: 'Using the Website',
      paragraphs: [
        'The Website is made available free of charge. We do not guarantee that it, or any content on it, will always be available or be uninterrupted, and we may suspend, withdraw or change all or any part of it without notice. You are responsible for making all arrangements necessary for you to have access to the Website.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You must not use the Website: (a) in any way that breaches any applicable law or regulation; (b) in any way that is unlawful or fraudulent or has any unlawful or fraudulent purpose or effect; (c) to transmit any unsolicited advertising or promotional material; (d) to knowingly introduce viruses, trojans, worms or other material that is malicious or technologically harmful; or (e) to attempt to gain unauthorised access to the Website, the server on which it is stored or any server, computer or database connected to it.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'We are the owner or the licensee of all intellectual property rights in the Website and in the material published on it. You may view, print and download extracts of pages for your personal use, but you must not use any part of the content for commercial purposes without obtaining a licence to do so from us.',
      ],
    },
    {
      heading: 'Information on the Website',
      paragraphs: [
        'The content on the Website is provided for general information only and is not advice on which you should rely. Although we make reasonable efforts to update it, we make no representation, warranty or guarantee that it is accurate, complete or up to date. Where the Website contains links to other sites, those links are provided for your information only and we have no control over, and accept no responsibility for, their contents.',
      ],
    },
    {
      heading: 'Our liability',
      variants: {
        'england-wales': [
          'Nothing in these Terms excludes or limits our liability for death or personal injury arising from our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited by English law, including your rights as a consumer under {{j.consumerLaw}}.',
          'If you are a business user, we exclude all implied conditions, warranties and representations that may apply to the Website, and we will not be liable for any loss of profits, sales, business or revenue, business interruption, loss of anticipated savings, loss of goodwill or any indirect or consequential loss. If you are a consumer, we only provide the Website for domestic and private use and we have no liability to you for any loss of profit, loss of business or business interruption.',
        ],
        ireland: [
          'Nothing in these Terms excludes or limits our liability for death or personal injury arising from our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited by Irish law, including your statutory rights as a consumer under {{j.consumerLaw}}.',
          'If you are a business user, we exclude all implied conditions, warranties and representations that may apply to the Website, and we will not be liable for any loss of profits, sales, business or revenue, business interruption, loss of anticipated savings, loss of goodwill or any indirect or consequential loss. If you are a consumer, we only provide the Website for domestic and private use and we have no liability to you for any loss of profit, loss of business or business interruption.',
        ],
        delaware: [
          'THE WEBSITE AND ITS CONTENT ARE PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT.',
          'TO THE FULLEST EXTENT PERMITTED BY LAW, IN NO EVENT WILL WE BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR ANY LOSS OF PROFITS OR REVENUES, ARISING OUT OF OR IN CONNECTION WITH YOUR USE OF THE WEBSITE. Some jurisdictions do not allow the exclusion of certain warranties or limitation of liability, so some of the above may not apply to you.',
        ],
      },
    },
    {
      heading: 'Your information',
      paragraphs: [
        'We will only use your personal information as set out in our privacy policy, which explains how we comply with {{j.dataLaw}}.',
      ],
    },
    {
      heading: 'Changes to these Terms',
      paragraphs: [
        'We may revise these Terms at any time by amending this page. Please check this page from time to time to take notice of any changes we make, as they are binding on you.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      variants: {
        'england-wales': [
          'If you are a consumer, these Terms, their subject matter and their formation are governed by English law. You and we both agree that the courts of England and Wales will have exclusive jurisdiction, except that if you are a resident of Northern Ireland you may also bring proceedings in Northern Ireland, and if you are a resident of Scotland, you may also bring proceedings in Scotland. If you are a business, these Terms are governed by {{j.governingLaw}} and {{j.courts}} have exclusive jurisdiction.',
        ],
        ireland: [
          'These Terms, their subject matter and their formation are governed by {{j.governingLaw}}, and {{j.courts}} have jurisdiction over any dispute arising from them. If you are a consumer resident elsewhere in the European Union, you also benefit from any mandatory provisions of the law of your country of residence and may bring proceedings in the courts of that country.',
        ],
        delaware: [
          'These Terms are governed by {{j.governingLaw}}. Any legal action or proceeding arising out of or relating to these Terms or the Website shall be brought exclusively in {{j.courts}}, and you consent to the personal jurisdiction of those courts.',
        ],
      },
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'To contact us about these Terms, please email {{contactEmail}} or write to us at {{companyAddress}}.',
      ],
    },
  ],
  signatures: [],
};

export const PRIVACY_POLICY: TLegalTemplate = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  summary: "How you collect and use personal data, the legal bases, retention, and people's rights under local law.",
  partyFields: ['companyName'],
  numbered: true,
  fields: [
    { key: 'companyName', label: 'Company name', kind: 'text', placeholder: 'Acme Ltd' },
    { key: 'companyAddress', label: 'Registered address', kind: 'text' },
    { key: 'websiteUrl', label: 'Website address', kind: 'url', placeholder: 'https://www.example.com' },
    { key: 'contactEmail', label: 'Privacy contact email', kind: 'email' },
    {
      key: 'dataCollected',
      label: 'Personal data you collect',
      kind: 'longtext',
      placeholder: 'names, email addresses, billing details and how visitors use our website',
    },
    {
      key: 'retentionMonths',
      label: 'Keep data for (months after the relationship ends)',
      kind: 'integer',
      min: 1,
      max: 240,
    },
    { key: 'effectiveDate', label: 'Last updated', kind: 'date' },
  ],
  preamble: [
    'This privacy policy explains how {{companyName}} of {{companyAddress}} ("we", "us", "our") collects, uses and protects your personal information when you use {{websiteUrl}} or our services, and the rights you have. It was last updated on {{effectiveDate}}.',
  ],
  clauses: [
    {
      heading: 'Who we are',
      variants: {
        'england-wales': [
          '{{companyName}} is the controller of your personal data for the purposes of {{j.dataLaw}}. You can contact us about this policy or your personal data at {{contactEmail}}.',
        ],
        ireland: [
          '{{companyName}} is the controller of your personal data for the purposes of {{j.dataLaw}}. You can contact us about this policy or your personal data at {{contactEmail}}.',
        ],
        delaware: [
          '{{companyName}} is responsible for the personal information described in this policy, which we handle in accordance with {{j.dataLaw}}. You can contact us about this policy or your personal information at {{contactEmail}}.',
        ],
      },
    },
    {
      heading: 'The information we collect',
      paragraphs: [
        'We collect the following personal information: {{dataCollected}}. We collect it when you give it to us (for example when you create an account, buy from us or contact us), automatically when you use our website (through cookies and similar technologies), and occasionally from third parties such as payment providers.',
      ],
    },
    {
      heading: 'How and why we use it',
      variants: {
        'england-wales': [
          'We use your personal data only where the law allows us to, relying on one or more of the following lawful bases under Article 6 of the UK GDPR: to perform a contract with you; to comply with a legal obligation; for our legitimate interests (such as running and improving our business and keeping our services secure), where those interests are not overridden by your rights; and, where required (for example for marketing emails and non-essential cookies), your consent, which you may withdraw at any time.',
        ],
        ireland: [
          'We use your personal data only where the law allows us to, relying on one or more of the following lawful bases under Article 6 of the GDPR: to perform a contract with you; to comply with a legal obligation; for our legitimate interests (such as running and improving our business and keeping our services secure), where those interests are not overridden by your rights; and, where required (for example for marketing emails and non-essential cookies, in line with the ePrivacy Regulations 2011), your consent, which you may withdraw at any time.',
        ],
        delaware: [
          'We use personal information to provide, maintain and improve our services; to process transactions and send related information; to communicate with you, including marketing communications you may opt out of at any time; to detect and prevent fraud and security incidents; and to comply with our legal obligations. We do not sell your personal information, and we do not share it for cross-context behavioural advertising, except as disclosed in this policy.',
        ],
      },
    },
    {
      heading: 'Sharing your information',
      paragraphs: [
        'We share personal information only with service providers who process it on our behalf under written contracts (such as hosting, payment and email providers), with professional advisers, with authorities where the law requires it, and with a buyer of our business if it is sold. We require all recipients to keep your information secure.',
      ],
    },
    {
      heading: 'International transfers',
      variants: {
        'england-wales': [
          'Where we transfer personal data outside the United Kingdom, we make sure it is protected by an adequacy regulation or by appropriate safeguards such as the International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses.',
        ],
        ireland: [
          'Where we transfer personal data outside the European Economic Area, we make sure it is protected by an adequacy decision of the European Commission or by appropriate safeguards such as the Standard Contractual Clauses adopted by the European Commission.',
        ],
        delaware: [
          'Our service providers may process personal information in the United States and other countries, which may have data protection laws different from those of your country. Where required, we put appropriate safeguards in place for such transfers.',
        ],
      },
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal information for as long as we need it for the purposes above and then for {{retentionMonths}} months after our relationship with you ends, unless a longer period is required by law (for example for tax and accounting records), after which it is securely deleted or anonymised.',
      ],
    },
    {
      heading: 'Your rights',
      variants: {
        'england-wales': [
          'Under {{j.dataLaw}} you have the right to: access your personal data; have inaccurate data corrected; have your data erased; restrict or object to our processing; data portability; and withdraw consent at any time. To exercise any of these rights, email {{contactEmail}}. We will respond within one month.',
          'If you are unhappy with how we have handled your personal data, you have the right to complain to {{j.regulator}}. We would, however, appreciate the chance to deal with your concerns first.',
        ],
        ireland: [
          'Under {{j.dataLaw}} you have the right to: access your personal data; have inaccurate data rectified; have your data erased; restrict or object to our processing; data portability; and withdraw consent at any time. To exercise any of these rights, email {{contactEmail}}. We will respond within one month.',
          'You have the right to lodge a complaint with {{j.regulator}}, the Irish supervisory authority, or with the supervisory authority of the EU member state where you live or work.',
        ],
        delaware: [
          'Depending on where you live, including if you are a California resident under the CCPA or a Delaware resident under the Delaware Personal Data Privacy Act, you may have the right to: know what personal information we collect, use and disclose; access and receive a copy of it; correct it; delete it; and opt out of its sale, sharing for targeted advertising, or profiling. We will not discriminate against you for exercising these rights.',
          'To make a request, email {{contactEmail}}. We will verify your identity before responding and respond within 45 days. You may use an authorised agent to make a request on your behalf. If we deny your request, you may appeal by replying to our decision, and you may contact {{j.regulator}} if you are not satisfied.',
        ],
      },
    },
    {
      heading: 'Children',
      variants: {
        'england-wales': [
          "Our services are not directed at children under 13, and we do not knowingly collect personal data from them. Where we offer online services to children, we follow the ICO's Age Appropriate Design Code.",
        ],
        ireland: [
          'Our services are not directed at children under 16, the digital age of consent in Ireland, and we do not knowingly collect personal data from them without the consent of a parent or guardian.',
        ],
        delaware: [
          "Our services are not directed at children under 13, and we do not knowingly collect personal information from them in accordance with the Children's Online Privacy Protection Act (COPPA). If you believe a child has provided us with personal information, please contact us and we will delete it.",
        ],
      },
    },
    {
      heading: 'Security and changes',
      paragraphs: [
        'We use appropriate technical and organisational measures to protect personal information against accidental or unlawful loss, access, alteration or disclosure. We may update this policy from time to time; the date at the top shows when it was last changed, and we will tell you about significant changes.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'Questions about this policy or our privacy practices can be sent to {{contactEmail}} or {{companyName}}, {{companyAddress}}.',
      ],
    },
  ],
  signatures: [],
};

export const CONVERTIBLE_NOTE: TLegalTemplate = {
  id: 'convertible-note',
  title: 'Simple Agreement for Future Equity',
  titles: { 'england-wales': 'Advance Subscription Agreement', ireland: 'Advance Subscription Agreement' },
  summary: 'A SAFE-style investment: money now, converting into shares at the next round with a cap and discount.',
  partyFields: ['companyName', 'investorName'],
  numbered: true,
  fields: [
    { key: 'companyName', label: 'Company name', kind: 'text', placeholder: 'Acme Ltd' },
    { key: 'companyAddress', label: 'Company address', kind: 'text' },
    { key: 'investorName', label: 'Investor name', kind: 'text' },
    { key: 'investorAddress', label: 'Investor address', kind: 'text' },
    { key: 'issueDate', label: 'Date of agreement', kind: 'date' },
    { key: 'investmentAmount', label: 'Investment amount', kind: 'money', min: 1, max: 100000000 },
    { key: 'valuationCap', label: 'Valuation cap', kind: 'money', min: 1, max: 10000000000 },
    { key: 'discountRate', label: 'Discount (%)', kind: 'percent', min: 0, max: 50 },
    {
      key: 'longstopDate',
      label: 'Longstop date',
      kind: 'date',
      hint: 'SEIS/EIS relief expects conversion within 6 months of the investment.',
      only: ['england-wales', 'ireland'],
    },
  ],
  checks: [
    (values) =>
      values.longstopDate && values.issueDate && values.longstopDate <= values.issueDate
        ? { field: 'longstopDate', message: 'The longstop date must be after the date of the agreement.' }
        : null,
  ],
  preamble: [
    'This agreement is dated {{issueDate}} and is made between {{companyName}} of {{companyAddress}} (the "Company") and {{investorName}} of {{investorAddress}} (the "Investor").',
    'In return for the payment by the Investor of {{investmentAmount}} (the "Investment Amount") on the date of this agreement, the Company agrees to issue shares to the Investor on the terms below.',
  ],
  clauses: [
    {
      heading: 'Conversion',
      variants: {
        'england-wales': [
          'The Investment Amount is an advance subscription for shares and is not a loan: it carries no interest and is not repayable. The Investor is not entitled to a refund of it in any circumstances other than the insolvency of the Company.',
          "On the earliest of: (a) a Qualifying Financing (a bona fide equity financing in which the Company raises new money for shares); (b) a sale of the Company or of substantially all of its assets; (c) the Company's insolvency; and (d) the longstop date of {{longstopDate}}, the Investment Amount converts into fully paid shares of the class issued in the Qualifying Financing (or ordinary shares if there is none).",
        ],
        ireland: [
          'The Investment Amount is an advance subscription for shares and is not a loan: it carries no interest and is not repayable. The Investor is not entitled to a refund of it in any circumstances other than the insolvency of the Company.',
          "On the earliest of: (a) a Qualifying Financing (a bona fide equity financing in which the Company raises new money for shares); (b) a sale of the Company or of substantially all of its assets; (c) the Company's insolvency; and (d) the longstop date of {{longstopDate}}, the Investment Amount converts into fully paid shares of the class issued in the Qualifying Financing (or ordinary shares if there is none).",
        ],
        delaware: [
          'This instrument is a Simple Agreement for Future Equity. It is not a debt instrument: it carries no interest, has no maturity date and is not repayable except as set out below.',
          'If there is an Equity Financing (a bona fide transaction or series of transactions with the principal purpose of raising capital, in which the Company issues and sells preferred stock at a fixed valuation) before this instrument terminates, the Company will automatically issue to the Investor a number of shares of the preferred stock sold in the Equity Financing equal to the Investment Amount divided by the Conversion Price.',
        ],
      },
    },
    {
      heading: 'Conversion price',
      paragraphs: [
        'The conversion price per share is the lower of: (a) the price per share paid by new investors in the financing less a discount of {{discountRate}}; and (b) the price per share obtained by dividing a valuation cap of {{valuationCap}} by the Company\'s fully diluted share capital immediately before the financing (the "Conversion Price"). On a conversion without a financing, the Conversion Price is the price obtained from the valuation cap.',
      ],
    },
    {
      heading: 'Liquidity event',
      paragraphs: [
        'If there is a sale of the Company before conversion, the Investor will, at its option, receive either a cash payment equal to the Investment Amount or the amount payable on the number of shares equal to the Investment Amount divided by the price obtained from the valuation cap, in priority to holders of ordinary shares or common stock.',
      ],
    },
    {
      heading: 'Tax reliefs',
      only: ['england-wales'],
      paragraphs: [
        'The Company intends that the shares issued on conversion qualify for relief under the Seed Enterprise Investment Scheme or the Enterprise Investment Scheme, and shall use reasonable endeavours to obtain advance assurance from HM Revenue & Customs, but gives no warranty that relief will be available.',
      ],
    },
    {
      heading: 'Company warranties',
      paragraphs: [
        'The Company warrants that it is duly incorporated and validly existing, has the power and authority to enter into and perform this agreement, and that its entry into this agreement has been duly authorised and does not breach its constitutional documents, any law or any agreement to which it is a party.',
      ],
      variants: {
        delaware: [
          'The Company is a corporation duly organized, validly existing and in good standing under the laws of the State of Delaware, and has the power and authority to own its property and carry on its business. The execution, delivery and performance of this instrument is within the power of the Company and has been duly authorized by all necessary corporate action, and does not violate its certificate of incorporation or bylaws or any material agreement to which it is a party.',
        ],
      },
    },
    {
      heading: 'Investor warranties',
      variants: {
        'england-wales': [
          'The Investor warrants that it has full power to enter into this agreement, that it is a sophisticated investor or high net worth individual for the purposes of the Financial Services and Markets Act 2000 (Financial Promotion) Order 2005, and that it understands that the investment is speculative and may be lost in full.',
        ],
        ireland: [
          'The Investor warrants that it has full power to enter into this agreement, that it is acquiring the rights under it for investment and not with a view to distribution, and that it understands that the investment is speculative and may be lost in full.',
        ],
        delaware: [
          'The Investor is an accredited investor as defined in Rule 501 of Regulation D under the Securities Act of 1933, as amended (the "Securities Act"). The Investor understands that this instrument and the underlying securities have not been registered under the Securities Act or any state securities laws, are being offered in reliance on exemptions from registration, and may not be resold unless registered or exempt, and that it may lose its entire investment.',
        ],
      },
    },
    {
      heading: 'General',
      paragraphs: [
        "The Investor has no rights as a shareholder until shares are issued to it. This agreement may be amended only with the written consent of the Company and the Investor, and neither party may assign it without the other's consent, except that the Investor may assign it to an affiliate.",
        '{{j.thirdParties}}',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'This agreement and any dispute or claim arising out of or in connection with it shall be governed by {{j.governingLaw}}, and the parties irrevocably submit to the exclusive jurisdiction of {{j.courts}}.',
      ],
    },
  ],
  signatures: ['Signed for and on behalf of {{companyName}}', 'Signed by or on behalf of {{investorName}}'],
};
