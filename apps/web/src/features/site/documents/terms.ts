import type { TLegalDocument } from './types';

/** The terms and conditions shown at /terms-&-conditions. */
export const TERMS: TLegalDocument = {
  title: 'Terms and conditions',
  updatedOn: '2026-11-01',
  intro:
    'These terms are the agreement between you and Launchpad Ltd when you use our website, create an account or buy anything from us. Please read them before you order. Where a service has its own rules (for example, a domain registry’s policies), those rules apply as well and we say so below. If you are a consumer, nothing in these terms affects your statutory rights.',
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      paragraphs: [
        'Launchpad is run by Launchpad Ltd, a company registered in England and Wales. In these terms “we”, “us” and “our” mean Launchpad Ltd, and “you” means the person or business using Launchpad.',
        'You can contact us at support@launchpad.test or through the form at /contact-us. We reply to most messages within one working day.',
        'We sell company formation, trade mark, bookkeeping and accounting services, domain names, SSL certificates, ID Protect and startup subscription plans, and we provide the AI startup builder, business tools, content and community pages, and the Connect & Earn programme.',
      ],
    },
    {
      id: 'using-launchpad',
      heading: '2. Using Launchpad and your account',
      paragraphs: [
        'You can browse Launchpad without an account. To buy, manage domains and certificates, use the AI startup builder or apply to Connect & Earn you need an account. You must be at least 18 and able to enter into a binding contract.',
        'Give us accurate details and keep them up to date, especially your email address and the contact details used for company filings and domain registrations: official notices are sent to them.',
        'Keep your password private and tell us straight away if you think someone else has used your account. You are responsible for what happens under your account unless it was caused by our failure to keep it secure.',
        'If you buy for a business, you confirm that you are authorised to bind that business to these terms.',
      ],
    },
    {
      id: 'orders-and-payment',
      heading: '3. Orders, prices and payment',
      paragraphs: [
        'Prices are shown in pounds sterling (GBP). Prices for consumers include VAT at the current rate; the VAT amount is shown in your cart and on your invoice. Government and registry fees that we pass on at cost (for example, the Companies House incorporation fee) are shown separately before you pay.',
        'Your order is an offer to buy. The contract starts when we confirm your order by email after payment succeeds. We may refuse an order, for example if a domain is no longer available or a price was clearly wrong; if we do, we refund anything you paid in full.',
        'You can pay by debit or credit card, through our own card processing or through Stripe. Card details are handled by our payment provider; we keep only the last four digits, the card brand and the expiry date so you can recognise the card. A discount or coupon code must be entered before you pay and cannot be added afterwards.',
        'We send a VAT invoice by email for every payment, and you can download your invoices from your account at any time.',
      ],
    },
    {
      id: 'subscriptions',
      heading: '4. Subscriptions and cancellation',
      paragraphs: [
        'Startup subscription plans are billed monthly or yearly in advance, as shown when you subscribe. Your plan renews automatically at the end of each period and we charge the card you chose, or your primary card, at the price then in force.',
        'We tell you by email at least 30 days before a price rise takes effect on your plan; you can cancel before then if you do not want to continue.',
        'You can cancel from Startup Subscription in your account at any time. Cancelling stops the next renewal: you keep the features of your plan until the end of the period you have paid for, and we do not refund part-periods unless the law requires it.',
        'If a renewal payment fails we email you and try again over the following days. If it still fails, the plan ends and its features (such as AI builder results and business tools) are switched off; your saved work is kept so you can pick up where you left off if you subscribe again.',
      ],
    },
    {
      id: 'cancellation-and-refunds',
      heading: '5. Your right to cancel and refunds',
      paragraphs: [
        'If you are a consumer you have a legal right to cancel a contract for services or digital content within 14 days of the day the contract is made, without giving a reason (the cooling-off period). To cancel, email support@launchpad.test or use the form at /contact-us, telling us your name, the order number and that you want to cancel. We refund you within 14 days of receiving your request, using the payment method you paid with.',
        'Many of our services start straight away because you ask us to. When you ask us to begin during the cooling-off period and acknowledge that you lose the right to cancel once the service is complete, the following applies:',
      ],
      list: [
        'Services we have fully performed at your request — for example, a company that has been incorporated, a trade mark application that has been filed, a domain that has been registered or an SSL certificate that has been issued — cannot be cancelled, because the registration or filing cannot be undone.',
        'If you cancel a service we have started but not finished, we refund what you paid less a fair amount for the work already done and any government, registry or certificate-authority fees we have already paid on your behalf.',
        'For a subscription, if you cancel within 14 days of first subscribing we refund the subscription fee less a proportionate amount for the days you had the plan.',
        'Domain renewals, transfers and ID Protect are treated like registrations: once the registry has accepted them they cannot be reversed.',
      ],
    },
    {
      id: 'refund-details',
      heading: '6. When things go wrong',
      paragraphs: [
        'If a service is not provided with reasonable care and skill, tell us and we will put it right, or if we cannot, give you a full or partial refund. If we cannot complete an order at all (for example, a registry rejects a domain or Companies House rejects a name), we refund the price and any fees that were not spent.',
        'Business customers are not entitled to the consumer cooling-off right, but we still refund any service we have not started if you ask us before we begin work.',
      ],
    },
    {
      id: 'company-formation',
      heading: '7. Company formation and filing services',
      paragraphs: [
        'We prepare and file documents with Companies House, or with the relevant registry for a company outside the UK (including US state filing offices and the IRS), on your instructions and using the information you give us. You are responsible for that information being true, complete and lawful, including the details of directors, shareholders and people with significant control, and for having their consent.',
        'Filing times depend on the registry. We tell you our usual timescale when you order, but we do not control how long a registry takes or whether it accepts a filing. If a filing is rejected we tell you why and help you correct and resubmit it.',
        'Government and registry fees are set by the registry, are shown separately at checkout and are paid on to the registry. They are not refundable once the filing has been submitted.',
        'Once your company exists you, its directors, are responsible for its ongoing legal duties: confirmation statements, annual accounts, tax returns and keeping registers up to date. Our bookkeeping, registered office, VAT registration and similar add-on services help only as far as described when you buy them.',
        'Registered office and registered agent services run for the period you pay for. If they end, you must give the registry a new address; until you do, we may return or decline to handle post for the company.',
      ],
    },
    {
      id: 'trade-marks',
      heading: '8. Trade marks',
      paragraphs: [
        'We search, prepare and file trade mark applications with the UK Intellectual Property Office or another office you choose, based on the mark, classes and goods and services you give us.',
        'A search reduces but does not remove the risk that someone objects to your mark. We cannot promise that an application will be accepted, will not be opposed or will give you the protection you want. Official fees are paid to the trade mark office and are not refundable once the application is filed.',
        'If the office raises an objection or a third party opposes your application we tell you, and we will quote for any further work before we do it.',
      ],
    },
    {
      id: 'bookkeeping',
      heading: '9. Bookkeeping and accounting',
      paragraphs: [
        'Bookkeeping and accounting services are carried out on the records you give us. You must give us complete and accurate records in time for any deadline; we are not responsible for penalties caused by late or missing information.',
        'You remain responsible for your company’s tax affairs and for approving accounts and returns before we file them.',
      ],
    },
    {
      id: 'domains',
      heading: '10. Domain names',
      paragraphs: [
        'We register domains through our registrar partner, which is accredited with the registries for the extensions we sell. Each registration is also governed by the policies of the registry for that extension (for example, Nominet for .uk and ICANN policies for .com), including their dispute resolution policies. By registering a domain you agree to those policies.',
        'Domains are registered first come, first served. We cannot guarantee a domain until the registry confirms it. You must have the right to use the name: do not register a name that infringes someone’s trade mark or other rights.',
        'Registrant contact details must be accurate. Registries require this and may suspend a domain whose details are false or unverified. We may send you an email to verify your details; please act on it.',
        'Domains are registered for the number of years you choose. We email reminders 60, 30 and 7 days before expiry. If auto-renew is on, we renew the domain for one year shortly before it expires and charge your primary card the renewal price shown in your account. You can switch auto-renew on or off for each domain at /domain/info.',
        'If a domain is not renewed it expires. Many registries allow a grace period after expiry during which you can still renew, sometimes for an extra redemption fee; after that the domain may be released to the public. We are not responsible for a domain lost because it was not renewed.',
        'You can transfer a domain to another registrar by unlocking it and requesting its transfer (EPP) code at /domain/info, unless the registry forbids a transfer (for example, within 60 days of registration or a previous transfer). Transfers in are subject to the same rules and usually add a year to the registration.',
        'We may suspend or cancel a domain if a registry, a court or a dispute resolution panel requires it, or if the domain is used for spam, malware, phishing or other unlawful activity.',
      ],
    },
    {
      id: 'ssl-certificates',
      heading: '11. SSL certificates',
      paragraphs: [
        'SSL certificates are issued by a certificate authority (CA), not by us. The CA decides whether to issue a certificate after validating that you control the domain (and for OV and EV certificates, that your organisation exists). You must complete validation — by approver email, an HTTP file or a DNS record — and give truthful information.',
        'We cannot guarantee that a certificate will be issued or how long validation will take, especially for EV certificates. If a CA refuses to issue a certificate for a reason that is not your fault, we refund the price.',
        'Certificates are valid for the period the CA allows. You can reissue a certificate free of charge during its validity, for example if you lose your private key. Renewing is a new purchase; we remind you before a certificate expires.',
        'You are responsible for installing the certificate, keeping your private key secret and telling us if it is compromised so the certificate can be revoked. The CA’s own subscriber agreement and warranty terms also apply.',
      ],
    },
    {
      id: 'id-protect',
      heading: '12. ID Protect',
      paragraphs: [
        'ID Protect replaces your contact details in public WHOIS and RDAP lookups with privacy service details and a forwarding email address, for the extensions that allow it. You remain the legal registrant of the domain.',
        'We forward genuine email sent to the forwarding address to your registrant email address. We may filter spam and do not forward attachments.',
        'We will disclose your details, or switch ID Protect off, when the law, a registry, a court, a dispute resolution provider or a law enforcement body requires it, or when we have good evidence that the domain is being used to break the law or infringe someone’s rights.',
        'ID Protect runs for the registration period of the domain and is renewed with it. You can turn it off and on again at /domain/info.',
      ],
    },
    {
      id: 'ai-builder',
      heading: '13. The AI startup builder',
      paragraphs: [
        'The AI startup builder creates lean canvases, brand ideas, names, pitches, validation plans and suggestions of events, communities, investors, founders and perks from the idea you type. It is available on plans that include it, within the monthly limits of your plan.',
        'The output is generated automatically and can be wrong, incomplete or out of date. It is a starting point for your own thinking, not legal, financial, tax, investment or other professional advice. Check important facts yourself and take professional advice before relying on it.',
        'Suggested business names and domains are not checked for trade marks. Before you use a name, search the trade mark registers and Companies House, or ask us to do it for you.',
        'You own the ideas you type and, as far as we are able to give it, the output generated for you. Do not enter confidential information about other people. We send the text of your idea to our AI provider to generate results; see our privacy policy for how that data is handled.',
      ],
    },
    {
      id: 'business-tools',
      heading: '14. Business tools',
      paragraphs: [
        'Business tools (such as the business plan builder, organisation chart and calculators) are provided on plans that include them. Drafts you make in a tool may be saved only in your browser; clearing your browser data removes them, so download or export anything you want to keep.',
        'Calculators and templates give general results based on what you enter. They are not professional advice.',
      ],
    },
    {
      id: 'content-and-community',
      heading: '15. Content, community and perks',
      paragraphs: [
        'Our blog, guides, tips, learn articles and the community, investor, founder, event and perk pages are general information. We try to keep them accurate but do not guarantee that every detail is correct or current.',
        'Events, communities and investors listed on Launchpad are run by third parties. We do not organise them unless we say so, and your dealings with them are between you and them.',
        'Perks are offered by their providers on their own terms. We show the date we last checked each offer, but providers can change or withdraw perks without notice. Eligibility (for example, company stage or country) is decided by the provider.',
        'If you send us a message through the contact form, you agree not to include anything unlawful, abusive or confidential about other people.',
      ],
    },
    {
      id: 'connect-and-earn',
      heading: '16. Connect & Earn programme',
      paragraphs: [
        'Connect & Earn lets approved partners earn commission by sharing Launchpad. You apply from /referral; we review applications, usually within 1 to 3 business days, and may accept or decline any application. We can end a partner’s participation at any time, for example for breaking these terms.',
        'Approved partners receive coupon codes and a referral link. The referral link applies to the Startup Membership Plan only. A purchase counts as referred when the customer signs up through your link and pays within 30 days, or pays using one of your coupons.',
        'Commission is a percentage of the amount the customer actually pays, excluding VAT and government or registry fees, at the rate shown for the coupon or referral in your dashboard. It is calculated in pence and rounded to the nearest penny (halves rounded up).',
        'Commission stays pending for 14 days after the payment, which is our refund window. If the customer is refunded or the payment is charged back, the commission is cancelled; if it has already been paid out, we deduct it from your next payout.',
        'We pay out commission that has cleared the refund window once your balance reaches at least £50, to the payment details you give us. We do not pay commission on your own purchases or on purchases made through another account you control: self-referral, including using the same email address or payment card, earns nothing.',
        'You must describe Launchpad honestly, make clear that you earn commission (for example, with #ad or “affiliate link” where advertising rules require it), and not bid on our brand name in search advertising, send unsolicited messages or use misleading discount sites. You are responsible for your own tax on commission you receive.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '17. Acceptable use',
      paragraphs: ['You must not use Launchpad, or any domain, certificate or service you buy from us, to:'],
      list: [
        'break the law, or help anyone else do so, including fraud, money laundering and sanctions evasion;',
        'send spam, spread malware or run phishing or other scams;',
        'infringe anyone’s intellectual property, privacy or other rights;',
        'publish material that is abusive, threatening, hateful or sexually exploits children;',
        'try to get into accounts or systems you are not authorised to use, probe or overload our systems, or scrape the site in bulk;',
        'use the AI builder or tools to produce content that is unlawful or deceptive, or resell access to them.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '18. Intellectual property',
      paragraphs: [
        'The Launchpad name, logo, website, software and our written content belong to us or our licensors. You may use them only to use Launchpad as intended; you may share links to our pages and quote short extracts with credit.',
        'You keep ownership of everything you upload or enter. You give us a licence to use it only as needed to provide our services to you.',
      ],
    },
    {
      id: 'liability',
      heading: '19. Our responsibility to you',
      paragraphs: [
        'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable when the contract was made.',
        'We do not exclude or limit our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence, for fraud, or for breach of your statutory rights as a consumer.',
        'If you use Launchpad for a business, we are not liable for loss of profit, revenue, business opportunity or data, and our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim arose.',
        'We are not responsible for delays or failures caused by registries, government bodies, certificate authorities or events outside our reasonable control, but we will tell you about them and do what we reasonably can to limit their effect.',
      ],
    },
    {
      id: 'termination',
      heading: '20. Suspending or closing an account',
      paragraphs: [
        'You can delete your account at any time from your account page. Deleting your account cancels subscriptions at the end of the paid period; domains and certificates stay registered until they expire unless you transfer them first, so transfer anything you want to keep before you delete.',
        'We may suspend or close your account, or stop a service, if you seriously or repeatedly break these terms, if payment fails and is not put right, or if the law or a registry requires it. Where it is reasonable we will warn you first and give you time to put things right.',
        'When your account closes, we keep the records we must by law (such as invoices) as explained in our privacy policy.',
      ],
    },
    {
      id: 'changes',
      heading: '21. Changes to these terms',
      paragraphs: [
        'We may change these terms to reflect changes in the law, our services or how we work. We will give you at least 30 days’ notice by email of any change that affects you significantly. If you do not agree you can cancel before the change takes effect. The date at the top shows when the terms last changed.',
      ],
    },
    {
      id: 'governing-law',
      heading: '22. Governing law and disputes',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you are a consumer living in Scotland or Northern Ireland you can also bring proceedings in your local courts.',
        'If you have a complaint, please contact us first; we aim to resolve it within 14 days. Domain disputes about who is entitled to a name are handled under the relevant registry’s dispute resolution policy.',
        'If part of these terms is found to be unenforceable, the rest still applies. If we do not enforce a term straight away, we can still enforce it later.',
      ],
    },
    {
      id: 'contact',
      heading: '23. Contact us',
      paragraphs: [
        'Launchpad Ltd, registered in England and Wales. Email support@launchpad.test or use the form at /contact-us.',
      ],
    },
  ],
};
