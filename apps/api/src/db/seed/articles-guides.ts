import type { TArticleSeed } from './articles-types';

/**
 * Issue 9: step-by-step guides for /guide. Each body is Markdown (rendered and sanitised by the
 * content module). Regulatory figures are phrased "at the time of writing" and point readers to
 * the official source; links go only to site paths or https://example.org/.
 */
export const GUIDES: TArticleSeed[] = [
  {
    slug: 'uk-ltd-vs-us-llc-vs-delaware-c-corp',
    title: 'UK Ltd, US LLC or Delaware C-Corp: choosing the right company for your startup',
    summary:
      'A practical comparison of the three structures founders ask us about most, covering tax, investors, paperwork and cost, with a decision table to help you pick.',
    category: 'Company formation',
    tags: ['company formation', 'delaware', 'llc', 'uk limited company'],
    author: 'Priya Castell',
    daysAgo: 12,
    body: `Most founders who come to Launchpad have already narrowed their choice to three vehicles: a UK private limited company, a US limited liability company (LLC) or a Delaware C-Corporation. Each is a sound choice in the right circumstances, and each becomes expensive to undo if you pick it for the wrong reasons. This guide walks you through the decision in the order an adviser would.

> This guide is general information, not tax or legal advice. Rules change, and your personal tax residence matters more than anything else here. Check the current position with a qualified adviser before you file.

## What you'll need

- A rough idea of where you and your co-founders are **tax resident** today and where you expect to be in two years
- A sense of who your first **customers** are and where they are based
- Your **funding plan**: bootstrapped, UK angels, or US venture capital

## Step 1: Start with where the people are

### 1.1 Founders' tax residence

A company is usually taxed where it is managed and controlled. If every director lives in Manchester and makes decisions there, a Delaware corporation can still end up being treated as UK tax resident by HMRC, and you will be paying for two sets of compliance without getting the benefit you hoped for. Write down where each founder lives and works.

### 1.2 Employees and contractors

Where will your first hires sit? Payroll, pensions and employment law follow the employee, not the company. A UK company hiring in the UK is simple; a US company hiring in the UK needs a UK payroll presence anyway.

## Step 2: Think about who will invest

### 2.1 UK angels and SEIS/EIS

UK angel investors often expect their investment to qualify for the Seed Enterprise Investment Scheme (SEIS) or the Enterprise Investment Scheme (EIS), which give investors generous income tax relief. These schemes require, among other things, a permanent establishment in the UK. A UK Ltd is the natural fit. At the time of writing SEIS offers investors 50% income tax relief and EIS 30%; check GOV.UK for the current limits.

### 2.2 US venture capital

Many US funds, and most US accelerators, prefer or insist on a Delaware C-Corp. Delaware corporate law is well understood, the standard financing documents assume it, and stock option plans are straightforward. If a US raise is realistic within eighteen months, forming in Delaware from the start is usually cheaper than "flipping" a UK company later.

## Step 3: Compare tax treatment

### 3.1 UK Ltd

The company pays UK corporation tax on its profits. At the time of writing the main rate is 25%, with a 19% small profits rate and marginal relief in between. You then pay personal tax on salary and dividends you take out.

### 3.2 US LLC

A single-member LLC is, by default, "disregarded" for US federal tax purposes: profits flow through to the owner. That can work well for a US-resident owner. For a UK resident it often does not, because HMRC may treat the LLC as a company while the IRS treats it as transparent, and the mismatch can mean tax relief is lost. Non-US owners also face specific filings, such as Form 5472 for foreign-owned single-member LLCs, with heavy penalties for missing them.

### 3.3 Delaware C-Corp

A C-Corp pays US federal corporate income tax (21% at the time of writing), plus any state taxes where it does business. Delaware also charges an annual franchise tax. Calculate it using the assumed par value capital method: the default "authorised shares" method can produce an alarming bill for a startup with millions of authorised shares.

## Step 4: Weigh running costs and admin

| | UK Ltd | US LLC | Delaware C-Corp |
|---|---|---|---|
| Best for | UK-based founders, UK angels | US-resident owners, simple trading | US venture funding |
| Formation time | Often within 24–48 hours | Days, varies by state | Days |
| Annual filings | Accounts, confirmation statement, CT600 | State report, federal returns | Franchise tax, annual report, federal returns |
| Registered agent or office | UK registered office address | Registered agent in the state | Registered agent in Delaware |
| Investor tax reliefs | SEIS/EIS possible | Rarely attractive to VCs | Standard for US VCs |
| Bank account | UK business banks | US bank, may need EIN first | US bank, may need EIN first |

## Step 5: Make the decision and write it down

### 5.1 Use a simple rule of thumb

- UK-based founders, UK customers, UK angels: **UK Ltd**.
- US-resident owner, small trading business, no investors: **US LLC** (in your home state, usually).
- Serious intention to raise from US funds soon: **Delaware C-Corp**, possibly with a UK subsidiary for UK staff.

### 5.2 Record why

Write a one-page note of your reasoning and share it with your co-founders and adviser. When an investor asks "why Delaware?" you will have a ready answer.

## Common mistakes

- Choosing Delaware because it "looks serious" when every founder, customer and investor is in the UK.
- Forming an LLC as a UK resident without checking how HMRC will treat its profits.
- Ignoring the Delaware franchise tax calculation method and paying far more than necessary.
- Forgetting that a US company needs an Employer Identification Number (EIN) before most banks will open an account.
- Assuming you can move the company later for free: a "flip" costs legal fees and can trigger tax.

## Next steps

- Compare packages and start your company at [/services/company-formation](/services/company-formation).
- Draft the numbers behind your choice with the [business plan tool](/tools/business-plan).
- Read our step-by-step guide to [forming a UK limited company](/guide/how-to-form-a-uk-limited-company).
- Already decided? Get your founders' agreement in place with [legal agreements](/tools/legal-agreements).`,
  },
  {
    slug: 'how-to-form-a-uk-limited-company',
    title: 'How to form a UK limited company, step by step',
    summary:
      'From choosing a name to your first confirmation statement: what Companies House asks for, what the articles and share capital mean, and what to do in the first month.',
    category: 'Company formation',
    tags: ['uk limited company', 'companies house', 'company formation'],
    author: 'Tom Hartley-Reed',
    daysAgo: 41,
    body: `A UK private company limited by shares is the most common vehicle for British startups. Forming one is quick, usually approved within a day or two, but the choices you make in the application follow you for years. This guide explains each field you will be asked for and the jobs to do once your certificate of incorporation arrives.

## What you'll need

- A company name you have checked for availability and trade mark conflicts
- A **registered office address** in the same UK jurisdiction as the company (England and Wales, Scotland, or Northern Ireland)
- A **registered email address** for Companies House correspondence
- Details of at least one **director** (a person aged 16 or over) and every **shareholder**
- Details of any **person with significant control** (PSC): broadly, anyone holding more than 25% of shares or votes
- A **SIC code** describing what the company does
- The incorporation fee (check Companies House for the current amount; it has risen more than once in recent years)

## Step 1: Choose and check your name

### 1.1 Check availability

Search the Companies House register for names that are the same as, or "too like", yours. Small differences such as punctuation, "the" or "UK" do not make a name different.

### 1.2 Check trade marks and domains

A name being free at Companies House does not mean you can trade under it. Search the UK trade mark register and check that a matching domain is available. Our [business name ideas tool](/tools/business-name-ideas) and [domain search](/domains/search) help here.

### 1.3 Avoid sensitive words

Words such as "bank", "royal", "chartered" or "university" need permission. Companies House publishes the full list.

## Step 2: Decide on officers and owners

### 2.1 Directors

Directors run the company and owe it legal duties. Under recent reforms, directors and PSCs are being required to verify their identity with Companies House; check the current rollout timetable.

### 2.2 Shareholders and share capital

Most startups issue a small number of ordinary shares with a low nominal value, for example 1,000 shares of £0.001 each, split between founders. A low nominal value keeps future share issues cheap for new investors and employees.

### 2.3 People with significant control

Anyone with more than 25% of shares or voting rights, or the right to appoint most directors, is a PSC and must be listed.

## Step 3: Pick your articles of association

### 3.1 Model articles

The government's model articles work for a simple company with founders only. They are accepted automatically.

### 3.2 Bespoke articles

Once you take investment, investors usually require bespoke articles with pre-emption rights, drag-along and tag-along clauses and leaver provisions. You can adopt new articles later by special resolution.

## Step 4: Submit the application

### 4.1 Choose your route

You can apply directly on GOV.UK or through a formation agent such as Launchpad, which adds checks, a registered office service and the post-incorporation paperwork.

### 4.2 Sign and pay

Each subscriber confirms the memorandum of association. Once filed, you will typically receive your certificate of incorporation, company number and share certificates by email.

## Step 5: Your first month after incorporation

| Task | When | Why |
|---|---|---|
| Open a business bank account | Week 1 | Keep company money separate from personal money |
| Register for Corporation Tax | Within 3 months of starting to trade | HMRC requirement |
| Set up bookkeeping | Week 1 | Every transaction from day one is easier than catching up |
| Register as an employer (PAYE) | Before first payday | Needed even if you only pay directors a salary |
| Consider VAT registration | When turnover nears the threshold, or earlier by choice | See our VAT guide |
| Diarise the confirmation statement | Within 14 days of each review date | At least once every 12 months |
| Diarise first accounts | Usually 21 months after incorporation | Later accounts: 9 months after year end |

## Common mistakes

- Using a home address as the registered office without realising it becomes public.
- Giving one founder 50% and another 50% with no founders' agreement to break a deadlock.
- Setting a high nominal value (for example £1 per share on 1,000,000 shares), which creates an unpaid liability.
- Forgetting that the confirmation statement is due even if nothing has changed.
- Mixing personal and company spending, which creates a director's loan account and possible tax charges.

## Next steps

- Start your formation at [/services/company-formation](/services/company-formation).
- Set up a bank-ready budget with the [business plan tool](/tools/business-plan).
- Protect your name with a trade mark: read our guide to [registering a trade mark in the UK and EU](/guide/registering-a-trade-mark-in-the-uk-and-eu).
- Put a founders' agreement in place using [legal agreements](/tools/legal-agreements).`,
  },
  {
    slug: 'forming-a-company-in-ireland',
    title: 'Forming a private company in Ireland: a founder’s walkthrough',
    summary:
      'How an Irish LTD is set up through the Companies Registration Office, the director residency rule, the company secretary role and the tax registrations that follow.',
    category: 'Company formation',
    tags: ['ireland', 'company formation', 'europe'],
    author: 'Aoife Brennan',
    daysAgo: 97,
    body: `Ireland attracts founders who want an English-speaking base inside the European Union, a well-regarded legal system and a competitive corporation tax rate on trading income. The most common vehicle for a startup is the private company limited by shares, known as an **LTD**. This walkthrough describes the usual process. Irish company law has specific requirements that catch out people used to the UK, so check every point against the Companies Registration Office (CRO) and Revenue before you file.

> General information only. Fees, forms and tax rates change; check the official sources or speak to an Irish adviser.

## What you'll need

- A company name and a fallback
- A registered office address in Ireland
- At least one **director**, and a **company secretary** (who can't be the sole director)
- Evidence that at least one director is **resident in the European Economic Area**, or an alternative such as an insurance bond or proof of a real and continuous economic link with Ireland
- A constitution (standard templates exist for an LTD)
- Details of beneficial owners for the Register of Beneficial Ownership
- Each director's and secretary's Personal Public Service (PPS) number or an identity verification number, where required

## Step 1: Choose the right company type

### 1.1 LTD versus DAC

An LTD has a single-document constitution and full capacity: it can do anything a person can do. A designated activity company (DAC) has an objects clause that limits its activities. Most startups choose an LTD; DACs are used by some regulated or special-purpose businesses.

### 1.2 Check the name

Search the CRO register. As in the UK, names that are too similar to an existing company, or that suggest state approval, can be refused.

## Step 2: Appoint officers

### 2.1 Directors

An LTD may have a single director. Each director must consent to act and, at the time of writing, must give a PPS number or an identity verification number when appointed.

### 2.2 The director residency rule

At least one director should be resident in an EEA member state. If none is, the company usually needs a bond (often called a Section 137 bond) or a certificate from Revenue confirming a real and continuous link to an economic activity in Ireland. This is the step non-EU founders most often underestimate.

### 2.3 Company secretary

Every Irish company must have a secretary, who may be an individual or a corporate body. Directors must ensure the secretary has the skills to do the job.

## Step 3: File with the CRO

### 3.1 Form A1 and the constitution

The incorporation application (Form A1) is filed through the CRO's online system together with the constitution. Online filing is cheaper and faster than paper.

### 3.2 Certificate of incorporation

Once approved, the CRO issues a certificate of incorporation and company number. Processing times vary through the year, so build in a buffer.

## Step 4: Register with Revenue and the beneficial ownership register

### 4.1 Tax registration

Register the company for corporation tax and, if relevant, VAT and as an employer. At the time of writing Ireland's standard corporation tax rate on trading income is 12.5%, with a higher rate for non-trading income and additional rules for very large groups. Confirm current rates with Revenue.

### 4.2 Register of Beneficial Ownership

File details of beneficial owners (generally those holding more than 25%) with the Register of Beneficial Ownership within the deadline after incorporation.

## Step 5: Ongoing compliance

| Obligation | Who it's with | Typical timing |
|---|---|---|
| Annual return (B1) with financial statements | CRO | Yearly, by the annual return date |
| Corporation tax return (CT1) | Revenue | Usually within about 9 months of year end |
| VAT returns | Revenue | Usually bi-monthly once registered |
| Beneficial ownership updates | RBO | When owners change |
| Statutory registers | Kept at the company | Always up to date |

## Common mistakes

- Assuming a UK-resident director satisfies the EEA residency rule: since Brexit, the UK is outside the EEA.
- Appointing the sole director as company secretary too.
- Missing the first annual return date, which can lose the company its audit exemption.
- Treating a registered office address service as proof of "substance" for tax purposes. Real management in Ireland matters.

## Next steps

- See Irish packages at [/services/company-formation](/services/company-formation).
- Model your first-year costs with the [financial health check](/tools/financial-health-check).
- Compare structures in our guide to [choosing between a UK Ltd, a US LLC and a Delaware C-Corp](/guide/uk-ltd-vs-us-llc-vs-delaware-c-corp).
- Register a matching .ie or .com at [/domains/search](/domains/search).`,
  },
  {
    slug: 'forming-a-gmbh-or-ug-in-germany',
    title: 'Forming a GmbH or UG in Germany: what to expect',
    summary:
      'The difference between a GmbH and a UG, the role of the notary, share capital, the commercial register and the tax office questionnaire, explained for international founders.',
    category: 'Company formation',
    tags: ['germany', 'gmbh', 'company formation', 'europe'],
    author: 'Marcus Okafor',
    daysAgo: 158,
    body: `Germany is the EU's largest economy, and a German limited company gives you credibility with German customers and partners. The process is more formal than in the UK: a notary is involved, share capital must be paid in, and several authorities need to hear from you. This guide sets out the usual path for a **GmbH** (Gesellschaft mit beschränkter Haftung) and its lighter sibling, the **UG (haftungsbeschränkt)**.

> General information only. Requirements and fees change, and notaries differ in how they work. Always check the current rules and take local advice.

## What you'll need

- A company name (Firma) that is distinctive and not misleading
- A business address in Germany
- Identification for every shareholder and managing director (Geschäftsführer)
- The **share capital**: at least €25,000 for a GmbH, of which at least half generally must be paid in before registration; from €1 for a UG
- A German business bank account for paying in the capital
- Time: a realistic plan is two to six weeks from notary appointment to registration

## Step 1: Choose between a GmbH and a UG

### 1.1 The comparison

| | GmbH | UG (haftungsbeschränkt) |
|---|---|---|
| Minimum share capital | €25,000 | €1 |
| Paid in before registration | Generally at least €12,500 | All of it, in cash |
| Profit retention | No special rule | 25% of annual profit to a reserve until capital reaches €25,000 |
| Perception | Established, trusted | Fine for a start, sometimes seen as "small" |
| Conversion | — | Can become a GmbH once capital reaches €25,000 |

### 1.2 Model protocol or bespoke articles

Simple companies with up to three shareholders and one managing director can use a statutory model protocol (Musterprotokoll), which reduces notary costs. Anything more complex, such as vesting, investor rights or several directors, needs bespoke articles (Gesellschaftsvertrag).

## Step 2: Notarise the formation

### 2.1 Book the notary

The notary drafts or reviews the articles, identifies the parties and reads the deed aloud. If a shareholder doesn't speak German, an interpreter or a bilingual deed may be needed.

### 2.2 Online notarisation

Since 2022, many formations can be notarised by video call using an electronic ID. This helps founders abroad, but check whether your case and ID qualify.

## Step 3: Pay in the share capital

### 3.1 Open the account

Open a business account in the name of the company "in formation" (in Gründung) and pay in the required capital.

### 3.2 Send proof to the notary

The bank's confirmation goes to the notary, who then files the application with the commercial register.

## Step 4: Registration and the authorities

### 4.1 Commercial register

The local court enters the company in the commercial register (Handelsregister). From that moment the company exists with limited liability. Acting before registration can make the founders personally liable.

### 4.2 Trade office

Most trading businesses must register with the local trade office (Gewerbeamt). This registration also informs other authorities.

### 4.3 Tax office questionnaire

Complete the tax registration questionnaire through the ELSTER online portal. The tax office issues a tax number and, where applicable, a VAT identification number. Expect questions about your expected turnover and profit.

### 4.4 Transparency register

Check whether you need to file beneficial owners in the transparency register (Transparenzregister).

## Step 5: Understand the tax picture

A German company pays corporation tax (15% at the time of writing, plus a solidarity surcharge on that tax) and trade tax set by the municipality. Combined rates are commonly around 30%, varying by location. Chamber of commerce (IHK) membership is usually compulsory for trading companies.

## Common mistakes

- Signing contracts in the company's name before it is registered, without understanding the personal liability this can create.
- Choosing a UG and then distributing all profits: the 25% reserve rule applies.
- Underestimating bookkeeping requirements: German companies must keep double-entry books and file annual accounts.
- Forgetting the IHK fee and the tax adviser (Steuerberater) cost in your budget.

## Next steps

- See German formation packages at [/services/company-formation](/services/company-formation).
- Build a budget that includes notary and adviser fees with the [business plan tool](/tools/business-plan).
- Register a .de domain at [/domains/search](/domains/search).
- Protect your brand across the EU: read [registering a trade mark in the UK and EU](/guide/registering-a-trade-mark-in-the-uk-and-eu).`,
  },
  {
    slug: 'forming-an-estonian-ou-with-e-residency',
    title: 'Forming an Estonian OÜ with e-Residency',
    summary:
      'How e-Residency works, what an OÜ is, the contact person and address rules, and how Estonia taxes distributed rather than retained profits.',
    category: 'Company formation',
    tags: ['estonia', 'e-residency', 'company formation', 'europe'],
    author: 'Priya Castell',
    daysAgo: 233,
    body: `Estonia's e-Residency programme lets people from almost anywhere obtain a government-issued digital identity and use it to found and run an Estonian company online. The usual vehicle is the private limited company, the **OÜ** (osaühing). It suits location-independent founders selling digital services, but it is not a tax shortcut: where you live and manage the company still decides a lot. This guide explains the steps and the questions to ask.

> General information only. Programme rules, state fees and tax rates change. Check the official e-Residency and Business Register sources and take advice on your own tax position.

## What you'll need

- A valid passport and a digital photo for the e-Residency application
- A fee for e-Residency and a trip to a pick-up location to collect your digital ID card
- A company name that meets Estonian naming rules
- A legal address in Estonia and, if the management board is abroad, a **contact person** in Estonia (service providers offer both)
- An idea of your share capital (the statutory minimum has been reduced to a nominal amount; check the current figure)
- A card reader or supported device to sign with your ID

## Step 1: Apply for e-Residency

### 1.1 Application and background check

Apply online with your passport details and a short reason for applying. The police and border authority carries out a background check, which can take several weeks.

### 1.2 Collect your digital ID

You must collect the card in person, with your passport, at a pick-up point such as an Estonian embassy or a designated service centre. You then activate it with the PIN codes provided.

## Step 2: Prepare the company

### 2.1 Name and activity

Pick a name containing the OÜ suffix and check it in the Business Register. Choose the EMTAK activity code that best describes your business.

### 2.2 Address and contact person

An OÜ needs a legal address in Estonia. If your management board members live abroad, you must appoint a contact person who can receive documents on the company's behalf. Service providers bundle these for an annual fee.

### 2.3 Share capital

The legal minimum share capital has been lowered to a token sum in recent years, but some founders still choose a larger figure to look more credible. Check the current rules on paying it in.

## Step 3: Register through the company portal

### 3.1 Fill in the application

Log in to the Business Register's company portal with your ID card, enter the founders, board members, shareholdings, address and contact person, and attach the articles (a standard set is available for simple companies).

### 3.2 Sign and pay the state fee

Every founder signs digitally. Pay the state fee; an expedited option is usually available. Registration is often completed within days.

## Step 4: Set up banking and accounting

### 4.1 Banking

Estonian banks can be cautious with non-resident founders. Many e-residents use licensed payment institutions. Prepare a clear description of your business and customers.

### 4.2 Accounting

Every OÜ must file an annual report in the prescribed format and keep proper books. Most e-residents use an accounting service that specialises in them.

## Step 5: Understand the tax model

| Topic | How it works at the time of writing |
|---|---|
| Retained profits | Not taxed at company level while reinvested |
| Distributed profits | Corporate income tax when profits are paid out as dividends; the rate has changed recently, so check |
| VAT | Registration required once taxable turnover in Estonia passes the threshold; voluntary registration possible |
| Salaries | Payroll taxes apply to Estonian employees and board fees |
| Your personal tax | Depends on where **you** are resident |

### 5.1 Permanent establishment risk

If you run the company from the UK, HMRC may consider it UK tax resident, or consider that it has a UK permanent establishment. Either can make UK corporation tax due. Get advice before you rely on the Estonian model.

## Common mistakes

- Treating e-Residency as residence: it is a digital identity, not a visa or tax residency.
- Forgetting the contact person's annual fee, which is a legal requirement for a board abroad.
- Failing to file the annual report on time, which can lead to fines and eventually deletion from the register.
- Ignoring the tax rules of the country you actually live in.

## Next steps

- Compare EU formation options at [/services/company-formation](/services/company-formation).
- Read [choosing between a UK Ltd, a US LLC and a Delaware C-Corp](/guide/uk-ltd-vs-us-llc-vs-delaware-c-corp) for a wider comparison.
- Check your runway with the [financial health check](/tools/financial-health-check).
- Register a .ee or .eu domain at [/domains/search](/domains/search).`,
  },
  {
    slug: 'forming-a-hong-kong-limited-company',
    title: 'Forming a Hong Kong limited company',
    summary:
      'Directors, the resident company secretary, business registration, the significant controllers register and Hong Kong’s two-tier profits tax, in plain English.',
    category: 'Company formation',
    tags: ['hong kong', 'company formation', 'asia'],
    author: 'Marcus Okafor',
    daysAgo: 302,
    body: `Hong Kong remains a common choice for founders trading with mainland China and the wider Asia-Pacific region: incorporation is fast, the company can be fully foreign-owned, and profits tax is charged on a territorial basis. A **private company limited by shares** is the standard vehicle. This guide walks through the typical process and the ongoing obligations that founders often forget.

> General information only. Fees, forms and tax rules change. Check the Companies Registry and Inland Revenue Department (IRD) for current requirements.

## What you'll need

- A proposed English and/or Chinese company name
- At least one **director** who is a natural person (corporate directors may be added alongside)
- At least one **shareholder** (an individual or a company; 100% foreign ownership is allowed)
- A **company secretary**: an individual ordinarily resident in Hong Kong or a Hong Kong company
- A registered office address in Hong Kong
- Articles of association (model articles can be adapted)
- The incorporation and business registration fees

## Step 1: Check and reserve your name

### 1.1 Search the index

Search the Companies Registry's index of company names. Names identical to an existing one are refused, and certain words need approval.

### 1.2 English, Chinese or both

You may register an English name, a Chinese name, or both. If you trade in Chinese-speaking markets, a considered Chinese name is worth the time.

## Step 2: Appoint officers and shareholders

### 2.1 Directors

A private company needs at least one director who is an individual. There is no residency requirement for directors.

### 2.2 The company secretary

The secretary must be resident in Hong Kong (or be a Hong Kong company). Most foreign founders appoint a licensed corporate service provider. A sole director can't also be the company secretary.

### 2.3 Shares

Hong Kong companies have no authorised capital or par value. You simply state the number of shares issued and the amount paid.

## Step 3: Incorporate and register the business

### 3.1 One-stop application

The incorporation form is filed with the Companies Registry, usually electronically. Business registration with the IRD is handled in the same application, so you receive the certificate of incorporation and the business registration certificate together.

### 3.2 Timing

Electronic applications are often processed within a few working days. Paper applications take longer.

## Step 4: Set up your records

### 4.1 Significant controllers register

Keep a register of significant controllers (broadly, those with more than 25% of shares or voting rights, or the right to appoint most directors) at the registered office or another prescribed place, available for inspection by law enforcement officers on request.

### 4.2 Banking

Opening a Hong Kong business bank account can take longer than incorporation. Banks will ask about your business model, customers, suppliers and the reason for a Hong Kong entity. Digital banks and payment institutions are alternatives.

## Step 5: Stay compliant

| Obligation | Timing (typical) |
|---|---|
| Annual return | Within 42 days after each anniversary of incorporation |
| Business registration renewal | Annually or every three years, depending on the certificate |
| Profits tax return | When issued by the IRD; first return usually about 18 months after incorporation |
| Audited financial statements | Required for filing with the profits tax return |
| Significant controllers register | Kept up to date at all times |

### 5.1 Profits tax

At the time of writing Hong Kong has a two-tier profits tax for corporations: a lower rate on the first HK$2 million of assessable profits and a standard rate above that. Only Hong Kong-sourced profits are taxable, but the question of source is technical. Do not assume offshore status without advice.

### 5.2 Audit

Unlike the UK, even small Hong Kong companies generally need an annual audit by a Hong Kong certified public accountant.

## Common mistakes

- Underestimating bank account opening time and having nowhere to receive customer payments.
- Assuming "territorial taxation" means no tax at all.
- Forgetting the annual audit cost when comparing with a UK Ltd.
- Letting the company secretary arrangement lapse.

## Next steps

- See Hong Kong packages at [/services/company-formation](/services/company-formation).
- Plan your regional launch with the [business plan tool](/tools/business-plan).
- Secure a .hk or .com domain at [/domains/search](/domains/search).
- Read [contracts every startup needs](/guide/contracts-every-startup-needs) before signing your first distributor.`,
  },
  {
    slug: 'registering-a-trade-mark-in-the-uk-and-eu',
    title: 'Registering a trade mark in the UK and the EU',
    summary:
      'Searching, choosing classes, writing a specification, filing with the UKIPO and EUIPO, and surviving examination and opposition without wasting fees.',
    category: 'Legal',
    tags: ['trade marks', 'intellectual property', 'legal'],
    author: 'Aoife Brennan',
    daysAgo: 64,
    body: `A registered trade mark gives you the exclusive right to use your brand for the goods and services you list, and a straightforward way to stop copycats. Since Brexit, a UK trade mark and an EU trade mark are separate rights: you file with the UK Intellectual Property Office (UKIPO) for the UK and with the EU Intellectual Property Office (EUIPO) for all EU member states at once. This guide takes you through both.

## What you'll need

- Your mark: a word, a logo, or both (file the word mark first if budget is tight)
- A list of the products and services you sell now and plan to sell within five years
- The **Nice classes** that cover them (there are 45: classes 1–34 are goods, 35–45 services)
- The owner's details: usually your company, not you personally
- The filing fees (see the table below)

## Step 1: Check your mark can be registered

### 1.1 Distinctiveness

A mark must be distinctive. Descriptive words ("Fast Accounting" for accountancy) and laudatory terms ("Best") are usually refused. Invented words and unrelated real words make the strongest marks.

### 1.2 Clearance search

Search the UK and EU registers for identical and similar marks in related classes. Remember that similarity is judged by how marks look, sound and what they mean, so "Lumio" and "Loomeo" may clash. A professional clearance search is worth it for a brand you will invest heavily in.

## Step 2: Choose classes and write the specification

### 2.1 Pick classes

A software-as-a-service startup commonly files in class 9 (downloadable software), class 42 (software as a service, design and development) and sometimes class 35 (business services). An online shop selling clothing would file in class 25 and class 35 (retail services).

### 2.2 Write specific terms

Use the pre-approved terms in each office's database where you can: they speed up examination. Avoid claiming everything in a class, which invites challenge and, in the UK, can be attacked for bad faith if you have no intention to use it.

## Step 3: File with the UKIPO

### 3.1 Online application

Apply online on GOV.UK. You can use the "Right Start" option, which gives you an examination report before you pay the full fee.

### 3.2 Examination and publication

An examiner checks your application against the absolute grounds (for example, distinctiveness) and tells you about earlier similar marks. If it passes, the mark is published and third parties have two months (extendable to three) to oppose. Without opposition, the mark is registered.

## Step 4: File with the EUIPO

### 4.1 Online application

File via the EUIPO's online service. One application covers every EU member state. If you filed in the UK within the last six months, you can claim **priority** from that date.

### 4.2 Examination and opposition

EUIPO examines absolute grounds only; it does not refuse for earlier marks on its own initiative but sends search reports to holders of earlier marks. Third parties then have three months after publication to oppose.

## Step 5: Compare costs and timelines

| | UKIPO (UK) | EUIPO (EU) |
|---|---|---|
| Fee for one class, online | £170 at the time of writing | €850 at the time of writing |
| Additional classes | £50 each | €50 for the second, €150 each from the third |
| Opposition period | 2 months (extendable to 3) | 3 months |
| Typical time to registration, unopposed | About 4 months | About 4–5 months |
| Duration | 10 years, renewable | 10 years, renewable |

Fees change, so check the official fee pages before you file.

## Step 6: After registration

### 6.1 Use the ® symbol

Only use ® once the mark is registered. Using it for an unregistered mark is an offence in the UK. Before registration, ™ is fine.

### 6.2 Watch and renew

Set reminders for renewal and consider a watching service that alerts you to similar new filings.

## Common mistakes

- Filing in a founder's personal name, then having to assign it to the company later.
- Choosing a descriptive brand name and then spending money defending a weak mark.
- Listing every term in a class "just in case".
- Forgetting the EU until a competitor files there first: the EU is first-to-file.
- Filing a stylised logo only, which protects the design but gives weaker protection for the word itself.

## Next steps

- Let Launchpad handle filing: [trade mark services](/services/trade-mark).
- Brainstorm distinctive names with the [business name ideas tool](/tools/business-name-ideas).
- Secure the matching domain at [/domains/search](/domains/search).
- Put IP assignments in place with [legal agreements](/tools/legal-agreements).`,
  },
  {
    slug: 'contracts-every-startup-needs',
    title: 'The contracts every startup needs (and when you need them)',
    summary:
      'Founders’ agreements, IP assignments, employment and consultancy contracts, customer terms, NDAs and privacy documents: what each does and when to put it in place.',
    category: 'Legal',
    tags: ['contracts', 'legal', 'founders'],
    author: 'Tom Hartley-Reed',
    daysAgo: 19,
    body: `Most startup legal disasters are not dramatic lawsuits. They are quiet gaps: a co-founder leaves with a third of the shares, a freelancer turns out to own your code, a big customer refuses to pay because nothing was in writing. This guide lists the contracts that close those gaps, in the order you are likely to need them, with a checklist of what each should cover.

> General information only, based on English law. Use templates as a starting point and have anything important reviewed by a solicitor.

## What you'll need

- A list of everyone who has contributed to the business so far: co-founders, freelancers, friends who "helped with the logo"
- Your company's details (name, number, registered office)
- An outline of how you sell: online self-serve, signed orders, or bespoke projects
- Access to a template library, such as Launchpad's [legal agreements tool](/tools/legal-agreements)

## Step 1: Agree things between the founders

### 1.1 Founders' or shareholders' agreement

Sign this as soon as the company is formed. It should cover:

- Who holds which shares, and **vesting** (typically four years with a one-year cliff)
- **Leaver provisions**: what happens to a "good leaver's" and "bad leaver's" shares
- Decisions that need unanimous consent
- How deadlocks are broken
- Time commitment and non-compete restrictions

### 1.2 Align with the articles

Make sure the articles of association and the shareholders' agreement say the same thing. Where they conflict, the articles generally bind the company and all shareholders.

## Step 2: Make sure the company owns its IP

### 2.1 Founder IP assignment

Anything a founder created before incorporation (code, designs, a domain name) belongs to that founder until it is assigned to the company. Sign a short assignment.

### 2.2 Contractor agreements

Under English law, a freelancer usually owns the copyright in what they create unless a written agreement assigns it. Every consultancy agreement should include an IP assignment and confidentiality.

## Step 3: Hire people properly

### 3.1 Employment contracts

Employees must receive a written statement of the main terms of employment on or before their first day. Include IP, confidentiality and notice clauses.

### 3.2 Option agreements

If you offer share options, use a formal scheme. In the UK many startups use the Enterprise Management Incentive (EMI) scheme, which has tax advantages when set up correctly, including a valuation agreed with HMRC and notification within the deadline.

## Step 4: Sell on clear terms

### 4.1 Customer terms

Whether you call them terms of service, terms of business or a master services agreement, they should cover scope, price and payment terms, liability caps, termination, and what happens to data at the end.

### 4.2 Consumer rules

Selling to consumers brings extra legal duties: pre-contract information, cancellation rights for online sales, and rules against unfair terms. Business-to-business terms can't simply be reused.

## Step 5: Handle personal data

### 5.1 Privacy notice and data processing agreements

If you collect personal data, you need a privacy notice explaining what you collect and why. Where you process data for customers, or suppliers process it for you, UK GDPR requires a written data processing agreement.

### 5.2 ICO registration

Most organisations that process personal data must pay the data protection fee to the Information Commissioner's Office. For small businesses it is modest; check the ICO's current tiers.

## Quick reference

| Contract | Needed when | Main risk it covers |
|---|---|---|
| Shareholders' agreement | At incorporation | Founder disputes, departures |
| IP assignment | At incorporation | Company not owning its product |
| Consultancy agreement | First freelancer | Contractor owning your IP |
| Employment contract | First employee | Legal non-compliance, IP leakage |
| NDA | Sensitive early talks | Confidential information misuse |
| Customer terms | First sale | Unpaid invoices, unlimited liability |
| Privacy notice and DPA | First personal data | Regulatory fines, lost trust |

## Common mistakes

- Relying on a handshake between co-founders "because we're friends".
- Letting a developer build the MVP without a written IP assignment.
- Asking every investor to sign an NDA. Most will decline, and it signals inexperience.
- Copying a competitor's terms, including their company name.
- Forgetting to update contracts when the business model changes.

## Next steps

- Generate first drafts with [legal agreements](/tools/legal-agreements).
- Form your company first at [/services/company-formation](/services/company-formation).
- Plan your first hires in [building an org chart for your first hires](/guide/building-an-org-chart-for-your-first-hires).
- Read [raising a pre-seed round](/guide/raising-a-pre-seed-round) to see which documents investors ask for.`,
  },
  {
    slug: 'setting-up-bookkeeping-for-a-new-company',
    title: 'Setting up bookkeeping for a new company',
    summary:
      'Bank accounts, software, a simple chart of accounts, receipts, reconciliation and the monthly routine that keeps your accountant happy and your tax bills predictable.',
    category: 'Finance',
    tags: ['bookkeeping', 'accounting', 'finance'],
    author: 'Helen Mbeki',
    daysAgo: 8,
    body: `Bookkeeping is the habit of recording every money movement in your business, promptly and consistently. It is not glamorous, but it decides whether you know your cash position, whether your tax returns are right and whether due diligence for your first investment takes two days or two months. This guide sets up a system a small UK company can run in under an hour a week.

## What you'll need

- Your company's incorporation details and accounting reference date
- A separate **business bank account**
- Cloud **accounting software** that supports Making Tax Digital (MTD)
- A way to capture receipts (the software's app, or a dedicated inbox)
- An hour in your diary every week

## Step 1: Separate business and personal money

### 1.1 Open a business account

A limited company is a separate legal person, so its money must stay in its own account. Paying company costs from a personal card is allowed, but each one must be recorded and reimbursed properly.

### 1.2 Understand the director's loan account

If you take money out of the company that isn't salary, dividends or a reimbursed expense, you create a director's loan. Loans that remain outstanding after the year end can lead to an extra corporation tax charge, so keep this balance in view.

## Step 2: Choose your software

### 2.1 What to look for

- A live **bank feed** that imports transactions automatically
- **MTD-compatible** VAT filing
- Receipt capture with automatic data extraction
- Invoicing with online payment links
- An accountant login

### 2.2 Connect the feeds

Connect your bank, card and payment provider accounts. Set the conversion date to the day you incorporated.

## Step 3: Set up a simple chart of accounts

### 3.1 Keep it short

Start with the default chart and tidy it. Ten to fifteen expense categories are enough for most early-stage companies.

| Category | Examples |
|---|---|
| Sales | Subscription revenue, one-off services |
| Cost of sales | Payment fees, hosting directly tied to customers |
| Software | Design, productivity and development tools |
| Marketing | Ads, sponsorships, events |
| Professional fees | Accountant, solicitor, formation services |
| Travel | Train fares, client visits |
| Salaries and pensions | Payroll costs, employer pension contributions |
| Office and equipment | Laptops (may be capital items), co-working |

### 3.2 Add tracking for projects

If you want to know profitability per product or client, use tracking categories rather than creating dozens of accounts.

## Step 4: Capture receipts and invoices

### 4.1 The two-minute rule

Photograph receipts as soon as you pay. Forward emailed invoices to the software's inbox. Everything else piles up.

### 4.2 Keep records long enough

HMRC expects a company to keep records for at least six years from the end of the financial year they relate to, and longer in some situations. Digital copies are acceptable.

## Step 5: Build the weekly and monthly routine

### 5.1 Weekly (30–45 minutes)

1. Reconcile the bank feed: match each line to an invoice, bill or receipt.
2. Send new invoices and chase overdue ones.
3. Approve and schedule supplier bills.

### 5.2 Monthly (1–2 hours)

1. Check the profit and loss report against last month. Anything odd?
2. Review the director's loan account balance.
3. Update your cash runway: cash in bank divided by average monthly net burn.
4. Prepare VAT figures if you are registered.

### 5.3 Yearly

Your accountant prepares statutory accounts and the company tax return (CT600) from your books. Clean books mean a smaller bill.

## Common mistakes

- Waiting until the year end to "do the books".
- Categorising transfers between your own accounts as income.
- Losing receipts for cash purchases, and with them the VAT you could reclaim.
- Ignoring the director's loan account until your accountant flags a tax charge.
- Paying yourself irregular amounts without deciding whether they are salary, dividends or a loan.

## Next steps

- Hand the routine over: [bookkeeping and accounting services](/services/bookkeeping-accounting).
- Check your numbers with the [financial health check](/tools/financial-health-check).
- Read [VAT basics for UK startups](/guide/vat-basics-for-uk-startups).
- Put every deadline in your diary with the [first-year founder tax calendar](/guide/first-year-founder-tax-calendar-uk).`,
  },
  {
    slug: 'vat-basics-for-uk-startups',
    title: 'VAT basics for UK startups',
    summary:
      'When you must register, when registering early makes sense, the three main rates, how returns and Making Tax Digital work, and how VAT applies to digital sales abroad.',
    category: 'Finance',
    tags: ['vat', 'tax', 'finance'],
    author: 'Helen Mbeki',
    daysAgo: 73,
    body: `Value Added Tax is a tax on consumer spending that businesses collect on HMRC's behalf. Once you are registered, you add VAT to your prices, reclaim the VAT on your costs and pay over the difference. Getting the basics wrong, especially registering late, is one of the most expensive early mistakes a founder can make. This guide covers the essentials for a UK company.

> Figures here are correct at the time of writing. Thresholds and rules change, often in the Budget, so check GOV.UK before relying on them.

## What you'll need

- Your turnover for the last 12 months, month by month
- A forecast of turnover for the next 30 days
- Details of who your customers are (businesses or consumers) and where they are
- Accounting software that supports Making Tax Digital for VAT

## Step 1: Work out whether you must register

### 1.1 The rolling 12-month test

You must register if your VAT-taxable turnover in any rolling 12-month period goes over the registration threshold (£90,000 at the time of writing). This is not your accounting year: check every month.

### 1.2 The forward-looking test

You must also register if you expect turnover in the **next 30 days alone** to exceed the threshold, for example because you have just signed a large contract. In that case the deadline is the end of that 30-day period, not the end of the month.

### 1.3 What counts

Taxable turnover includes standard-rated, reduced-rated and zero-rated sales. Exempt sales (for example, most insurance and some education) don't count.

## Step 2: Decide whether to register voluntarily

### 2.1 Reasons to register early

- Your customers are mostly VAT-registered businesses, who can reclaim the VAT you charge.
- You have large start-up costs with VAT to reclaim.
- Some larger customers prefer VAT-registered suppliers.

### 2.2 Reasons to wait

- Your customers are consumers, so adding 20% makes you more expensive or cuts your margin.
- You want to keep admin light while you test the market.

## Step 3: Understand the rates

| Rate | At the time of writing | Typical examples |
|---|---|---|
| Standard | 20% | Most goods and services, software, consulting |
| Reduced | 5% | Domestic energy, some home improvements |
| Zero | 0% | Most food, books, children's clothing |
| Exempt | No VAT, not taxable turnover | Most financial services, insurance |

Zero-rated and exempt look similar on an invoice, but they are different: zero-rated supplies still let you reclaim input VAT, exempt supplies generally don't.

## Step 4: Register and set up returns

### 4.1 Register online

Register through your HMRC business tax account. You will receive a VAT number and your effective date of registration. From that date, you must charge VAT.

### 4.2 Making Tax Digital

VAT-registered businesses must keep digital records and file returns through MTD-compatible software.

### 4.3 Deadlines

Returns are normally quarterly. The return and payment are usually due one calendar month and seven days after the end of the period.

### 4.4 Schemes

Look at the **Flat Rate Scheme**, which can simplify accounting for small businesses, and the **Cash Accounting Scheme**, which means you only account for VAT when you are paid. Check the eligibility rules and whether they actually save money for you.

## Step 5: Selling abroad

### 5.1 Business customers

Services to overseas business customers are often outside the scope of UK VAT, with the customer accounting for any local tax. Note it on the invoice.

### 5.2 Consumers in the EU

Digital services sold to EU consumers are taxed where the consumer lives. The EU's One Stop Shop (OSS) scheme lets you file a single return, but UK businesses generally register through an EU member state's non-Union scheme. Check the current rules before you launch in Europe.

## Common mistakes

- Checking turnover against your accounting year instead of a rolling 12 months.
- Registering late: HMRC will expect the VAT you should have charged, even if you didn't collect it.
- Quoting prices to consumers without saying whether they include VAT.
- Reclaiming VAT on costs without a valid VAT invoice.
- Forgetting that the effective date can be backdated.

## Next steps

- Get help with registration and returns: [bookkeeping and accounting](/services/bookkeeping-accounting).
- Model VAT-inclusive pricing in [pricing your first product](/guide/pricing-your-first-product).
- Plan the year with the [first-year founder tax calendar](/guide/first-year-founder-tax-calendar-uk).
- Test your margins with the [financial health check](/tools/financial-health-check).`,
  },
  {
    slug: 'first-year-founder-tax-calendar-uk',
    title: 'The first-year founder tax calendar (UK limited company)',
    summary:
      'Every filing and payment a new UK company and its directors face in the first 21 months, in date order, with who files what and how to avoid penalties.',
    category: 'Finance',
    tags: ['tax', 'deadlines', 'finance', 'uk limited company'],
    author: 'Helen Mbeki',
    daysAgo: 129,
    body: `The first year of a company brings a cluster of unfamiliar deadlines, and several of them are calculated from dates you might not have noticed, such as the day you incorporated or the day you first traded. Missing them leads to automatic penalties. This guide lays the deadlines out as a calendar for a typical UK limited company with founder-directors.

> Deadlines below reflect the rules at the time of writing. Your own dates depend on your incorporation date and accounting reference date. Confirm them in your Companies House and HMRC accounts.

## What you'll need

- Your **incorporation date** and **accounting reference date** (shown on the Companies House register)
- The date the company **started trading** (first sale, first purchase or first advert can all count)
- Your HMRC business tax account and Companies House online account
- A shared calendar that every director can see

## Step 1: Work out your key dates

### 1.1 Accounting reference date

By default, the first accounting reference date is the last day of the month in which the company was incorporated. A company incorporated on 10 March has a reference date of 31 March. Its first period runs from incorporation to 31 March the following year. You can change this date if it suits you, within limits.

### 1.2 Accounting period for tax

Corporation tax accounting periods can't be longer than 12 months. If your first accounts cover more than 12 months, you will file two company tax returns for that period.

## Step 2: Put the Companies House deadlines in the calendar

### 2.1 Confirmation statement

Due at least once every 12 months, within 14 days after the review date (initially the anniversary of incorporation). A fee applies.

### 2.2 First accounts

Due 21 months after the date of incorporation. After that, accounts are due 9 months after each accounting reference date.

## Step 3: Put the HMRC deadlines in the calendar

### 3.1 Register for corporation tax

Within 3 months of starting to trade.

### 3.2 Pay corporation tax

For most small companies, corporation tax is due 9 months and 1 day after the end of the accounting period.

### 3.3 File the company tax return (CT600)

Due 12 months after the end of the accounting period. Note that payment comes **before** the filing deadline.

### 3.4 PAYE

If you run payroll (including for directors' salaries), submit a Full Payment Submission on or before each payday and pay HMRC by the 22nd of the following month if you pay electronically.

### 3.5 VAT

If registered, returns and payments are usually due one month and seven days after each quarter.

## Step 4: Add the directors' personal deadlines

If you receive dividends above your allowances or have other untaxed income, you will usually need to file a Self Assessment return.

| Personal deadline | What |
|---|---|
| 5 October after the tax year | Register for Self Assessment if you haven't before |
| 31 October | Paper return deadline |
| 31 January | Online return and balancing payment; first payment on account |
| 31 July | Second payment on account |

The UK tax year runs from 6 April to 5 April.

## Step 5: A worked example

Northwind Labs Ltd is incorporated on 10 March 2025 and starts trading on 1 May 2025. Its accounting reference date is 31 March.

| Date | Deadline |
|---|---|
| 31 July 2025 | Register for corporation tax (3 months after trading started) |
| 24 March 2026 | Confirmation statement (made up to the anniversary of incorporation, filed within 14 days) |
| 31 March 2026 | End of first accounting period |
| 10 December 2026 | First accounts at Companies House (21 months after incorporation) |
| 1 January 2027 | Corporation tax payment for the first period |
| 31 March 2027 | CT600 for the first period |

(Check the exact period rules with your accountant: the first corporation tax period starts when trading begins.)

## Common mistakes

- Assuming the company tax return deadline is also the payment deadline.
- Not realising a dormant period ends when the company places its first advert or buys stock.
- Missing the confirmation statement because "nothing changed".
- Forgetting personal Self Assessment after taking the first dividends.
- Keeping deadlines in one founder's head instead of a shared calendar.

## Next steps

- Let us track and file for you: [bookkeeping and accounting](/services/bookkeeping-accounting).
- Read [setting up bookkeeping for a new company](/guide/setting-up-bookkeeping-for-a-new-company).
- Check whether VAT applies: [VAT basics for UK startups](/guide/vat-basics-for-uk-startups).
- Review your cash position with the [financial health check](/tools/financial-health-check).`,
  },
  {
    slug: 'managing-cash-flow-and-runway',
    title: 'Managing cash flow and runway in your first year',
    summary:
      'Build a 13-week cash forecast, calculate burn and runway honestly, and use a handful of levers to stretch your cash without stalling growth.',
    category: 'Finance',
    tags: ['cash flow', 'runway', 'finance'],
    author: 'Helen Mbeki',
    daysAgo: 187,
    body: `Profitable companies still fail when they run out of cash. For a startup, cash is time: it decides how many experiments you can run before you need revenue or investment. This guide shows you how to measure runway properly, build a short-term cash forecast and act early when the numbers turn.

## What you'll need

- Up-to-date bookkeeping (bank transactions reconciled to at least last month)
- A list of committed costs: salaries, rent, software subscriptions, loan repayments
- Your sales pipeline, or your best estimate of incoming payments
- A spreadsheet, or the [financial health check](/tools/financial-health-check)

## Step 1: Measure burn and runway

### 1.1 Gross and net burn

**Gross burn** is everything you spend in a month. **Net burn** is gross burn minus cash received. Use an average of the last three months to smooth lumpy costs.

### 1.2 Runway

Runway in months = cash in the bank ÷ average monthly net burn. Run the sum twice: once with current burn, once with the burn you have already committed to (for example, a new hire starting next month).

## Step 2: Build a 13-week cash forecast

### 2.1 Why 13 weeks

A quarter is long enough to spot a squeeze and short enough to forecast with reasonable accuracy. Update it every Monday.

### 2.2 Set up the sheet

| Week | Opening cash | Receipts | Payroll | Suppliers | Tax (VAT, PAYE) | Other | Closing cash |
|---|---|---|---|---|---|---|---|
| 1 | £84,000 | £6,500 | £0 | £2,100 | £0 | £300 | £88,100 |
| 2 | £88,100 | £3,200 | £0 | £900 | £0 | £150 | £90,250 |
| 3 | £90,250 | £1,000 | £18,400 | £1,600 | £4,900 | £200 | £66,150 |

Columns are cash movements, not invoices: a sale counts when the customer pays, not when you invoice.

### 2.3 Include the lumpy items

Quarterly VAT, annual software renewals, insurance, corporation tax and bonuses are the usual surprises. Put them in the week they will leave the bank.

## Step 3: Improve cash in

### 3.1 Invoice promptly and clearly

Send invoices the day work is delivered, with a clear due date, bank details and a payment link.

### 3.2 Shorten payment terms

Ask for 14 days rather than 30 with small customers, and annual upfront billing (with a discount) for subscriptions.

### 3.3 Chase politely and on schedule

A reminder three days before the due date, on the day, and seven days after solves most late payment. For business customers, UK law allows statutory interest on late commercial payments; mentioning it usually suffices.

## Step 4: Control cash out

### 4.1 Review subscriptions monthly

Cancel tools no one has logged in to for 30 days.

### 4.2 Negotiate timing, not just price

Suppliers will often agree to monthly rather than annual billing, or to longer terms, especially early on.

### 4.3 Separate tax money

Move VAT and PAYE amounts to a separate account when you receive or incur them. Spending HMRC's money is the fastest route to a crisis.

## Step 5: Set triggers and act early

Agree with your co-founders what you will do at each runway level:

| Runway | Action |
|---|---|
| More than 12 months | Invest in growth; start investor relationships |
| 9–12 months | Begin fundraising or lock in revenue milestones |
| 6–9 months | Freeze non-essential hiring; cut discretionary spend |
| Under 6 months | Emergency plan: bridge funding, deep cuts, or a pivot to revenue |

Fundraising commonly takes three to six months, so a runway under nine months is already late to start.

## Common mistakes

- Calculating runway on gross burn only, or on a month with unusually high receipts.
- Counting invoices sent as cash received.
- Forgetting tax payments that are months away but certain.
- Waiting until runway is under six months to start fundraising.
- Cutting the activity that brings in revenue instead of the costs that don't.

## Next steps

- Run the numbers in the [financial health check](/tools/financial-health-check).
- Keep books current with [bookkeeping and accounting](/services/bookkeeping-accounting).
- Plan your next raise: [raising a pre-seed round](/guide/raising-a-pre-seed-round).
- Build a forecast into your [business plan](/tools/business-plan).`,
  },
  {
    slug: 'pricing-your-first-product',
    title: 'Pricing your first product',
    summary:
      'A step-by-step method for setting a launch price: understand costs, find the value to the customer, check alternatives, design tiers and test without guessing.',
    category: 'Idea to launch',
    tags: ['pricing', 'revenue', 'go to market'],
    author: 'Priya Castell',
    daysAgo: 215,
    body: `Pricing is the fastest lever on profit and the one founders most often set by gut feel, usually too low. A low price attracts customers who churn, makes paid acquisition unaffordable and is hard to raise later. This guide gives you a repeatable way to set and test a first price.

## What you'll need

- Notes from at least ten customer conversations (see [validating an idea with customer interviews](/guide/validating-an-idea-with-customer-interviews))
- Your unit costs: what it costs to serve one customer for a month or to deliver one order
- A list of the alternatives your customers use today, including "do nothing" and spreadsheets
- A simple landing page or sales deck where you can show a price

## Step 1: Know your floor

### 1.1 Unit costs

Add up the variable cost of serving one customer: hosting, payment fees, support time, third-party APIs, packaging and shipping. This is your absolute floor, not your price.

### 1.2 Gross margin target

Software businesses often aim for gross margins of 70–80% or more; physical products and services run lower. Decide your target and work out the minimum price that hits it.

## Step 2: Find the value ceiling

### 2.1 Quantify the value

Ask customers what the problem costs them in time or money today. If your tool saves a bookkeeper four hours a month and their time is worth £30 an hour, the value is about £120 a month.

### 2.2 Price a fraction of value

A common starting point is to charge roughly a tenth to a third of the value you create, leaving the customer a clear gain.

## Step 3: Check the alternatives

### 3.1 Map competitors and substitutes

List direct competitors and what customers do instead. Note their prices, what is included and how they bill (per seat, per use, flat fee).

### 3.2 Position deliberately

Decide whether you are the cheaper, simpler option or the premium, specialist option. Being "a bit cheaper than the leader" is rarely a strategy.

## Step 4: Choose a model and design tiers

### 4.1 Pick a value metric

Charge for the unit that grows with the value the customer gets: seats, projects, transactions, locations. A good metric means customers pay more as they succeed.

### 4.2 Three tiers

| Tier | Who it's for | Example price | Example limit |
|---|---|---|---|
| Starter | Solo founders trying it out | £19 a month | 1 user, 3 projects |
| Growth | Small teams, the one you want most people to pick | £59 a month | 5 users, unlimited projects |
| Scale | Larger teams needing control | £149 a month | 20 users, SSO, priority support |

The middle tier should be the obvious choice. The top tier makes it look reasonable.

### 4.3 Annual billing

Offer a discount (often around two months free) for paying a year upfront. It improves cash flow and reduces churn.

## Step 5: Test and iterate

### 5.1 Ask about price in interviews

Ask open questions: at what price would this be so cheap you doubt the quality? At what price would it start to feel expensive? At what price would it be too expensive to consider? The overlap gives you a range.

### 5.2 Test with real money

Pre-sales, deposits or a paid pilot tell you far more than stated willingness to pay. If nobody objects to your price, it is probably too low.

### 5.3 Show VAT clearly

For consumers, show prices including VAT. For business customers, you can quote excluding VAT but say so.

### 5.4 Review every six months

Grandfather existing customers for a while when you raise prices, and tell them early.

## Common mistakes

- Setting price as cost plus a small margin, ignoring value.
- Offering a free plan before you understand what people will pay for.
- Too many tiers and add-ons, so customers can't decide.
- Discounting heavily to win the first customers and then being stuck with those prices.
- Never testing a higher price.

## Next steps

- Model revenue scenarios in the [business plan tool](/tools/business-plan).
- Sharpen your value proposition with [Build a startup with AI](/build-startup).
- Check margins in the [financial health check](/tools/financial-health-check).
- Read [VAT basics for UK startups](/guide/vat-basics-for-uk-startups) before you publish prices.`,
  },
  {
    slug: 'choosing-and-registering-a-domain-name',
    title: 'Choosing and registering a domain name',
    summary:
      'How to pick a memorable, safe domain, choose between .com, .co.uk and newer extensions, register it in the right name and protect it from expiry and hijacking.',
    category: 'Domains & web',
    tags: ['domains', 'branding', 'web'],
    author: 'Daniel Osei',
    daysAgo: 3,
    body: `Your domain name is the address of your website and the end of every email you send. It is also an asset that can be lost through an expired card or a former freelancer's login. This guide helps you choose a good name, register it properly and keep it safe.

## What you'll need

- A shortlist of three to five brand names
- Your company's legal name and address (the domain should be registered to the business)
- A payment card that will still be valid next year
- Access to a shared company email address (not one person's personal account)

## Step 1: Choose a name that works

### 1.1 The radio test

Say the domain out loud to someone. Could they type it without asking how it is spelt? Avoid hyphens, numbers and double letters at word boundaries (such as "thesslab").

### 1.2 Keep it short

Shorter is easier to remember and type on a phone. Two words are usually fine; four is too many.

### 1.3 Check for trade marks

Search the UK and EU trade mark registers for your name. Registering a domain that infringes someone's mark can lead to a dispute and losing the domain.

## Step 2: Choose an extension

### 2.1 Compare the options

| Extension | Good for | Notes |
|---|---|---|
| .com | Global brands, US customers | The default most people type; popular names are scarce |
| .co.uk / .uk | UK-focused businesses | Trusted by UK customers; consider registering both |
| .io, .ai, .app | Tech products | Popular with startups; check renewal prices, which can be high |
| Country codes (.de, .ie, .fr) | Local presence | Some require a local address or presence |
| .org | Non-profits and communities | Open to anyone |

### 2.2 Register defensive variants

Consider registering the .com and your local extension, plus common misspellings, and redirect them to the main site. It costs little compared with a dispute later.

## Step 3: Search and register

### 3.1 Search

Use the [domain search](/domains/search) to check availability across extensions. If your first choice is taken, try adding a verb ("get", "use", "try") or your category ("hq", "labs", "app").

### 3.2 Register in the company's name

Enter the company as the registrant organisation and use a shared role address, such as domains@yourcompany.example, for contact details. This prevents the domain being tied to one person.

### 3.3 Premium domains

Some names are listed as premium, with a higher registration and sometimes renewal price. Check both before you buy.

## Step 4: Protect the domain

### 4.1 Auto-renew

Turn on auto-renew and register for several years if the budget allows. Most expired domains are lost to a card that expired.

### 4.2 Lock and secure the account

Keep the registrar lock on to prevent unauthorised transfers. Use two-factor authentication on your registrar account. Note that for many extensions a newly registered domain can't be transferred to another registrar for 60 days.

### 4.3 Privacy

Consider ID protection to keep your contact details out of public lookup services. See our guide to [WHOIS privacy and ID protection](/guide/whois-privacy-and-id-protection).

## Step 5: Point it somewhere useful

### 5.1 Website

Point the domain at your host using A or CNAME records, or use a simple holding page while you build.

### 5.2 Email

Set up business email with the correct MX, SPF, DKIM and DMARC records. See [setting up DNS for business email](/guide/setting-up-dns-for-business-email).

### 5.3 Security

Add an SSL certificate so the site loads over HTTPS. See [SSL certificates explained](/guide/ssl-certificates-explained).

## Common mistakes

- Registering the domain in a freelancer's or agency's account.
- Letting it lapse because the card on file expired.
- Choosing a clever spelling that nobody can remember.
- Ignoring renewal prices on trendy extensions.
- Not registering the .co.uk while a competitor is free to take it.

## Next steps

- Search and register at [/domains/search](/domains/search).
- Brainstorm names with the [business name ideas tool](/tools/business-name-ideas).
- Read the [ID Protect FAQs](/id-protect-faqs).
- Protect the brand too: [registering a trade mark in the UK and EU](/guide/registering-a-trade-mark-in-the-uk-and-eu).`,
  },
  {
    slug: 'setting-up-dns-for-business-email',
    title: 'Setting up DNS for business email: A, MX, SPF, DKIM and DMARC',
    summary:
      'What each DNS record does, the exact records to add for your email provider, how to test them and how to move DMARC from monitoring to enforcement safely.',
    category: 'Domains & web',
    tags: ['dns', 'email', 'deliverability', 'domains'],
    author: 'Daniel Osei',
    daysAgo: 26,
    body: `Nothing makes a new company look less professional than invoices landing in spam. Inbox providers now expect senders to authenticate their email, and the major mailbox providers have tightened their requirements for bulk senders in recent years. The fix is a handful of DNS records. This guide explains each one and gives you examples to adapt.

> The values below use placeholder names such as \`example.org\` and \`mail.example.org\`. Always copy the exact values your email provider gives you.

## What you'll need

- Access to the DNS settings for your domain, such as [DNS management](/domain/dnsmanagement)
- Your email provider's setup page, which lists their MX hosts, SPF include and DKIM keys
- A list of every service that sends email as your domain: your mailbox provider, newsletter tool, helpdesk, billing system
- A mailbox to receive DMARC reports, such as dmarc-reports@yourdomain

## Step 1: Understand the records

| Record | Name (host) | What it does |
|---|---|---|
| A / AAAA | \`@\` or \`www\` | Points a name at an IPv4 / IPv6 address (your website) |
| CNAME | \`www\` | Points a name at another name |
| MX | \`@\` | Tells other servers where to deliver your email, with a priority |
| TXT (SPF) | \`@\` | Lists servers allowed to send email for your domain |
| TXT or CNAME (DKIM) | \`selector._domainkey\` | Publishes the public key used to verify message signatures |
| TXT (DMARC) | \`_dmarc\` | Tells receivers what to do when SPF and DKIM don't align, and where to send reports |

## Step 2: Point your website

### 2.1 A and CNAME records

Add an A record for the root (\`@\`) pointing at your host's IP address, and a CNAME for \`www\` pointing at the root or at the host's name. Some hosts ask for a CNAME only; follow their instructions.

### 2.2 TTL

TTL (time to live) controls how long resolvers cache a record. Lower it to 300 seconds before you make changes, then raise it again once everything works.

## Step 3: Route your email with MX records

### 3.1 Add the provider's MX records

Delete any old MX records, then add the ones your provider supplies, each with its priority. Lower numbers are tried first.

\`\`\`
@   MX   10   mx1.mail.example.org.
@   MX   20   mx2.mail.example.org.
\`\`\`

### 3.2 Test

Send a message from a personal account to your new address. Propagation is often quick but can take longer depending on the previous TTL.

## Step 4: Publish SPF

### 4.1 One record only

A domain must have a single SPF record. Combine every sending service into it:

\`\`\`
@   TXT   "v=spf1 include:_spf.mail.example.org include:send.newsletter.example.org ~all"
\`\`\`

### 4.2 Mind the lookup limit

SPF allows at most 10 DNS lookups. Each \`include\` can count as several. Remove services you no longer use.

### 4.3 Soft fail or fail

\`~all\` (soft fail) is a safe start. Many organisations move to \`-all\` once they are confident every sender is listed.

## Step 5: Turn on DKIM

### 5.1 Generate keys

In each sending service, turn on DKIM. It will give you a selector and a public key, or CNAME records to publish:

\`\`\`
s1._domainkey   CNAME   s1.dkim.mail.example.org.
\`\`\`

### 5.2 Use 2048-bit keys where offered

Longer keys are more secure. If your DNS host can't accept a long TXT record in one string, split it into quoted chunks.

## Step 6: Publish DMARC and tighten it

### 6.1 Start by monitoring

\`\`\`
_dmarc   TXT   "v=DMARC1; p=none; rua=mailto:dmarc-reports@example.org; fo=1"
\`\`\`

### 6.2 Read the reports

Aggregate reports show every source sending as your domain. Use a free or paid DMARC report viewer to make sense of them. Fix legitimate senders that fail.

### 6.3 Enforce

After a few weeks of clean reports, move to \`p=quarantine\`, then \`p=reject\`. You can use \`pct=\` to apply a policy to a percentage of mail during the transition.

## Common mistakes

- Publishing two SPF records, which makes both invalid.
- Forgetting the newsletter or billing tool, whose mail then fails DMARC.
- Jumping straight to \`p=reject\` and blocking your own invoices.
- Leaving old MX records in place after switching provider.
- Typing the DKIM host with the full domain when the DNS panel appends it automatically, producing \`s1._domainkey.example.org.example.org\`.

## Next steps

- Manage records for your domains at [/domain/dnsmanagement](/domain/dnsmanagement).
- Don't have a domain yet? Start at [/domains/search](/domains/search).
- Secure your website too: [SSL certificates explained](/guide/ssl-certificates-explained).
- Check your site's technical health with the [SEO audit](/tools/seo-audit).`,
  },
  {
    slug: 'ssl-certificates-explained',
    title: 'SSL certificates explained: DV, OV, EV, CSRs and validation',
    summary:
      'What an SSL/TLS certificate does, how the validation levels differ, how to generate a CSR, which validation method to pick and how to install and renew without downtime.',
    category: 'Domains & web',
    tags: ['ssl', 'security', 'web', 'domains'],
    author: 'Daniel Osei',
    daysAgo: 55,
    body: `An SSL certificate (strictly, a TLS certificate) lets browsers connect to your site over HTTPS: the connection is encrypted, and the browser can confirm it is talking to the real owner of the domain. Browsers label plain HTTP sites "Not secure", and search engines prefer HTTPS, so every business site needs one. This guide explains the choices and walks you through issuing and installing a certificate.

## What you'll need

- A registered domain, and access to its DNS, its website files or its admin email addresses
- Access to your web server or hosting control panel
- For OV and EV certificates: your company's registration details and a phone number that can be verified from a public directory
- About 15 minutes for a DV certificate; allow a few days for OV or EV

## Step 1: Choose the validation level

| Level | What the certificate authority (CA) checks | Typical issue time | Good for |
|---|---|---|---|
| Domain Validation (DV) | You control the domain | Minutes | Blogs, landing pages, most startups |
| Organisation Validation (OV) | Domain control, plus the organisation exists | 1–3 days | Business sites, customer portals |
| Extended Validation (EV) | Stricter organisation and identity checks | Several days | Financial services, high-trust brands |

All three use the same encryption. Modern browsers no longer show a green bar for EV, so choose OV or EV for the organisation details in the certificate and the assurance behind them, not for visual effect.

## Step 2: Choose the coverage

### 2.1 Single domain

Covers one name, usually both \`example.org\` and \`www.example.org\`.

### 2.2 Wildcard

Covers every first-level subdomain, such as \`*.example.org\` (\`app.example.org\`, \`mail.example.org\`), but not deeper levels like \`a.b.example.org\`.

### 2.3 Multi-domain (SAN)

Lists several different names in one certificate, useful when you run more than one brand on the same server.

## Step 3: Generate a CSR

### 3.1 What a CSR is

A certificate signing request contains your public key and the details to appear in the certificate. The matching **private key** stays on your server and must never be shared, including with the CA.

### 3.2 Generate with OpenSSL

\`\`\`
openssl req -new -newkey rsa:2048 -nodes \\
  -keyout example.org.key -out example.org.csr \\
  -subj "/CN=example.org"
\`\`\`

Many control panels generate the CSR for you. Either way, keep the key file safe.

## Step 4: Prove control of the domain

### 4.1 Email validation

The CA emails an approval link to a standard admin address, such as admin@, administrator@, hostmaster@, postmaster@ or webmaster@ your domain. Make sure one of them receives mail.

### 4.2 DNS validation

Add a TXT or CNAME record the CA gives you. This is the most reliable method, works before the website exists and, unlike HTTP file validation, can be used for wildcard certificates.

### 4.3 HTTP file validation

Upload a small file to \`/.well-known/pki-validation/\` on your site. Useful when you can't edit DNS, but it won't work for wildcards and the site must already be reachable.

## Step 5: Install and test

### 5.1 Install the certificate and chain

Install the certificate together with the intermediate certificates the CA provides. A missing intermediate causes errors on some devices even when your own browser looks fine.

### 5.2 Redirect HTTP to HTTPS

Redirect all \`http://\` requests to \`https://\` with a permanent redirect, and update internal links.

### 5.3 Test

Use an SSL checker to confirm the chain, expiry date and protocol support. Check for "mixed content" warnings from images or scripts still loaded over HTTP.

## Step 6: Plan renewals

The maximum lifetime of publicly trusted certificates is being shortened in stages by the industry body that sets the rules for CAs, from just over a year at the time of writing towards a few weeks by the end of the decade. Automated renewal is becoming essential, so check whether your host or certificate supports it. Put expiry dates in a shared calendar regardless.

## Common mistakes

- Emailing the private key to a colleague or pasting it into a support ticket.
- Choosing email validation when no admin mailbox exists.
- Forgetting intermediate certificates.
- Covering \`www\` but not the bare domain, or the other way round.
- Letting a certificate expire because the renewal reminder went to a former employee.

## Next steps

- Read the [SSL FAQs](/ssl-faqs).
- Manage your certificates at [/domain/services/sslinfo](/domain/services/sslinfo).
- Set up the rest of your DNS: [setting up DNS for business email](/guide/setting-up-dns-for-business-email).
- Run an [SEO audit](/tools/seo-audit) to find mixed content and redirect issues.`,
  },
  {
    slug: 'whois-privacy-and-id-protection',
    title: 'WHOIS privacy and ID protection: keeping your details private',
    summary:
      'What registration data is public, how GDPR changed lookups, what ID protection actually hides, which extensions restrict it and how to stay reachable for legitimate contact.',
    category: 'Domains & web',
    tags: ['whois', 'privacy', 'domains'],
    author: 'Daniel Osei',
    daysAgo: 88,
    body: `When you register a domain, you give the registrar your name, address, email and phone number. Historically much of that was published in the public WHOIS directory, where spammers, scammers and data brokers harvested it. Privacy rules have reduced what is shown, but not everywhere and not for everyone. This guide explains what is visible, what ID protection adds, and how to set it up.

## What you'll need

- A list of your domains and their extensions
- Your registrar account
- A decision on who should be the registrant: the company or an individual

## Step 1: Understand what registration data is

### 1.1 The contacts

Each domain has a **registrant** (the legal holder) and often administrative, technical and billing contacts. Registrars must collect accurate details and can suspend a domain if they are false.

### 1.2 WHOIS and RDAP

WHOIS is the old protocol for looking up this data. It is being replaced by RDAP (Registration Data Access Protocol), which returns structured data and supports differentiated access. For many generic extensions, RDAP has now become the primary lookup service.

## Step 2: Know what is public today

### 2.1 After GDPR

Since data protection rules tightened in 2018, most registrars and registries redact personal data for generic extensions such as .com by default, especially for individuals. Organisation names and the registrant's country or region are often still shown.

### 2.2 It varies by extension

| Extension type | Typical position at the time of writing |
|---|---|
| Generic (.com, .net, .org) | Personal data usually redacted; privacy services widely available |
| .uk | The registry redacts most personal data by default; its own disclosure rules apply |
| Some country codes | Privacy or proxy services restricted or prohibited |
| .us | Privacy or proxy services not permitted |

Check the registry's current policy before relying on privacy.

## Step 3: Decide whether to use ID protection

### 3.1 What it does

An ID protection (privacy or proxy) service replaces your contact details in public lookups with the service's details and a forwarding email address. Genuine messages are forwarded to you; bulk spam is filtered.

### 3.2 When it helps

- You are a sole founder using a home address.
- The extension publishes more data than you'd like.
- You want to avoid "domain renewal" scams and sales calls.

### 3.3 When it matters less

If the registrant is a company whose details are already public at Companies House, privacy is about reducing spam more than hiding identity.

## Step 4: Turn it on

### 4.1 At registration

Tick ID protection when you register. Launchpad includes it as an option at checkout for eligible extensions.

### 4.2 For existing domains

Add it from your domain's settings. It applies within minutes, although cached copies of old public data may persist on third-party sites.

## Step 5: Stay reachable and accurate

### 5.1 Keep the real data correct

Privacy services hide data; they don't replace it. Your registrar still holds your real details, and inaccurate data can lead to suspension.

### 5.2 Legitimate requests

Law enforcement, trade mark holders and others with a legitimate interest can ask for disclosure. Respond promptly to forwarded messages about legal issues.

### 5.3 Watch for scams

Letters offering to "renew" your domain, or warning of someone registering your name in Asia, are usually scams. Renew only through your registrar.

## Common mistakes

- Assuming privacy is available on every extension.
- Using a personal email address for the registrant, then losing access when you leave a job or change provider.
- Ignoring forwarded messages, including genuine legal notices.
- Providing false details "for privacy" and risking suspension.

## Next steps

- Read the [ID Protect FAQs](/id-protect-faqs).
- Register domains with privacy at [/domains/search](/domains/search).
- Review contacts for your domains at [/domain/contacts](/domain/contacts).
- Read [choosing and registering a domain name](/guide/choosing-and-registering-a-domain-name).`,
  },
  {
    slug: 'seo-basics-for-a-new-website',
    title: 'SEO basics for a new website',
    summary:
      'Get found in search from day one: keyword research on a budget, page titles and descriptions, site structure, technical checks, Search Console and content that earns links.',
    category: 'Domains & web',
    tags: ['seo', 'marketing', 'web'],
    author: 'Rosa Lindqvist',
    daysAgo: 141,
    body: `Search engine optimisation is the work of making it easy for search engines to understand your site and for the right people to find it. For a new site, the wins are not tricks: they are clear pages about specific topics, a technically sound site and patience. This guide gives you a launch checklist and a simple monthly routine.

## What you'll need

- Your live site on your own domain, served over HTTPS
- Access to edit page titles, descriptions and headings
- A free webmaster account with the main search engines (for example, Google Search Console)
- A spreadsheet for keywords

## Step 1: Research what people search for

### 1.1 Start with customer language

Use the words customers used in your interviews. A founder may say "cap table management"; a customer may search "how to track shareholders".

### 1.2 Build a keyword list

For each product page and planned article, note one main phrase and a few related ones. Favour specific, lower-competition phrases ("bookkeeping for Etsy sellers UK") over broad ones ("bookkeeping").

### 1.3 Check intent

Search each phrase yourself. If the results are all comparison articles, a product page won't rank for it. Match the format searchers expect.

## Step 2: Get the on-page basics right

### 2.1 Titles and descriptions

| Element | Good practice |
|---|---|
| Title tag | Unique per page, main phrase near the start, roughly 50–60 characters |
| Meta description | A persuasive summary of about 150 characters; not a ranking factor but affects clicks |
| H1 | One per page, describing the page's topic |
| URL | Short, readable, hyphenated: \`/pricing\`, \`/guides/vat-basics\` |
| Images | Descriptive file names and alt text; compressed and sized |

### 2.2 Write for people

Answer the searcher's question early, use subheadings, and link to related pages. Avoid repeating the keyword unnaturally.

## Step 3: Structure the site

### 3.1 Shallow and logical

Important pages should be reachable within three clicks of the home page. Group content into clear sections.

### 3.2 Internal links

Link related pages to each other with descriptive anchor text ("read our VAT guide", not "click here").

## Step 4: Check the technical foundations

### 4.1 Crawling and indexing

- Publish an XML sitemap and submit it in Search Console.
- Check \`robots.txt\` doesn't block important pages (a common leftover from staging sites).
- Use canonical tags where the same content appears at more than one URL.

### 4.2 Speed and mobile

Test page experience metrics (Core Web Vitals) and fix slow images and heavy scripts. Check every key page on a phone.

### 4.3 HTTPS and redirects

Serve everything over HTTPS with one preferred version (with or without \`www\`) and permanent redirects from the others.

### 4.4 Structured data

Add structured data for your organisation, products, articles or FAQs where relevant, so search engines can show richer results.

## Step 5: Publish content that earns attention

### 5.1 Useful over frequent

One thorough guide that answers a real question beats five thin posts. Update it as things change.

### 5.2 Earn links

Share original data, templates and tools. Get listed in relevant directories, partner pages and local business listings. Avoid buying links.

## Step 6: Measure monthly

Check impressions, clicks and average position in Search Console; note which pages gain and which fall. Expect months, not weeks, before a new domain ranks for competitive terms.

## Common mistakes

- Launching with "noindex" or a blocking \`robots.txt\` left over from development.
- Giving every page the same title.
- Targeting only broad, highly competitive keywords.
- Publishing lots of short, similar pages.
- Changing URLs without redirects and losing existing rankings.

## Next steps

- Run the [SEO audit](/tools/seo-audit) on your site.
- Make sure HTTPS is in place: [SSL certificates explained](/guide/ssl-certificates-explained).
- Find a strong domain at [/domains/search](/domains/search).
- Plan your content marketing in the [business plan tool](/tools/business-plan).`,
  },
  {
    slug: 'writing-a-lean-canvas',
    title: 'Writing a lean canvas in an afternoon',
    summary:
      'Fill in the nine boxes of a lean canvas in the right order, spot your riskiest assumptions and turn the canvas into a plan of experiments.',
    category: 'Idea to launch',
    tags: ['lean canvas', 'idea validation', 'startup'],
    author: 'Priya Castell',
    daysAgo: 33,
    body: `A lean canvas is a one-page model of a business idea. It forces you to write down, in a few words each, who the customer is, what problem you solve, how you make money and why you might win. Its real value is not the finished page but the assumptions it exposes. This guide takes you through the boxes in a sensible order and shows a worked example.

## What you'll need

- One idea, described in a sentence
- A printed canvas, a whiteboard or Launchpad's [Build a startup with AI](/build-startup), which drafts a canvas for you to edit
- Sticky notes (so you can move things) and about two hours
- A co-founder or a critical friend for the final review

## Step 1: Start with customers and problems

### 1.1 Customer segments

Be specific. "Small businesses" is too broad; "independent coffee shops with one to three sites in UK cities" is useful. Note your **early adopters**: the people who feel the problem most and will try an imperfect product.

### 1.2 Problem

List the top one to three problems those customers have. Next to them, list the **existing alternatives**: how they cope today.

## Step 2: Write your unique value proposition

### 2.1 One clear sentence

Say what you do for whom and why it is different: "Rota planning for independent cafés that takes five minutes a week, not an evening." Add a short high-level concept if it helps ("Like a sous-chef for your staff rota").

## Step 3: Sketch the solution

### 3.1 Keep it small

Write the smallest set of features that addresses each problem. This box is deliberately late in the order: founders tend to over-invest in the solution before confirming the problem.

## Step 4: Describe how you reach and charge customers

### 4.1 Channels

How will early adopters find you? Be concrete: trade shows, a specific online community, partnerships with suppliers, content, outbound.

### 4.2 Revenue streams

Price and model: subscription, transaction fee, licence. Include a first guess at price (see [pricing your first product](/guide/pricing-your-first-product)).

### 4.3 Cost structure

Main fixed and variable costs, and roughly how many customers you need to break even.

## Step 5: Pick metrics and your unfair advantage

### 5.1 Key metrics

Choose the few numbers that show progress: sign-ups, activation, weekly active users, retention, revenue.

### 5.2 Unfair advantage

Something that can't easily be copied or bought: insider knowledge, an existing community, exclusive data, a network effect. It's fine to leave this blank at first.

## Step 6: Review the worked example

| Box | Example: "ShiftCup" rota app |
|---|---|
| Customer segments | Independent cafés, 1–3 sites, 5–25 staff; early adopters: owner-managers doing rotas on paper |
| Problem | Rotas take hours; last-minute swaps cause gaps; holiday tracking in spreadsheets |
| Existing alternatives | Paper, spreadsheets, messaging groups, enterprise workforce tools |
| Unique value proposition | Rota planning for cafés in five minutes a week |
| Solution | Drag-and-drop rota, shift swap requests, holiday allowance tracker |
| Channels | Coffee trade events, roaster partnerships, local hospitality groups |
| Revenue streams | £4 per staff member per month |
| Cost structure | Two developers, hosting, SMS fees, event stands |
| Key metrics | Cafés activated, rotas published per week, 3-month retention |
| Unfair advantage | Founder ran cafés for eight years; roaster partnership |

## Step 7: Turn assumptions into experiments

### 7.1 Rank the risks

Mark each box with how confident you are. The riskiest are usually the problem, the customer segment and the channel.

### 7.2 Plan tests

For each risky assumption, write a test with a clear pass mark: "8 of 12 café owners say rotas take more than two hours a week."

## Common mistakes

- Filling the solution box first and working backwards.
- Writing broad segments that include everyone.
- Listing features as the unique value proposition.
- Treating the canvas as finished instead of revisiting it after every round of interviews.

## Next steps

- Draft your canvas with [Build a startup with AI](/build-startup).
- Test it: [validating an idea with customer interviews](/guide/validating-an-idea-with-customer-interviews).
- Expand it into a [business plan](/tools/business-plan).
- Find a name with the [business name ideas tool](/tools/business-name-ideas).`,
  },
  {
    slug: 'validating-an-idea-with-customer-interviews',
    title: 'Validating an idea with customer interviews',
    summary:
      'Find the right people, ask about past behaviour instead of opinions, take useful notes and decide from evidence whether to build, change course or stop.',
    category: 'Idea to launch',
    tags: ['customer interviews', 'idea validation', 'research'],
    author: 'Rosa Lindqvist',
    daysAgo: 66,
    body: `Before you build anything, talk to the people you hope will pay for it. Done well, customer interviews tell you whether the problem is real, how people solve it today and what would make them switch. Done badly, they produce polite encouragement that leads you to build the wrong thing. This guide shows you how to run interviews that give honest answers.

## What you'll need

- A short description of your target customer and the problem you think they have (your [lean canvas](/guide/writing-a-lean-canvas) is ideal)
- A list of 20–30 people who match that description, none of them close friends or family
- A 30-minute slot per interview, a notes template and, with permission, a recording tool
- A spreadsheet to compare answers

## Step 1: Write down what you need to learn

### 1.1 List your assumptions

For example: "Café owners spend more than two hours a week on rotas", "They would pay to save that time", "They hear about new tools from their coffee supplier."

### 1.2 Set pass marks

Decide in advance what result would change your mind: "If fewer than half describe rotas as a top-three headache, we rethink."

## Step 2: Find people to talk to

### 2.1 Where to look

Relevant online communities, LinkedIn searches, trade events, industry newsletters and introductions from early contacts. Ask each interviewee, "Who else should I talk to?"

### 2.2 How to ask

Keep the request short and honest: you are researching a problem, not selling, and you want 20 minutes of their experience. Offer a small thank-you if appropriate.

## Step 3: Ask about the past, not the future

### 3.1 Good and bad questions

| Avoid (invites opinions) | Ask instead (reveals behaviour) |
|---|---|
| Would you use an app that does X? | Tell me about the last time you did X. |
| How much would you pay for this? | What do you spend on this today, in money or time? |
| Do you think this is a good idea? | What have you tried to solve this? Why did you stop? |
| Would this feature be useful? | What is the hardest part of doing X? |

### 3.2 Dig with follow-ups

"Why?", "Can you show me?", "What happened next?" and "How did that affect you?" turn vague answers into specifics.

### 3.3 Don't pitch

Keep your idea out of the conversation until the last five minutes, if at all. Once you pitch, people switch to being polite.

## Step 4: Take notes that you can compare

### 4.1 Capture facts and quotes

Record what they did, what it cost, who was involved and their exact words for the problem. Exact words are gold for marketing later.

### 4.2 Tag signals

After each call, mark: problem confirmed or not, severity (1–5), current workaround, budget owner, and any commitment signals.

## Step 5: Look for commitment, not compliments

### 5.1 Commitment signals

- Agreeing to a follow-up meeting with a decision-maker
- Sharing real data or a process document
- Joining a waiting list with a deposit, or a paid pilot
- Introducing you to colleagues

### 5.2 Compliments are not data

"Sounds great, let me know when it's ready" is a polite goodbye. Note it, but don't count it.

## Step 6: Decide

### 6.1 Summarise after 10–15 interviews

Patterns usually appear after around a dozen interviews with a focused segment. Compare against your pass marks.

### 6.2 Choose a path

- **Build**: the problem is strong, frequent and costly, and people show commitment.
- **Change course**: a different problem or segment came up repeatedly.
- **Stop**: the problem is mild, and current workarounds are good enough.

## Common mistakes

- Interviewing friends who don't want to hurt your feelings.
- Asking hypothetical questions about the future.
- Talking more than the interviewee.
- Interviewing a broad mix of people, so no pattern emerges.
- Ignoring evidence that contradicts the idea you love.

## Next steps

- Capture your assumptions with [Build a startup with AI](/build-startup).
- Turn findings into a plan with the [business plan tool](/tools/business-plan).
- Use what you learned in [pricing your first product](/guide/pricing-your-first-product).
- Meet other founders doing the same at [/community](/community).`,
  },
  {
    slug: 'writing-a-business-plan',
    title: 'Writing a business plan that people actually read',
    summary:
      'The sections a lender, investor or co-founder expects, how long each should be, how to build the financial forecast and how to keep the plan useful after it is written.',
    category: 'Idea to launch',
    tags: ['business plan', 'planning', 'finance'],
    author: 'Tom Hartley-Reed',
    daysAgo: 254,
    body: `A business plan is a document that explains what your business does, who it serves, how it will make money and what you need to get there. Banks and some grant bodies require one; investors usually prefer a deck but will ask the same questions. Writing the plan is also the quickest way to find the gaps in your thinking. This guide gives you a structure and a process.

## What you'll need

- Your [lean canvas](/guide/writing-a-lean-canvas) and interview notes
- Market data with sources (trade bodies, official statistics, reputable reports)
- Your costs, prices and hiring plan
- A clear purpose: a bank loan, a grant, investors, or your own planning
- Launchpad's [business plan tool](/tools/business-plan), or a document and spreadsheet

## Step 1: Decide who it's for

### 1.1 Match the reader

| Reader | What they care about | Suggested length |
|---|---|---|
| Bank or lender | Repayment ability, security, cash flow | 15–25 pages with full forecasts |
| Grant body | Fit with the grant's aims, outcomes, budget | As specified in the guidance |
| Angel or VC | Market size, team, traction, scale potential | A short plan or deck; 10–15 slides |
| Yourself and your team | Priorities and targets | 5–10 pages, updated quarterly |

## Step 2: Write the core sections

### 2.1 Executive summary

One page: the problem, your solution, the market, traction so far, the team, the money you need and what it will achieve. Write it last.

### 2.2 Problem and solution

Describe the customer and their problem with evidence from interviews. Explain your product in plain language.

### 2.3 Market

Estimate the total addressable market, the part you can serve and the share you can realistically win in three years. Show the working, from the bottom up where possible: number of potential customers × price.

### 2.4 Competition

A table of alternatives, including "doing nothing", with honest strengths and weaknesses.

### 2.5 Go-to-market

How you will reach customers, with the expected cost to acquire each one and the channels you will test first.

### 2.6 Operations and team

Who does what now, who you will hire and when, key suppliers and any regulation you must meet.

## Step 3: Build the financial forecast

### 3.1 Three statements, three years

Forecast profit and loss, cash flow and a simple balance sheet, monthly for year one and quarterly for years two and three.

### 3.2 Drive it from assumptions

Put assumptions on one sheet: price, conversion rates, churn, salaries, start dates. Everything else should calculate from them, so you can test scenarios.

### 3.3 Include tax and timing

Remember VAT, employer National Insurance, pension contributions and the timing of customer payments. Profit and cash are not the same thing.

### 3.4 Show a downside case

Lenders and investors trust a plan more when it shows what happens if sales are 30% lower or six months later.

## Step 4: Explain the ask

State how much you need, in what form (loan, equity, grant), what you will spend it on and which milestones it will get you to.

## Step 5: Review and use it

### 5.1 Get it challenged

Ask an accountant or experienced founder to read it as a sceptic.

### 5.2 Keep it alive

Compare actual results with the forecast every month. Update assumptions every quarter. The plan is a tool, not a trophy.

## Common mistakes

- Top-down market sizing ("if we get 1% of a £10bn market...").
- Forecasts with no link between hiring and revenue growth.
- Hiding risks. Readers will find them anyway.
- An executive summary that doesn't state the ask.
- Writing a 50-page plan no one reads.

## Next steps

- Build your plan with the [business plan tool](/tools/business-plan).
- Sanity-check the numbers with the [financial health check](/tools/financial-health-check).
- Draft the team section with the [organisational chart tool](/tools/organisational-chart).
- Ready to raise? Read [raising a pre-seed round](/guide/raising-a-pre-seed-round).`,
  },
  {
    slug: 'building-an-org-chart-for-your-first-hires',
    title: 'Building an org chart for your first hires',
    summary:
      'Map the work before the people, decide which roles to hire first, set reporting lines that scale and meet your legal duties as a new employer in the UK.',
    category: 'People & hiring',
    tags: ['hiring', 'org chart', 'team'],
    author: 'Marcus Okafor',
    daysAgo: 176,
    body: `An org chart for a five-person startup can feel unnecessary. Everyone knows everyone. But drawing it is the fastest way to see who owns what, which jobs are falling between the cracks and which hire will make the biggest difference. This guide helps you build an org chart for the next 12–18 months and prepare for your first employees.

## What you'll need

- A list of everything the business does in a typical month
- Your current team, including founders, part-timers and freelancers
- Your hiring budget from your [business plan](/tools/business-plan)
- The [organisational chart tool](/tools/organisational-chart), or paper and pencil

## Step 1: Map the work, not the people

### 1.1 List the functions

Group the work into functions: product, engineering, sales, marketing, customer success, operations and finance. Under each, list the recurring tasks.

### 1.2 Mark the owner and the time

Next to each task, write who does it now and roughly how many hours a week it takes. You will quickly see which founder is overloaded and which tasks nobody owns.

## Step 2: Draw today's chart

### 2.1 Boxes for roles

Draw a box per role, not per person. One founder might hold three boxes ("CEO", "Head of sales", "Finance"). That is normal, and seeing it helps.

### 2.2 Reporting lines

Show who each person reports to. Every person should have exactly one manager, even if the manager is a founder who also does hands-on work.

## Step 3: Decide what to hire first

### 3.1 Find the bottleneck

Ask: what is stopping us growing right now? If it's building product, hire an engineer. If the product is good but nobody hears about it, hire for sales or marketing.

### 3.2 Free the founders' time

A good first hire takes work away from the founder whose time is most valuable. Often that's customer support or operations, freeing the CEO to sell.

### 3.3 Compare employment options

| Option | Good for | Watch out for |
|---|---|---|
| Full-time employee | Core, ongoing work | Fixed cost, employer obligations |
| Part-time employee | Steady but limited work | Same legal duties as full-time, pro rata |
| Freelancer or contractor | Defined projects, specialist skills | IP ownership, employment status rules |
| Agency | Marketing, recruitment, bookkeeping | Less control, higher hourly rate |
| Intern or placement | Learning roles | Must usually be paid at least minimum wage if doing real work |

## Step 4: Draw the 12–18 month chart

### 4.1 Add planned roles

Add the roles you plan to hire, with a target quarter. Use dotted boxes for roles that depend on funding.

### 4.2 Keep spans sensible

One manager can usually support five to eight direct reports well. If a founder has ten, plan a team lead.

### 4.3 Write a one-line purpose for each role

"Customer success lead: keeps customers active and renewing." If you can't write the line, the role isn't clear enough to hire for.

## Step 5: Get ready to employ people

### 5.1 UK employer checklist

- **Register as an employer** with HMRC before the first payday and run payroll through PAYE.
- **Right to work checks** for every employee before they start.
- **Employers' liability insurance**, which is a legal requirement for most employers.
- **Workplace pension**: automatic enrolment duties start from the first employee.
- **Written statement** of employment terms on or before day one.

### 5.2 Budget the full cost

Salary is not the whole cost. Add employer National Insurance, pension contributions, equipment, software and recruitment. A rough rule is to budget salary plus 20–30%; check the current rates.

## Common mistakes

- Hiring a senior "head of" before there's anything to lead.
- Leaving two founders with overlapping responsibilities and no decision owner.
- Treating a long-term, full-time contractor as self-employed when they look like an employee.
- Forgetting pension auto-enrolment.
- Not updating the chart as the team changes.

## Next steps

- Draw your chart with the [organisational chart tool](/tools/organisational-chart).
- Prepare employment contracts with [legal agreements](/tools/legal-agreements).
- Budget hires in the [business plan tool](/tools/business-plan).
- Read [contracts every startup needs](/guide/contracts-every-startup-needs).`,
  },
  {
    slug: 'raising-a-pre-seed-round',
    title: 'Raising a pre-seed round: a step-by-step plan',
    summary:
      'How much to raise, which instrument to use (ASA, SAFE, convertible or priced round), how to build an investor list, run the process and close without losing months.',
    category: 'Fundraising',
    tags: ['fundraising', 'pre-seed', 'investors'],
    author: 'Priya Castell',
    daysAgo: 389,
    body: `A pre-seed round is usually the first outside money a startup takes, typically from angel investors, pre-seed funds and accelerators. It funds the journey from idea or prototype to early evidence that customers want the product. This guide takes you through the process, from deciding how much to raise to the money arriving in the bank.

> General information only. Investment documents have tax and legal consequences. Take advice from a solicitor who works with startups.

## What you'll need

- A clear story: problem, solution, why now, why you
- Some evidence: interviews, a waitlist, pilots, early revenue
- A short pitch deck (10–12 slides) and a one-paragraph email summary
- A simple financial model showing what the money buys
- A clean cap table and a formed company with founders' agreement in place

## Step 1: Decide how much to raise

### 1.1 Work back from milestones

List the milestones that will make the next round easy to raise: a number of paying customers, a level of monthly revenue, a retention figure. Cost the team and activity to get there, add a buffer, and aim for 18–24 months of runway.

### 1.2 Understand dilution

Pre-seed rounds commonly sell somewhere around 10–20% of the company. Much more than that can make later rounds harder.

## Step 2: Choose the instrument

| Instrument | What it is | Notes |
|---|---|---|
| Advance subscription agreement (ASA) | Investor pays now for shares issued later, usually at a discount to the next round | Common in the UK; can be SEIS/EIS compatible if drafted correctly (including a long-stop date) |
| SAFE | A US agreement for future equity | Standard in the US; not designed for UK companies or SEIS/EIS |
| Convertible loan note | A loan that converts to shares | Not eligible for SEIS/EIS; interest and repayment terms |
| Priced equity round | Shares issued now at an agreed valuation | Clear ownership; higher legal cost; common for larger pre-seed rounds |

For UK companies raising from UK angels, check whether investors want [SEIS or EIS relief](/guide/seis-and-eis-advance-assurance) before choosing.

## Step 3: Build your investor list

### 3.1 Target, don't spray

List 50–100 investors who invest at your stage, in your sector and in your geography. Check what they've invested in recently.

### 3.2 Find warm routes

Introductions from founders they've backed are the strongest route. Use your network, your accelerator and founder communities. Browse [/investors](/investors) to research firms and angels.

## Step 4: Prepare materials

### 4.1 The deck

Cover problem, solution, market, traction, business model, competition, team, the ask and use of funds. Keep it readable without you presenting it.

### 4.2 The data room

Set up a folder with your incorporation documents, cap table, articles, shareholders' agreement, IP assignments, key contracts and financials. Having it ready saves weeks.

## Step 5: Run a tight process

### 5.1 Batch the meetings

Try to hold first meetings within two to three weeks. Momentum matters: investors move faster when others are interested.

### 5.2 Track everything

Use a simple pipeline: contacted, meeting, second meeting, due diligence, committed, closed. Follow up within 24 hours.

### 5.3 Find a lead

A lead investor sets or agrees terms and often takes the largest share. Others will follow once a lead commits.

## Step 6: Close

### 6.1 Agree the term sheet

Key points: amount, valuation or discount and cap, investor rights, board seats, information rights.

### 6.2 Sign and file

Sign the documents, receive the money, issue shares (or record the ASA), update the statutory registers and make any Companies House filings within the deadlines. For SEIS/EIS, file the compliance statement once the conditions are met.

## Common mistakes

- Raising too little to reach a meaningful milestone.
- Using a US SAFE for a UK company with UK angels who expect SEIS.
- Meeting investors one at a time over six months.
- An untidy cap table or missing IP assignments discovered in due diligence.
- Giving a large board seat or veto rights at pre-seed.

## Next steps

- Research investors at [/investors](/investors) and meet founders at [/events](/events).
- Build the financial model with the [business plan tool](/tools/business-plan).
- Sharpen your pitch with [Build a startup with AI](/build-startup).
- Get documents ready with [legal agreements](/tools/legal-agreements).`,
  },
  {
    slug: 'seis-and-eis-advance-assurance',
    title: 'SEIS and EIS advance assurance, step by step',
    summary:
      'What the Seed Enterprise Investment Scheme and Enterprise Investment Scheme offer investors, the main company conditions and how to apply to HMRC for advance assurance.',
    category: 'Fundraising',
    tags: ['seis', 'eis', 'fundraising', 'tax'],
    author: 'Helen Mbeki',
    daysAgo: 455,
    body: `The Seed Enterprise Investment Scheme (SEIS) and Enterprise Investment Scheme (EIS) give UK investors substantial tax relief for investing in young, unlisted companies. For many UK angels they are a condition of investing. HMRC offers **advance assurance**: an indication, before you raise, that your company appears to qualify. This guide explains the schemes and the application.

> The limits below are those at the time of writing. They change, and the conditions are detailed. Check HMRC's guidance and take advice before you rely on them.

## What you'll need

- A UK company with a permanent establishment in the UK
- Your business plan and financial forecasts
- Your latest accounts (if you have any) and cap table
- Your articles of association and any shareholders' agreement
- A draft of the investment documents, and names of potential investors if you have them

## Step 1: Understand the schemes

| | SEIS | EIS |
|---|---|---|
| Investor income tax relief | 50% | 30% |
| Company age | Trade started within the last 3 years | Generally within 7 years of first commercial sale (10 for knowledge-intensive companies) |
| Company lifetime limit | £250,000 | £12m (£20m for knowledge-intensive companies) |
| Gross assets before investment | £350,000 or less | £15m or less |
| Employees | Fewer than 25 | Fewer than 250 (500 for knowledge-intensive companies) |
| Shares | Ordinary, full-risk shares | Ordinary, full-risk shares |

Investors must generally hold shares for at least three years and must not be "connected" with the company (for example, holding more than 30%). Founders and employees often can't claim the relief on their own shares.

## Step 2: Check your company qualifies

### 2.1 Qualifying trade

Most trades qualify, but some are excluded, for example dealing in land, financial activities, legal and accountancy services, and some energy activities. Check the current list.

### 2.2 Risk-to-capital condition

The company must have a genuine intention to grow and develop over the long term, and there must be a significant risk that investors lose more capital than they gain in net returns. Capital preservation schemes won't qualify.

### 2.3 Independence

The company must not be controlled by another company.

## Step 3: Prepare the application

### 3.1 Describe the trade

Explain clearly what the company does, how it makes money and how it will use the investment.

### 3.2 Attach documents

Include the business plan, forecasts, articles, latest accounts and draft investment documents. If investing through an advance subscription agreement, include it: HMRC looks closely at its long-stop date and terms.

### 3.3 Name your investors

HMRC generally expects you to name potential investors and may decline speculative applications. Include the list.

## Step 4: Apply online

Submit through HMRC's online advance assurance service. Decisions can take several weeks, so apply well before you plan to close the round.

## Step 5: After the investment

### 5.1 Compliance statement

Once the conditions are met (for SEIS, usually when the company has spent 70% of the money or traded for four months), file the compliance statement (SEIS1 or EIS1).

### 5.2 Certificates

HMRC then lets you issue SEIS3 or EIS3 certificates to investors, who use them to claim relief.

### 5.3 Stay qualifying for three years

Avoid changes that break the conditions, such as returning value to investors or changing to an excluded trade.

## Common mistakes

- Issuing shares before the money arrives or issuing preference shares that don't qualify.
- Using a convertible loan note, which doesn't qualify.
- Spending SEIS money on non-qualifying purposes.
- Issuing EIS shares before SEIS shares in the same round.
- Forgetting that advance assurance is not a guarantee.

## Next steps

- Prepare forecasts with the [business plan tool](/tools/business-plan).
- Plan the round with [raising a pre-seed round](/guide/raising-a-pre-seed-round).
- Form a UK company first at [/services/company-formation](/services/company-formation).
- Research SEIS-friendly investors at [/investors](/investors).`,
  },
];
