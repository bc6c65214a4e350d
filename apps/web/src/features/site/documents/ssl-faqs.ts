import type { TFaqDocument } from './types';

/** The SSL certificate FAQs shown at /ssl-faqs (also published as FAQPage structured data). */
export const SSL_FAQS: TFaqDocument = {
  title: 'SSL certificate FAQs',
  intro:
    'Everything you need to know about buying, validating, installing and renewing an SSL certificate with Launchpad. If your question is not answered here, contact us at support@launchpad.test.',
  groups: [
    {
      heading: 'SSL basics',
      items: [
        {
          question: 'What is an SSL certificate?',
          answer: [
            'An SSL certificate (strictly, a TLS certificate) proves that a website really belongs to the domain in the address bar and lets the browser encrypt everything sent between your visitors and your server. With one installed, your site loads over https:// and browsers show the padlock; without one, they warn visitors that the site is “Not secure”.',
            'You need a certificate for any site that has a login, a contact form or a checkout — and search engines favour HTTPS sites, so in practice every site should have one.',
          ],
        },
        {
          question: 'What is the difference between DV, OV and EV certificates?',
          answer: [
            'All three encrypt traffic in exactly the same way. They differ in what the certificate authority (CA) checks before issuing it.',
            'Domain Validated (DV), such as PositiveSSL, only checks that you control the domain. It is issued in minutes and suits most websites, blogs and small shops. Organisation Validated (OV) also checks that your organisation is a real, registered business, and its name appears in the certificate details. Extended Validation (EV) adds stricter checks on the organisation, its address and the person ordering; it suits banks, large shops and anyone who wants the highest level of assurance.',
          ],
        },
        {
          question: 'Which certificate should I choose?',
          answer: [
            'For a single website, a PositiveSSL (DV) certificate is enough. If you run several subdomains (shop.example.co.uk, blog.example.co.uk and so on), a wildcard certificate covers them all. Choose EV if you handle payments or sensitive data and want your verified company name in the certificate.',
          ],
        },
        {
          question: 'What are wildcard and multi-domain certificates?',
          answer: [
            'A wildcard certificate, written *.example.com, covers the domain and every subdomain at one level — www, shop, mail and any you add later — with one certificate. It does not cover a second level such as a.b.example.com.',
            'A multi-domain (SAN) certificate covers a list of different names, for example example.com, example.co.uk and example.org. Contact us if you need one; we will help you choose the right product.',
          ],
        },
      ],
    },
    {
      heading: 'Ordering and validation',
      items: [
        {
          question: 'What is a CSR and how do I create one?',
          answer: [
            'A certificate signing request (CSR) is a block of text, starting with -----BEGIN CERTIFICATE REQUEST-----, that contains your domain name, organisation details and the public half of a key pair. You create it on the server or hosting control panel where the certificate will be installed; the matching private key stays on your server and is never sent to us.',
            'Most hosting panels (cPanel, Plesk and others) have a “Generate CSR” option. On your own server you can run: openssl req -new -newkey rsa:2048 -nodes -keyout example.key -out example.csr. Paste the whole CSR, including the BEGIN and END lines, when you activate the certificate and we check it before sending it to the CA.',
          ],
        },
        {
          question: 'How is my domain validated?',
          answer: [
            'The CA must confirm that you control the domain. You choose one of three methods when you activate the certificate:',
            'Email: the CA sends an approval link to an approver address at the domain (see the next question). HTTP: you upload a small text file we give you to a set path on your website, such as /.well-known/pki-validation/. DNS: you add a CNAME or TXT record we give you to the domain’s DNS; if your DNS is managed by Launchpad you can add it from DNS Management in a minute.',
          ],
        },
        {
          question: 'Which approver email addresses can I use?',
          answer: [
            'For email validation the CA only accepts certain addresses at the domain itself: admin@, administrator@, hostmaster@, postmaster@ or webmaster@ (for example, admin@example.com). Where the registry publishes it, the domain’s registrant email can also be used.',
            'Make sure the address you pick exists and that you can read its mail. If you cannot receive email at the domain, use HTTP or DNS validation instead.',
          ],
        },
        {
          question: 'I did not receive the approval email. What should I do?',
          answer: [
            'Check your spam folder first, then resend the approval email from the certificate’s page under SSL Management at /domain/services. You can also change the approver address or switch to HTTP or DNS validation from the same page.',
          ],
        },
        {
          question: 'How long does issuance take?',
          answer: [
            'DV certificates are usually issued within 5 to 15 minutes of validation being completed. OV certificates typically take 1 to 3 working days and EV certificates 1 to 5 working days, because the CA checks company records and may phone the organisation. We email you as soon as the certificate is issued.',
          ],
        },
      ],
    },
    {
      heading: 'Installing and managing your certificate',
      items: [
        {
          question: 'Where do I manage my certificates?',
          answer: [
            'Sign in and open Domain, then SSL Management (/domain/services). It lists every certificate with its domain, status and expiry date. Open a certificate to activate it with your CSR, see its validation status, resend approval emails, download the issued certificate and reissue it.',
          ],
        },
        {
          question: 'How do I install the certificate?',
          answer: [
            'Once issued, download the certificate and the CA bundle (intermediate certificates) from the certificate’s page, or use the copy we email you. Install both on your server or paste them into your hosting panel’s SSL section, together with the private key you created with the CSR.',
            'After installing, visit your site over https:// and check for the padlock. If browsers warn about an incomplete chain, the CA bundle is missing. Finally, redirect http:// to https:// so every visitor uses the secure version.',
          ],
        },
        {
          question: 'Can I reissue my certificate?',
          answer: [
            'Yes. Reissuing is free for the whole validity period. You need to reissue if you lose your private key, move to a new server or want to change the CSR. Create a new CSR, choose Reissue on the certificate’s page at /domain/services, and complete validation again. The old certificate keeps working until you replace it.',
          ],
        },
        {
          question: 'My private key has been exposed. What should I do?',
          answer: [
            'Contact us straight away at support@launchpad.test. We will ask the CA to revoke the certificate, and you can reissue it with a new CSR and key free of charge.',
          ],
        },
      ],
    },
    {
      heading: 'Renewal and expiry',
      items: [
        {
          question: 'How long is a certificate valid?',
          answer: [
            'Industry rules limit each certificate to just over a year (398 days at most), and the limit is being shortened further over the coming years. When you buy several years, your subscription covers the whole period and we reissue the certificate for you as each one nears its end, so you only need to install the new file.',
          ],
        },
        {
          question: 'How do I renew, and what happens if my certificate expires?',
          answer: [
            'We email you 30 days and 7 days before a certificate expires. Renew from /domain/services: renewing buys a new certificate, which you validate and install like the first. Any time left on the old certificate is usually added to the new one by the CA, up to the maximum validity.',
            'If a certificate expires, browsers show a full-page security warning and most visitors will leave. Renew early — it costs nothing to renew a few weeks before expiry.',
          ],
        },
        {
          question: 'Can I get a refund for an SSL certificate?',
          answer: [
            'Once a certificate has been issued it cannot be cancelled, because the CA has already done the validation work. If the CA refuses to issue a certificate for a reason that is not your fault, we refund the full price. See our terms and conditions for details.',
          ],
        },
      ],
    },
  ],
};
