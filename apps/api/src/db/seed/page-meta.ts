import { SITE_NAME } from '@launchpad/shared';

type TSeedPage = { slug: string; title: string; description: string; keywords: string };

/** Metadata of the public routes (SPEC §2). Product pages add theirs with the catalogue. */
export const SEED_PAGES: TSeedPage[] = [
  {
    slug: '/',
    title: `${SITE_NAME} — start your company, brand and website in one place`,
    description:
      'Form your company, file trade marks, register domains and turn your idea into a lean canvas, brand and pitch with AI.',
    keywords: 'start a company,company formation,trade mark,domains,startup tools,AI startup builder',
  },
  {
    slug: '/services',
    title: `Company formation, trade marks and bookkeeping | ${SITE_NAME}`,
    description: 'Incorporate in 26 countries and every US state, protect your brand and keep your books in order.',
    keywords: 'company formation,LLC,Ltd,trade mark registration,bookkeeping,accounting',
  },
  {
    slug: '/services/company-formation',
    title: `Company formation in 26 countries and every US state | ${SITE_NAME}`,
    description:
      'Form a UK Ltd, Irish LTD, German GmbH, Hong Kong company or a US LLC or C-Corp in any state, with government fees shown up front.',
    keywords: 'company formation,incorporate,LLC,C-Corp,Ltd,GmbH,Delaware,Wyoming',
  },
  {
    slug: '/services/trade-mark',
    title: `Trade mark registration in the UK, EU and US | ${SITE_NAME}`,
    description:
      'Search, classify and file your trade mark with the UKIPO, EUIPO or USPTO; extra classes as you need them.',
    keywords: 'trade mark,trademark registration,UKIPO,EUIPO,USPTO',
  },
  {
    slug: '/services/bookkeeping-accounting',
    title: `Bookkeeping and accounting for startups | ${SITE_NAME}`,
    description: 'Monthly bookkeeping, VAT returns, annual accounts and tax filings by qualified accountants.',
    keywords: 'bookkeeping,accounting,annual accounts,VAT returns,startup accountant',
  },
  {
    slug: '/startup-package',
    title: `Startup plans | ${SITE_NAME}`,
    description: 'Choose a membership plan that unlocks business tools and the AI startup builder.',
    keywords: 'startup plan,membership,business tools,AI builder',
  },
  {
    slug: '/build-startup',
    title: `AI startup builder | ${SITE_NAME}`,
    description:
      'Type a one-line idea and get a lean canvas, brand wheel, elevator pitch, names and a validation plan.',
    keywords: 'AI startup builder,lean canvas,brand wheel,elevator pitch,idea validation',
  },
  {
    slug: '/tools',
    title: `Business tools | ${SITE_NAME}`,
    description: 'Organisation chart, business plan wizard, name ideas, legal agreements, SEO audit and more.',
    keywords: 'business tools,business plan,org chart,legal agreements,SEO audit',
  },
  // SPEC §2: the chart answers under both spellings, and both are in the page-metadata mapping.
  ...['/tools/organisational-chart', '/tools/organization-chart'].map((slug) => ({
    slug,
    title: `Organisation chart maker | ${SITE_NAME}`,
    description:
      'Map your team: add roles, reports and open positions, keep the chart in your browser and export it as PNG or PDF.',
    keywords: 'organisation chart,org chart,team structure,organizational chart,hiring plan',
  })),
  {
    slug: '/community',
    title: `Founder communities | ${SITE_NAME}`,
    description: 'Find communities of founders who are building what you are building.',
    keywords: 'founder community,startup community',
  },
  {
    slug: '/investors',
    title: `Investors | ${SITE_NAME}`,
    description: 'Angels and funds that back early-stage companies.',
    keywords: 'investors,angel investors,venture capital',
  },
  {
    slug: '/events',
    title: `Startup events | ${SITE_NAME}`,
    description: 'Meetups, demo days and workshops for founders.',
    keywords: 'startup events,demo day,founder meetup',
  },
  {
    slug: '/perks',
    title: `Startup perks | ${SITE_NAME}`,
    description: 'Credits and discounts on the software a new company needs.',
    keywords: 'startup perks,startup credits,discounts',
  },
  {
    slug: '/learn',
    title: `Learn | ${SITE_NAME}`,
    description: 'Guides, articles and tips for first-time founders.',
    keywords: 'startup guides,founder tips',
  },
  {
    slug: '/blog',
    title: `Blog | ${SITE_NAME}`,
    description: 'News and stories for founders.',
    keywords: 'startup blog',
  },
  {
    slug: '/guide',
    title: `Guides | ${SITE_NAME}`,
    description: 'Step-by-step guides to forming and running a company.',
    keywords: 'company formation guide,startup guide',
  },
  {
    slug: '/tips-and-tricks',
    title: `Tips and tricks | ${SITE_NAME}`,
    description: 'Short, practical advice for running a young company.',
    keywords: 'startup tips',
  },
  {
    slug: '/network',
    title: `Founder network | ${SITE_NAME}`,
    description: 'Meet founders who have done it before.',
    keywords: 'founder network,mentors',
  },
  {
    slug: '/contact-us',
    title: `Contact us | ${SITE_NAME}`,
    description: 'Talk to our team about formation, domains or your plan.',
    keywords: 'contact,support',
  },
  {
    slug: '/referral',
    title: `Connect & Earn | ${SITE_NAME}`,
    description: 'Share Launchpad with founders and earn commission on every membership.',
    keywords: 'referral programme,influencer,affiliate',
  },
  {
    slug: '/terms-&-conditions',
    title: `Terms and conditions | ${SITE_NAME}`,
    description: 'The terms that govern your use of Launchpad.',
    keywords: 'terms and conditions',
  },
  {
    slug: '/privacy-policy',
    title: `Privacy policy | ${SITE_NAME}`,
    description: 'How we collect, use and protect your personal data.',
    keywords: 'privacy policy,GDPR',
  },
  {
    slug: '/ssl-faqs',
    title: `SSL certificate FAQs | ${SITE_NAME}`,
    description: 'Answers about SSL certificates: validation, installation and renewal.',
    keywords: 'SSL certificate,HTTPS,FAQ',
  },
  {
    slug: '/id-protect-faqs',
    title: `ID Protect FAQs | ${SITE_NAME}`,
    description: 'How WHOIS privacy keeps your personal details out of public records.',
    keywords: 'WHOIS privacy,ID protect,domain privacy',
  },
];
