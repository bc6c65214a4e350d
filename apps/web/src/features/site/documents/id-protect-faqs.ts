import type { TFaqDocument } from './types';

/** The ID Protect (WHOIS privacy) FAQs shown at /id-protect-faqs (also published as FAQPage structured data). */
export const ID_PROTECT_FAQS: TFaqDocument = {
  title: 'ID Protect FAQs',
  intro:
    'ID Protect keeps your personal contact details out of public domain lookups while making sure genuine messages still reach you. Here is how it works, what it costs and how to manage it.',
  groups: [
    {
      heading: 'WHOIS and what ID Protect hides',
      items: [
        {
          question: 'What is WHOIS and what does it show?',
          answer: [
            'Every domain registration includes contact details for the registrant (the domain’s legal holder) and for admin and technical contacts: name, organisation, postal address, email address and phone number. WHOIS, and its modern replacement RDAP, are public lookup services that anyone can use to see a domain’s registration record.',
            'A lookup always shows the registrar, the registration and expiry dates, the name servers and the domain’s status. Depending on the extension and the registry’s policy, it may also show the contact details — which is how spammers, scammers and data brokers harvest them.',
          ],
        },
        {
          question: 'What does ID Protect hide?',
          answer: [
            'With ID Protect on, the public record shows the privacy service’s name and address and a unique forwarding email address in place of your name, organisation, postal address, phone number and email. Technical details such as the registrar, dates and name servers stay visible, because the domain could not work without them.',
          ],
        },
        {
          question: 'Does GDPR not already hide my details?',
          answer: [
            'Partly. Since GDPR took effect in 2018 many registries and registrars redact the personal details of individuals by default, especially for generic extensions such as .com. But redaction is not consistent: it varies by registry, it often does not apply to organisations, some records still show your organisation name and country, and some older or third-party WHOIS copies still hold earlier data.',
            'ID Protect gives you consistent privacy on every supported extension, and a forwarding address so people with a genuine reason can still reach you without seeing your email.',
          ],
        },
        {
          question: 'Am I still the owner of my domain?',
          answer: [
            'Yes. ID Protect changes only what is published, not who holds the domain. The registry and our registrar partner keep your real details, you stay the legal registrant and you keep full control of the domain from your account.',
          ],
        },
      ],
    },
    {
      heading: 'Availability and price',
      items: [
        {
          question: 'Which domain extensions support ID Protect?',
          answer: [
            'ID Protect is available for most generic extensions, including .com, .net, .org, .io, .co, .app, .dev, .online and .store. When you search for a domain, the ID Protect option appears at checkout for every extension that allows it.',
            'Some registries do not allow privacy services or handle privacy themselves. For .uk domains, Nominet already withholds the personal details of individuals from public lookups, and for .us the registry forbids privacy services altogether. Some country extensions, such as .de and .eu, publish no personal data in the first place.',
          ],
        },
        {
          question: 'How much does ID Protect cost?',
          answer: [
            'ID Protect costs £2.99 a year per domain, including VAT. You add it when you register or transfer a domain, or later from the domain’s services page, and it runs for the same period as the domain’s registration.',
          ],
        },
        {
          question: 'Does ID Protect renew with my domain?',
          answer: [
            'Yes. When your domain renews — automatically with auto-renew, or when you renew it yourself — ID Protect renews with it for the same number of years. If you no longer want it, turn it off before the renewal date.',
          ],
        },
      ],
    },
    {
      heading: 'Email forwarding and legal requests',
      items: [
        {
          question: 'Will I still receive email sent to my domain’s contact address?',
          answer: [
            'Yes. Each protected domain gets a unique forwarding address, which is shown in WHOIS. Messages sent to it are forwarded to your registrant email address after spam filtering. Attachments are removed for your safety, and the sender never sees your real email address.',
            'Keep your registrant email address up to date at /domain/contacts: important notices from the registry, such as verification requests and transfer approvals, go to it.',
          ],
        },
        {
          question: 'Can anyone find out who owns a protected domain?',
          answer: [
            'Not from a public lookup. However, ID Protect is not a way to avoid legal responsibility. We disclose the real registrant details when we are legally required to — for example, in response to a court order, a request from a law enforcement agency, or a decision under a domain dispute resolution policy — and when there is clear evidence that a domain is being used for fraud, phishing, malware or to infringe someone’s rights.',
            'Where the law allows, we tell you before we disclose your details.',
          ],
        },
        {
          question: 'Someone wants to contact me about buying my domain. How do they reach me?',
          answer: [
            'They can email the forwarding address shown in WHOIS. Their message reaches you and you decide whether to reply; your details stay private unless you share them.',
          ],
        },
      ],
    },
    {
      heading: 'Managing ID Protect',
      items: [
        {
          question: 'How do I turn ID Protect on or off?',
          answer: [
            'Sign in, open Domain and then Domain Portfolio, and choose the domain to open its page at /domain/info. Use the ID Protect switch to turn it on or off; the change reaches the public record within a few minutes, although some third-party WHOIS mirrors take longer to update.',
            'The switch is available for domains that include ID Protect. To add it to a domain that does not have it, add ID Protect from the domain services page at /domain/services.',
          ],
        },
        {
          question: 'Should I turn ID Protect off to transfer my domain away?',
          answer: [
            'Usually not for the transfer itself, because transfers are now approved with the EPP (authorisation) code rather than by email to the WHOIS contact. Unlock the domain and request the EPP code at /domain/info, then start the transfer at the new registrar.',
            'ID Protect does not move with the domain: the new registrar’s own privacy service, if it has one, takes over. Check that your contact details are correct before you start, since the new registrar will use them.',
          ],
        },
        {
          question: 'What happens to ID Protect when I transfer a domain to Launchpad?',
          answer: [
            'If you add ID Protect when you transfer a domain in, it switches on as soon as the transfer completes. Until then the losing registrar’s privacy settings apply.',
          ],
        },
        {
          question: 'Is there anything ID Protect does not protect?',
          answer: [
            'ID Protect covers the domain registration record only. It does not hide who hosts your website, the content of your site, your company’s details on Companies House or the details in your SSL certificate — OV and EV certificates show your verified organisation name by design.',
          ],
        },
      ],
    },
  ],
};
