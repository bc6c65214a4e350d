import type { TLegalDocument } from './types';

/** The privacy policy shown at /privacy-policy (UK GDPR and the Data Protection Act 2018). */
export const PRIVACY: TLegalDocument = {
  title: 'Privacy policy',
  updatedOn: '2026-11-01',
  intro:
    'This policy explains what personal data Launchpad collects, why we use it, who we share it with, how long we keep it and the rights you have. It applies to our website, your account and every service we provide. We only collect what we need to run Launchpad, and we never sell your personal data.',
  sections: [
    {
      id: 'controller',
      heading: '1. Who is responsible for your data',
      paragraphs: [
        'Launchpad Ltd, a company registered in England and Wales, is the controller of your personal data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
        'For any question about this policy or your data, email support@launchpad.test with “Privacy” in the subject, or use the form at /contact-us.',
        'When we file documents with a registry (such as Companies House, a trade mark office or a domain registry), that body is a separate controller of the information on its register and its own privacy notice applies.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '2. The data we collect',
      paragraphs: ['We collect data you give us, data created when you use Launchpad, and a little from others:'],
      list: [
        'Account details: your name, email address, password (stored only as a secure hash), phone number, profile picture and, if you sign in with Google or LinkedIn, the basic profile that service shares.',
        'Order and billing details: what you buy, your billing address, VAT number, invoices, and from our payment provider the card brand, last four digits and expiry date. We never see or store your full card number.',
        'Company formation and trade mark details: company names, registered addresses, and the names, addresses, dates of birth, nationalities and shareholdings of directors, shareholders and people with significant control; proof of identity where the law requires it.',
        'Domain and certificate details: registrant, admin and technical contacts for each domain, DNS records you set, certificate signing requests and approver email addresses.',
        'AI builder and tools content: the ideas you type, the results generated for you, and business plans or charts you save to your account.',
        'Connect & Earn details: your audience, channels and links when you apply, the coupons and referrals linked to you, commissions and payout details.',
        'Messages: what you send us through the contact form or support, and our replies.',
        'Technical data: your IP address, browser and device type, pages visited and error logs, kept for security and to keep the site working.',
      ],
    },
    {
      id: 'purposes-and-lawful-bases',
      heading: '3. Why we use it and our lawful bases',
      paragraphs: ['The law requires a lawful basis for each use of your data. Ours are:'],
      list: [
        'To create and run your account, take payment and deliver what you order (including filing with registries and registering domains): performance of our contract with you.',
        'To send order confirmations, invoices, renewal and expiry reminders and security notices: performance of our contract.',
        'To keep accounting records, meet company, tax and anti-money-laundering duties and answer lawful requests: legal obligation.',
        'To publish domain contact details where a registry requires it, and to verify identities for company formations: legal obligation and the registry’s rules.',
        'To generate AI builder results from your idea: performance of our contract.',
        'To prevent fraud and abuse, secure our systems, rate-limit forms and fix faults: our legitimate interests in keeping Launchpad safe and working.',
        'To calculate and pay Connect & Earn commissions, and to detect self-referral: performance of our contract with partners and our legitimate interest in preventing fraud.',
        'To answer your messages: our legitimate interest in helping you, or performance of our contract if you are a customer.',
        'To send marketing emails about our own services: your consent, or for existing customers our legitimate interest in telling you about similar services. You can unsubscribe at any time with the link in every email.',
        'To improve Launchpad using statistics about how it is used: our legitimate interests, using aggregated data wherever we can.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Who we share it with',
      paragraphs: [
        'We share personal data only with organisations that help us provide Launchpad (processors, who act on our instructions under a written contract), with registries and authorities where that is part of the service you asked for, and where the law requires it:',
      ],
      list: [
        'Payment providers: our card processing partner or Stripe, to take payments and store cards securely.',
        'Our domain registrar partner and the domain registries, to register, renew and transfer your domains and run DNS.',
        'Certificate authorities, to validate domains and organisations and issue SSL certificates.',
        'Companies House, trade mark offices, US state filing offices and the IRS, to file the documents you asked us to file.',
        'Our email delivery provider, to send account, order and reminder emails.',
        'Our hosting and database providers, who store and run the Launchpad service.',
        'Our AI provider, which receives the text of ideas you submit to the AI builder to generate results. Our contract does not allow it to use that content to train its models, and it deletes the content after a short period.',
        'Professional advisers, insurers and, if Launchpad is sold or reorganised, the buyer — under a duty of confidentiality.',
        'The police, courts, regulators and dispute resolution providers, when the law requires it or to protect people’s rights and safety.',
      ],
    },
    {
      id: 'international-transfers',
      heading: '5. International transfers',
      paragraphs: [
        'Some of our providers, and the registries for some domain extensions and US companies, are outside the UK. When we send personal data outside the UK we make sure it is protected: either the country has UK adequacy regulations (as the EU countries do), or we use the UK International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses, with extra safeguards where needed.',
        'Where you ask us to form a company or register a domain abroad, sending the information to that country’s registry is necessary to do what you asked.',
        'You can ask us for a copy of the safeguards we use.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep it',
      paragraphs: ['We keep personal data only as long as we need it:'],
      list: [
        'Account details: while your account is open, and deleted or anonymised within 90 days after you delete it, except for the records below.',
        'Invoices, orders and payment records: 6 years from the end of the financial year they belong to, as UK tax and company law requires.',
        'Company formation and identity verification records: 5 years after our service to that company ends, as anti-money-laundering rules require.',
        'Domain and certificate records: for the life of the domain or certificate and 2 years after, so we can deal with renewals, transfers and disputes.',
        'AI builder ideas and results: while your account is open, unless you delete them sooner.',
        'Connect & Earn commission and payout records: 6 years, like other financial records.',
        'Contact messages: 2 years after the conversation ends.',
        'Security and server logs: up to 90 days.',
      ],
    },
    {
      id: 'your-rights',
      heading: '7. Your rights',
      paragraphs: [
        'You have the right to ask for a copy of your data, to have it corrected, to have it deleted, to restrict or object to how we use it, and to receive data you gave us in a portable format. Where we rely on your consent you can withdraw it at any time. You can also object at any time to direct marketing.',
        'Many details can be changed yourself in your account. For anything else, email support@launchpad.test. We will answer within one month, and we may need to confirm your identity first. Some rights have limits: for example, we cannot delete invoices we must keep by law, or details a registry requires while a domain is registered.',
        'We do not make decisions about you based solely on automated processing that have legal or similarly significant effects. The AI builder produces suggestions for you; it does not decide anything about you.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: '8. Cookies and local storage',
      paragraphs: [
        'We use only the cookies and browser storage needed to make Launchpad work. We do not use advertising cookies or third-party tracking.',
      ],
      list: [
        'Sign-in tokens and your basic user details, kept in your browser’s local storage so you stay signed in. They are cleared when you log out.',
        'Your cart, kept in local storage so it survives a page reload before you sign in.',
        'Drafts from business tools — the organisation chart, the business plan wizard and multi-step forms — kept in local storage on your device until you reset or clear them.',
        'Small counters such as whether you have already seen a notice, so we do not show it again.',
        'Our payment provider may set cookies on the payment step to prevent fraud.',
      ],
    },
    {
      id: 'security',
      heading: '9. Security',
      paragraphs: [
        'We protect your data with encryption in transit (HTTPS everywhere), hashed passwords, access limited to staff who need it, and regular backups. Card details are handled by our payment provider under the PCI DSS standard.',
        'No system is perfectly secure. If a breach is likely to put your rights at risk, we will tell you and the Information Commissioner’s Office as the law requires.',
        'Help us by using a strong, unique password and keeping it private.',
      ],
    },
    {
      id: 'children',
      heading: '10. Children',
      paragraphs: [
        'Launchpad is for adults running or starting businesses. You must be at least 18 to create an account, and we do not knowingly collect data from children. If you think a child has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      id: 'complaints',
      heading: '11. Complaints',
      paragraphs: [
        'If you are unhappy with how we have handled your data, please tell us first at support@launchpad.test so we can try to put it right.',
        'You also have the right to complain to the Information Commissioner’s Office (ICO), the UK data protection regulator, at ico.org.uk or on 0303 123 1113.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      paragraphs: [
        'We update this policy when our services or the law change. The date at the top shows the latest version; if a change significantly affects how we use your data, we will email you before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: '13. Contact us',
      paragraphs: [
        'Launchpad Ltd, registered in England and Wales. Email support@launchpad.test with “Privacy” in the subject, or use the form at /contact-us.',
      ],
    },
  ],
};
