import type { TArticleSeed } from './articles-types';

/**
 * Issue 9: short tips for /tips-and-tricks. Each makes one practical point: the tip, numbered
 * steps and a "Why it matters" section. Regulatory figures are phrased "at the time of writing";
 * links go only to site paths or https://example.org/.
 */
export const TIPS: TArticleSeed[] = [
  {
    slug: 'diarise-your-confirmation-statement',
    title: 'Diarise your confirmation statement the day you incorporate',
    summary:
      'Every UK company must file a confirmation statement at least once every 12 months. Put the date in your calendar on day one and you will never pay for forgetting it.',
    category: 'Legal',
    tags: ['companies-house', 'compliance', 'deadlines'],
    author: 'Tom Hartley-Reed',
    daysAgo: 2,
    body: `**The tip:** the day your certificate of incorporation arrives, put your first confirmation statement deadline in a shared calendar with two reminders.

A confirmation statement tells Companies House that the information it holds about your company is still correct: registered office, directors, shareholders, people with significant control and your business activity (SIC) code. You must file one at least once every 12 months, within 14 days after the end of each review period.

## How to do it

1. Find your incorporation date on the certificate of incorporation.
2. Add a calendar event on the first anniversary of that date, titled "Confirmation statement review period ends".
3. Set reminders for two weeks before and on the day itself.
4. Invite your co-founder or accountant so the reminder does not depend on one person.
5. Before filing, check whether anything changed during the year, such as a new shareholder or a new director's address, and file those changes first if they have not been reported.
6. File online and note the next review date the moment the statement is accepted.

## Why it matters

Failing to file a confirmation statement is an offence, and Companies House can start the process of striking a company off the register if filings are missed. A struck-off company's assets pass to the Crown, and restoring it takes time and money. A two-minute calendar entry removes the risk. Keep the event recurring every year, and put your accounts deadline next to it while you are there: see [your first year of deadlines](/blog/first-year-companies-house-and-hmrc-deadlines).`,
  },
  {
    slug: 'use-tm-freely-registered-symbol-only-when-registered',
    title: 'Use ™ freely, but ® only after registration',
    summary:
      'The ™ symbol can go on any brand you claim. The ® symbol is reserved for registered marks, and misusing it in the UK is a criminal offence.',
    category: 'Legal',
    tags: ['trade-marks', 'branding'],
    author: 'Tom Hartley-Reed',
    daysAgo: 9,
    body: `**The tip:** put ™ next to your brand name from launch, and switch to ® only once the mark is registered in the territory where you use it.

The ™ symbol simply tells the world you regard a name or logo as your trade mark. It needs no registration. The ® symbol says the mark is **registered**, and in the UK falsely representing a mark as registered is a criminal offence under trade mark law.

## How to do it

1. Use ™ on your logo, packaging and website while your application is pending.
2. [File your application](/services/trade-mark) and keep a note of the application number.
3. When the registration certificate arrives, update your artwork to ®, but only for the goods and services and territories the registration covers.
4. If you sell abroad, check your registrations country by country. A UK registration does not justify ® on packaging sold only in, say, the US.
5. Add a short line in your website footer, for example "Brightfern is a registered trade mark of Brightfern Ltd".

## Why it matters

Using ™ early signals that you intend to protect the brand, which can deter copycats. Using ® too early exposes you to prosecution and undermines your credibility with retailers and investors, who often check. Getting the symbols right costs nothing; getting them wrong can mean reprinting packaging. For help deciding when to file, read [when to file a trade mark](/blog/when-to-file-a-trade-mark).`,
  },
  {
    slug: 'sign-a-founders-agreement-early',
    title: "Sign a founders' agreement before you write the first line of code",
    summary:
      'Equity splits, vesting and who owns the IP are easy to agree while everyone is optimistic. Write them down before the company is worth arguing about.',
    category: 'Legal',
    tags: ['co-founders', 'equity', 'agreements'],
    author: 'Priya Castell',
    daysAgo: 17,
    body: `**The tip:** agree and sign a founders' agreement, with vesting and an IP assignment, in your first month together.

Most co-founder disputes are not about bad faith. They come from assumptions nobody wrote down: who owns what, what happens if someone leaves, who decides. A short agreement signed early prevents most of them.

## How to do it

1. Agree the **equity split** and the reasoning behind it. Write the reasoning down; it helps if roles change later.
2. Add **vesting**: for example, shares vest over four years with a one-year cliff, so a co-founder who leaves after three months does not keep a quarter of the company.
3. Define **good leaver and bad leaver** terms: what happens to unvested and vested shares in each case.
4. Include an **IP assignment** so everything each founder creates for the business belongs to the company, including work done before incorporation.
5. Set out **roles, time commitment and decision-making**, including what needs unanimous agreement.
6. Make sure the company's articles of association and any shareholders' agreement match what you have agreed.

The [legal agreements tool](/tools/legal-agreements) gives you a starting draft. Have a solicitor review it before you sign.

## Why it matters

Investors ask to see founder vesting and IP assignments during due diligence. Without them, a round can stall while you fix the paperwork, or collapse if a departed co-founder refuses to sign. Agreeing terms while relations are good is far easier and cheaper than negotiating them in a dispute.`,
  },
  {
    slug: 'keep-your-home-address-off-the-public-register',
    title: 'Keep your home address off the public register',
    summary:
      "Directors' details at Companies House are public. Use a service address and a suitable registered office so your home address is not the first search result for your name.",
    category: 'Legal',
    tags: ['privacy', 'companies-house', 'directors'],
    author: 'Tom Hartley-Reed',
    daysAgo: 31,
    body: `**The tip:** when you incorporate, give Companies House a service address for yourself and use a registered office that is not your home.

Anyone can search the Companies House register. It shows the company's registered office and each director's service address. Your residential address is collected but kept off the public record, **as long as you give a different service address**. If you put your home address as the service address or registered office, it will be public.

## How to do it

1. Choose a **registered office**. It must be an "appropriate address" where documents can be delivered and their delivery acknowledged; PO boxes are not acceptable.
2. Choose a **service address** for each director and person with significant control. It can be the registered office or another address where post reaches you.
3. Consider a registered office and mail forwarding service if you work from home. It is often an add-on in [company formation](/services/company-formation).
4. If your home address already appears on older filings, check GOV.UK for the current process to apply to have it suppressed.
5. Apply the same thinking to your domain: turn on [ID Protect](/id-protect-faqs) so your address is not shown in public domain records.

## Why it matters

Public home addresses attract unsolicited visits, junk mail and, occasionally, more serious problems. Once something has been published and copied by data aggregators, it is hard to remove. Choosing the right addresses at incorporation takes a few minutes and protects your household for as long as the company exists.`,
  },
  {
    slug: 'get-ip-assignment-from-freelancers',
    title: 'Get a written IP assignment from every freelancer',
    summary:
      'Paying a freelancer does not automatically make you the owner of their work. Add a short assignment clause to every contract before work starts.',
    category: 'Legal',
    tags: ['intellectual-property', 'freelancers', 'contracts'],
    author: 'Priya Castell',
    daysAgo: 44,
    body: `**The tip:** before a designer, developer or copywriter starts work, sign a contract that assigns the intellectual property in what they create to your company.

Under UK law, copyright in work created by an employee in the course of employment usually belongs to the employer. Work created by a **freelancer or contractor** generally belongs to the freelancer unless there is a written assignment, even if you paid in full. That applies to your logo, your website code and your marketing copy.

## How to do it

1. Use a written contract for every freelance engagement, even short ones.
2. Include a clause **assigning** all intellectual property in the deliverables to the company. A licence is weaker than an assignment.
3. Ask the freelancer to **waive moral rights** to the extent the law allows, so you can adapt the work.
4. Require them to confirm the work is original and to list any third-party or open-source components used.
5. Have the assignment signed in writing; an assignment of copyright must be in writing and signed by the person assigning it.
6. Store signed contracts with your other company documents.

The [legal agreements tool](/tools/legal-agreements) includes freelance and consultancy templates to start from.

## Why it matters

If you do not own your logo, you cannot register it as a trade mark with confidence. If you do not own your code, an investor or acquirer will find out during due diligence and ask you to fix it, often by tracking down a freelancer you last spoke to years ago. A clause now saves that scramble later.`,
  },
  {
    slug: 'open-a-business-account-on-day-one',
    title: 'Open a separate business bank account on day one',
    summary:
      'Mixing personal and business money creates hours of work at year end and real legal risk for company directors. Separate them before the first invoice goes out.',
    category: 'Finance',
    tags: ['banking', 'bookkeeping'],
    author: 'Marcus Adeyemi',
    daysAgo: 52,
    body: `**The tip:** open a business bank account as soon as your company is incorporated, and route every business payment through it from then on.

A limited company is a separate legal person. Its money is not your money, even if you own every share. Paying company costs from your personal account, or personal costs from the company's, blurs that line and creates work and risk.

## How to do it

1. Apply for a business account as soon as you have your certificate of incorporation. Many digital banks open accounts within days.
2. Ask for a separate card for each founder so spending is traceable.
3. Pay all customer invoices into the business account; update your invoice template with the new details.
4. Move subscriptions and suppliers across, starting with the largest and most frequent.
5. If you must pay a business cost personally, record it straight away as an expense claim and reimburse yourself from the company.
6. Connect the account to your bookkeeping software so transactions flow in automatically.

## Why it matters

Clean separation makes bookkeeping faster and cheaper, since your accountant is not picking through personal transactions. It also protects you: taking company money without a proper salary, dividend or recorded loan can create tax charges and, if the company gets into trouble, personal liability. Sole traders benefit too, because a separate account makes Self Assessment far simpler. See [five bookkeeping habits](/blog/bookkeeping-habits-that-save-year-end) for what to do next.`,
  },
  {
    slug: 'watch-the-vat-threshold-rolling-12-months',
    title: 'Watch the VAT threshold on a rolling 12-month basis',
    summary:
      'The VAT registration test looks at any 12-month period, not your financial year. Check your rolling turnover every month so you register on time.',
    category: 'Finance',
    tags: ['vat', 'hmrc', 'tax'],
    author: 'Marcus Adeyemi',
    daysAgo: 63,
    body: `**The tip:** at each month end, add up your VAT-taxable turnover for the previous 12 months and compare it with the registration threshold.

Many founders assume the VAT threshold applies to their financial year or the tax year. It does not. At the time of writing you must register if your VAT-taxable turnover for **any rolling 12-month period** goes over £90,000, or if you expect it to go over that figure in the **next 30 days alone**.

## How to do it

1. Create a simple sheet with one row per month and your taxable sales for that month. Exempt sales do not count, but zero-rated sales do.
2. Add a column that sums the current month and the previous eleven.
3. Review it at every month end, alongside your bank reconciliation.
4. If the total goes over the threshold, you must register within 30 days of the end of that month.
5. If a single large contract will push you over within the next 30 days, register before the end of those 30 days.
6. Consider whether voluntary registration earlier would suit you, for example if your customers are VAT-registered businesses who can reclaim it.

## Why it matters

Register late and HMRC can charge the VAT you should have collected from the date you should have registered, plus a penalty, even though you never charged your customers. That can wipe out a year's profit. A monthly check takes five minutes. The threshold changes from time to time, so confirm the current figure on GOV.UK.`,
  },
  {
    slug: 'set-aside-tax-every-month',
    title: 'Move money for tax into a separate pot every month',
    summary:
      'Corporation Tax and VAT bills arrive months after you earned the money. Set aside a percentage of every receipt so the bill is never a surprise.',
    category: 'Finance',
    tags: ['tax', 'cash-flow'],
    author: 'Marcus Adeyemi',
    daysAgo: 78,
    body: `**The tip:** every time a customer pays, move a fixed percentage into a separate savings account reserved for tax.

Tax bills lag behind the income that creates them. Corporation Tax for most small companies is due nine months and one day after the year end, and VAT is typically paid a month and seven days after each quarter. In the meantime, the money sits in your current account looking like it is yours to spend.

## How to do it

1. Open a second business account or savings pot labelled "Tax".
2. Work out a percentage with your accountant. If you are VAT registered, the VAT you charge on each invoice is not your money, so move all of it. For Corporation Tax, a prudent percentage of profit, not revenue, is a good starting point.
3. Move the money weekly or each time a large payment lands. Many banks let you automate this with rules.
4. Record the transfers in your books so you can see the balance against your estimated liability.
5. Review the percentage each quarter using your management accounts or the [financial health check](/tools/financial-health-check).
6. Never dip into the pot for running costs.

## Why it matters

Being unable to pay a tax bill is one of the most common cash crises for young companies. HMRC charges interest on late payments, and repeated problems damage your relationship with them. A tax pot turns a frightening lump sum into a routine transfer, and the balance tells you at a glance whether you are on track.`,
  },
  {
    slug: 'reconcile-your-bank-feed-weekly',
    title: 'Reconcile your bank feed every week, not every year',
    summary:
      'Fifteen minutes every Friday keeps your books accurate, your receipts attached and your year-end bill low.',
    category: 'Finance',
    tags: ['bookkeeping', 'habits'],
    author: 'Marcus Adeyemi',
    daysAgo: 94,
    body: `**The tip:** block out fifteen minutes at the same time each week to match every bank transaction in your bookkeeping software.

A bank reconciliation confirms that what your books say happened matches what actually went through the bank. Done weekly, it is a short routine. Done once a year, it is a week of detective work.

## How to do it

1. Connect your business bank account to your bookkeeping software so transactions import automatically.
2. Set a recurring 15-minute calendar slot, for example Friday at 4pm.
3. Match each incoming payment to the invoice it settles.
4. Match each outgoing payment to a supplier bill or expense, and attach the receipt. Photograph paper receipts straight away.
5. For anything you cannot identify, add a note now while you still remember what it was.
6. Finish by checking the balance in the software equals the balance in your bank app.

If you would rather not do it yourself, [bookkeeping and accounting](/services/bookkeeping-accounting) can take it on.

## Why it matters

Your books are only useful if they are current. Weekly reconciliation means you always know your real cash position and who owes you money, and you spot errors or fraud within days rather than months. At year end your accountant receives tidy records, which usually means a lower bill and accounts that are ready on time.`,
  },
  {
    slug: 'keep-your-directors-loan-account-in-credit',
    title: "Keep your director's loan account in credit",
    summary:
      'Money you take from your company that is not salary, dividends or expenses is a loan. Track it, and repay it before the deadline to avoid an extra tax charge.',
    category: 'Finance',
    tags: ['directors', 'tax', 'bookkeeping'],
    author: 'Marcus Adeyemi',
    daysAgo: 108,
    body: `**The tip:** record every payment between you and the company that is not salary, dividend or a reimbursed expense, and make sure you do not owe the company money at the year end.

That running record is your director's loan account. If you put money into the company, it owes you. If you take money out without it being salary or a properly declared dividend, you owe the company, and the account is "overdrawn".

## How to do it

1. Ask your bookkeeper to set up a director's loan account for each director.
2. Record money you lend the company, such as start-up costs you paid personally, as a credit.
3. Record any personal spending from the company account as a debit, straight away.
4. Review the balance every quarter.
5. If the account is overdrawn at the year end, plan to repay it within nine months and one day of the year end, or discuss with your accountant whether declaring a dividend, if profits allow, is appropriate.
6. Keep board minutes for any formal loans.

## Why it matters

At the time of writing, if a loan to a director of a close company is still outstanding nine months and one day after the year end, the company pays an extra tax charge of 33.75% of the outstanding amount, refundable only once the loan is repaid. Larger loans can also count as a taxable benefit for the director. A loan account kept in credit avoids all of this, and money the company owes you can be repaid to you tax-free.`,
  },
  {
    slug: 'write-your-elevator-pitch-in-thirty-words',
    title: 'Write your elevator pitch in 30 words or fewer',
    summary:
      'If you cannot explain what you do in one breath, people will not repeat it. A simple formula for a pitch that works at events, on your website and in introduction emails.',
    category: 'Marketing',
    tags: ['pitch', 'messaging'],
    author: 'Priya Castell',
    daysAgo: 121,
    body: `**The tip:** write a pitch of 30 words or fewer that names your customer, their problem and the result you deliver, then test it out loud.

Most of your marketing happens when you are not in the room: a friend introducing you, an investor forwarding your email, a visitor skimming your home page. A short pitch is the version that survives being passed on.

## How to do it

1. Fill in this formula: "We help **[specific customer]** **[achieve result]** by **[how]**, unlike **[current alternative]**."
2. Replace every vague word. "Businesses" becomes "independent opticians"; "save time" becomes "cut booking admin by half".
3. Cut it to 30 words or fewer. Remove adjectives first.
4. Say it to three people who do not know your business, then ask them to repeat it back. Note what they get wrong.
5. Revise, and use the same pitch everywhere: your website header, social bios, event introductions and investor emails.

Example: "Kiln & Co helps small pottery studios fill their classes and plan kiln firings in one place, instead of juggling booking apps, spreadsheets and paper logs." That is 27 words.

The [AI startup builder](/build-startup) drafts an elevator pitch from your idea, which makes a useful first version to edit.

## Why it matters

A clear pitch does two jobs. It helps others refer you accurately, and it forces you to decide who you are really for. If you struggle to name a specific customer in your pitch, that is a sign your positioning needs work, and it is far cheaper to discover that now than after a marketing campaign.`,
  },
  {
    slug: 'add-utm-tags-to-every-link',
    title: 'Add UTM tags to every link you share',
    summary:
      'Without tracking tags, your analytics lump newsletter, social and partner traffic together. Tag links consistently and you will know which channels actually bring customers.',
    category: 'Marketing',
    tags: ['analytics', 'marketing-channels'],
    author: 'Priya Castell',
    daysAgo: 137,
    body: `**The tip:** add UTM parameters to every link you control that points to your website, and use one agreed naming scheme.

UTM parameters are short tags added to the end of a link, such as \`?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch\`. Analytics tools read them and attribute the visit to the right source, instead of filing it under "direct" or "referral".

## How to do it

1. Agree names for the three main parameters:
   - **source**: where the link sits, such as newsletter, linkedin or partner-name.
   - **medium**: the type of channel, such as email, social, paid or referral.
   - **campaign**: what you are promoting, such as spring-launch or webinar-march.
2. Write the scheme in a shared document. Always use lower case and hyphens, because "LinkedIn" and "linkedin" appear as two sources.
3. Use a link builder or spreadsheet formula to create tagged links rather than typing them by hand.
4. Tag links in newsletters, social bios and posts, partner placements, event slides and QR codes.
5. Do **not** tag internal links between pages of your own site; doing so overwrites the original source.
6. Review results monthly: which source and medium bring sign-ups or sales, not just visits?

## Why it matters

Early-stage marketing budgets are small, so every hour and pound should go where it works. Consistent tagging shows you, for example, that one community post produced more sign-ups than a month of social posting. If you share a Connect & Earn link, its own tracking already attributes referrals, but UTM tags still help you see which of your posts drove them.`,
  },
  {
    slug: 'claim-social-handles-before-launch',
    title: 'Claim your social handles the same day you choose a name',
    summary:
      'Handles are free and first come, first served. Secure matching handles on the platforms that matter before you announce your name anywhere.',
    category: 'Marketing',
    tags: ['branding', 'social-media'],
    author: 'Priya Castell',
    daysAgo: 152,
    body: `**The tip:** the moment you commit to a business name, register it as a handle on every platform you might plausibly use, even ones you will not post on yet.

Handles cost nothing, and once someone else takes one, getting it back is slow and uncertain. Announcing a name publicly before you have the handles invites squatters and confusion.

## How to do it

1. List the platforms your customers use, plus the main ones you might use later.
2. Check availability of the exact name on each. If it is taken on key platforms, consider a consistent variation, such as adding "hq" or "app", and use the same one everywhere.
3. Register the handles using a shared company email address, not a personal one.
4. Turn on two-factor authentication and store the logins in a company password manager.
5. Add a profile picture, a one-line description and your website link to each, so they do not look abandoned.
6. Do this on the same day you register the [domain](/domains/search), and before any public announcement.

The [business name ideas tool](/tools/business-name-ideas) helps you find names that are available across the board.

## Why it matters

Consistent handles make you easier to find and harder to impersonate. Customers who search for you on a platform and find a different business, or nothing, may assume you are not real. Registering under a company email means the accounts stay with the company if a founder or marketer leaves.`,
  },
  {
    slug: 'turn-customer-questions-into-content',
    title: 'Turn every customer question into a piece of content',
    summary:
      'The questions customers ask you by email and on calls are exactly what prospects are searching for. Keep a log and answer each one publicly.',
    category: 'Marketing',
    tags: ['content-marketing', 'seo'],
    author: 'Priya Castell',
    daysAgo: 167,
    body: `**The tip:** keep a running list of the questions customers and prospects ask you, and publish a clear answer to the most common one each week.

You do not need a content strategy workshop to know what to write. Your inbox, sales calls and support chats are already telling you. If one customer asks, many more are searching for it.

## How to do it

1. Create a shared document or spreadsheet called "Questions we get".
2. Every time someone asks a question by email, phone, chat or at an event, add it in their words, with the date.
3. Mark repeats. Questions that come up three or more times go to the top.
4. Each week, write one answer as a short article or FAQ entry: the question as the heading, a direct answer in the first two sentences, then detail.
5. Publish it on your site and link to it from your support replies.
6. Run the [SEO audit](/tools/seo-audit) occasionally to check titles and headings are working for these pages.

## Why it matters

Content that answers real questions ranks, gets shared and converts, because it matches what people actually type into search engines. It also saves time: a link to a good answer replaces a long email. Over a year, one answer a week becomes fifty pages of useful, search-friendly content built entirely from your customers' own words, as the founder in our [Northlight Studio story](/blog/northlight-studio-first-customers-from-community) discovered.`,
  },
  {
    slug: 'run-a-weekly-founder-review',
    title: 'Run a 30-minute founder review every week',
    summary:
      'A short weekly review of numbers, priorities and blockers keeps small teams aligned without meetings taking over the week.',
    category: 'Productivity',
    tags: ['planning', 'habits', 'co-founders'],
    author: 'Niamh Doherty',
    daysAgo: 183,
    body: `**The tip:** hold the same 30-minute review at the same time every week, with a fixed agenda and written notes.

Early teams drift not because people are lazy but because priorities change daily and nobody stops to compare notes. A short, predictable review is the cheapest way to stay pointed in the same direction.

## How to do it

1. Pick a fixed slot, such as Monday at 9am, and protect it.
2. Use the same agenda every week:
   1. **Numbers** (5 minutes): cash in the bank, revenue, sign-ups or whichever three metrics matter most right now.
   2. **Last week** (5 minutes): did we do what we said? Why not, if not?
   3. **Priorities** (10 minutes): the top three things for this week, each with one owner.
   4. **Blockers** (5 minutes): what is in anyone's way?
   5. **Decisions** (5 minutes): anything that needs agreeing now.
3. Write notes in one shared document, newest at the top, so you can scroll back through months.
4. End on time. Anything needing longer gets its own meeting.
5. Once a month, extend to an hour and look at the bigger picture: runway, hiring and strategy.

## Why it matters

Weekly reviews catch problems while they are small: a slipping deadline, a cash dip, a co-founder quietly overwhelmed. The written log also becomes a record of decisions and progress that is invaluable when writing investor updates or your [business plan](/tools/business-plan). Thirty minutes a week is a small price for a team that knows what matters.`,
  },
  {
    slug: 'draw-an-org-chart-before-you-hire',
    title: 'Draw your org chart before you make your first hire',
    summary:
      'Sketching the next 12 months of roles shows who reports to whom, which gaps hurt most and what to hire first.',
    category: 'Productivity',
    tags: ['hiring', 'team', 'planning'],
    author: 'Niamh Doherty',
    daysAgo: 198,
    body: `**The tip:** before you write a job description, draw your organisation chart as it is today and as you expect it to be in twelve months.

With two or three founders, everyone does everything and reporting lines feel unnecessary. The moment you hire, that ambiguity becomes the new person's problem: who do they ask, who sets their priorities, who reviews their work?

## How to do it

1. Open the [organisation chart tool](/tools/organisational-chart) and start with the company at the root.
2. Add each founder with the areas they genuinely own today, such as product, sales or operations.
3. List the work that nobody owns, or that a founder does badly or reluctantly. These are your hiring candidates.
4. Add the roles you expect to hire in the next twelve months, in the order you expect to hire them, and show whom each reports to.
5. Check no founder has more than five or six direct reports planned; if so, you may need a team lead sooner than you think.
6. Share the chart with your co-founders and agree it before you advertise.

## Why it matters

An org chart turns "we need help" into a specific role with a clear manager and scope, which makes for better job descriptions and better hires. It also surfaces awkward questions early, such as which founder a new head of sales reports to, while they are still easy to discuss. Revisit the chart every quarter as the company grows. For the legal side of hiring, see [hiring your first employee](/blog/hiring-your-first-employee-uk).`,
  },
  {
    slug: 'one-home-for-company-documents',
    title: 'Keep one home for every company document',
    summary:
      'Certificates, contracts, board minutes and share records scattered across inboxes cause pain at every funding round. Create one organised folder from day one.',
    category: 'Productivity',
    tags: ['documents', 'organisation', 'due-diligence'],
    author: 'Niamh Doherty',
    daysAgo: 216,
    body: `**The tip:** set up one shared, access-controlled folder for company documents with a fixed structure, and save every key document there the day it is signed.

When an investor, buyer, bank or accountant asks for documents, they want them quickly and complete. Founders who have to search three inboxes and a co-founder's laptop look disorganised, and things get missed.

## How to do it

1. Create a shared folder owned by a company account rather than a personal one.
2. Add a simple numbered structure:
   - 01 Corporate: certificate of incorporation, articles, registers, board minutes.
   - 02 Shares: share certificates, cap table, option schemes, investment documents.
   - 03 Contracts: customers, suppliers, partners.
   - 04 People: employment contracts, contractor agreements, IP assignments.
   - 05 Finance and tax: accounts, tax returns, VAT, bank details.
   - 06 IP and brand: trade mark filings, domain records.
3. Name files consistently, for example "2025-03-14 Supplier agreement - Acme Ltd (signed).pdf".
4. Save only final, signed versions in the main folders; keep drafts elsewhere.
5. Restrict access to sensitive folders such as People and Shares.
6. Review the folder once a quarter and fill any gaps.

## Why it matters

A tidy document folder becomes your data room when you raise money, cutting due diligence from weeks to days. It also protects the company if a founder leaves, and keeps you ready for routine requests from accountants, banks and Companies House. The effort is minutes a week; recreating missing documents later can take months.`,
  },
  {
    slug: 'keep-a-decision-log',
    title: 'Keep a decision log',
    summary:
      'Write down important decisions, the options you considered and why you chose. Future you, and future hires, will thank you.',
    category: 'Productivity',
    tags: ['decision-making', 'team'],
    author: 'Niamh Doherty',
    daysAgo: 233,
    body: `**The tip:** whenever you make a decision that would be costly to reverse, add a short entry to a shared decision log.

Six months from now someone will ask why you chose that pricing model, that supplier or that company structure. Without a record, you will reconstruct the reasoning from memory, usually inaccurately, or repeat a debate you already settled.

## How to do it

1. Create a single shared document or table called "Decision log".
2. For each decision, record:
   - **Date** and **who decided**.
   - **The decision** in one sentence.
   - **Options considered**, including doing nothing.
   - **Why** you chose this option, with any data you used.
   - **What would make you revisit it**, such as "if churn goes above 5% a month".
3. Log only decisions that matter: pricing, hiring, key suppliers, technology choices, legal structure, fundraising terms.
4. Link to supporting documents rather than pasting them in.
5. Review the log at your monthly planning session and check whether any revisit triggers have been hit.

## Why it matters

A decision log stops teams relitigating settled questions, helps new hires understand why things are the way they are, and makes it easier to learn from mistakes, because you can see what you believed at the time. Investors also appreciate founders who can explain past decisions clearly. It takes two minutes per decision and pays for itself the first time someone asks "why did we do that?"`,
  },
  {
    slug: 'register-domains-for-longer-with-auto-renew',
    title: 'Register your main domain for several years and turn on auto-renew',
    summary: 'An expired domain takes your website and email down with it. Two settings make that almost impossible.',
    category: 'Domains & web',
    tags: ['domains', 'renewals'],
    author: 'Niamh Doherty',
    daysAgo: 249,
    body: `**The tip:** register your primary domain for several years at a time, turn on auto-renew and keep a payment card on file that will not expire soon.

When a domain expires, your website, email and anything else using it stops working, sometimes within days of the expiry date. If it is not renewed during the grace period, it can be released and registered by someone else, including domain resellers who specialise in catching lapsed names.

## How to do it

1. Search for your domain in your account or on [domain search](/domains/search) and check its expiry date.
2. Extend the registration by several years for your primary domain and any domains you use for email.
3. Turn on **auto-renew** for every domain you want to keep.
4. Check the card on file and set a reminder for a month before it expires.
5. Make sure renewal notices go to a shared address such as domains@yourcompany, not a single person's inbox.
6. Add each domain's expiry date to your company calendar as a backup.

## Why it matters

Domain expiry is one of the most common and most avoidable outages for small businesses. It tends to happen when the person who registered the domain has left, changed email address or let a card lapse. Registering for longer also shows stability, and auto-renew removes reliance on anyone remembering. For a wider checklist, see [securing your web presence](/blog/securing-your-web-presence).`,
  },
  {
    slug: 'start-dmarc-in-monitoring-mode',
    title: 'Start DMARC in monitoring mode before you enforce it',
    summary:
      'A DMARC record with a policy of none lets you see who sends email as your domain without blocking anything. Collect reports first, then tighten.',
    category: 'Domains & web',
    tags: ['email', 'dns', 'deliverability'],
    author: 'Niamh Doherty',
    daysAgo: 266,
    body: `**The tip:** publish a DMARC record with a policy of "none" and a reporting address, read the reports for a few weeks, and only then move to quarantine or reject.

DMARC tells receiving mail servers what to do with email that claims to come from your domain but fails authentication. Going straight to "reject" can block your own invoices, newsletters or helpdesk replies if any of those services is not yet set up with SPF or DKIM.

## How to do it

1. Make sure SPF and DKIM are set up for your main mailbox provider first.
2. In [DNS management](/domain/dnsmanagement), add a TXT record with the host \`_dmarc\` and a value such as \`v=DMARC1; p=none; rua=mailto:dmarc-reports@yourdomain.com\`.
3. Use a dedicated mailbox, or a DMARC reporting service, to receive the aggregate reports.
4. After two to four weeks, review which services are sending as your domain and whether they pass.
5. Fix any legitimate service that fails by adding it to SPF or setting up its DKIM record.
6. Change the policy to \`p=quarantine\`, watch for a few weeks, then move to \`p=reject\`.

## Why it matters

Monitoring first means you find every legitimate sender before enforcement, so nothing important ends up in spam or bounced. Once you reach a reject policy, criminals can no longer easily send phishing email that appears to come from your exact domain, which protects your customers and your reputation. Major mailbox providers also now expect a DMARC record from bulk senders. For the full picture, read [SPF, DKIM and DMARC in plain English](/blog/email-deliverability-spf-dkim-dmarc).`,
  },
  {
    slug: 'lower-dns-ttl-before-migrating',
    title: 'Lower your DNS TTL a day before you change hosting',
    summary:
      'Reducing the time-to-live on your DNS records before a migration means the switch takes minutes rather than hours, and a rollback is just as quick.',
    category: 'Domains & web',
    tags: ['dns', 'hosting', 'migration'],
    author: 'Niamh Doherty',
    daysAgo: 281,
    body: `**The tip:** at least a day before you move your website or email to a new provider, lower the TTL on the records you will change to five minutes.

TTL (time to live) tells resolvers around the internet how long they may cache a DNS record. If your records have a TTL of a day, some visitors may keep being sent to your old server for up to a day after you change them. Lowering the TTL in advance shortens that window.

## How to do it

1. Note the records you will change, typically the A or AAAA records for your domain and www, and MX records if email is moving.
2. Check their current TTL in [DNS management](/domain/dnsmanagement).
3. Lower the TTL on those records to 300 seconds (five minutes).
4. Wait at least as long as the **old** TTL, so caches around the internet pick up the shorter value.
5. Make the change to point the records at the new provider, and test from a few networks, including mobile data.
6. Once everything is stable for a day or two, raise the TTL back to a longer value, such as an hour, to reduce lookups.

## Why it matters

A slow, uneven switch-over means some customers see the old site and some the new one, and email may be split between two systems. With a short TTL the switch is near-instant, and if something goes wrong you can point back to the old server just as quickly. It is one of the simplest ways to take the risk out of a migration.`,
  },
  {
    slug: 'turn-on-id-protection-for-domains',
    title: 'Turn on ID protection for every domain you register personally',
    summary:
      'Public domain records can expose your name, address and phone number. ID protection keeps them private while still letting genuine messages reach you.',
    category: 'Domains & web',
    tags: ['domains', 'privacy'],
    author: 'Niamh Doherty',
    daysAgo: 297,
    body: `**The tip:** when you register a domain with your personal details, add ID protection at checkout rather than leaving your contact details to chance.

Depending on the domain extension and the registrar, the registrant's name, postal address, email and phone number can appear in public registration lookups. Sole traders and founders who register a domain before incorporating often use their home details, and those records are scraped by spammers and scammers within hours.

## How to do it

1. When you search for a domain on [domain search](/domains/search), add ID Protect to the domain in your cart.
2. For domains you already own, open your domain list and add ID Protect from the domain's services.
3. Check that your contact email is one you monitor, because genuine messages are forwarded to it.
4. Keep your real details accurate in your account. Privacy services hide them publicly, but registrars must still hold correct information.
5. If the domain belongs to your company, consider updating the registrant to the company itself.

Read the [ID Protect FAQs](/id-protect-faqs) for what is shown and what is hidden.

## Why it matters

Exposed registration details lead to spam, fake "domain renewal" invoices, cold sales calls and, for home addresses, genuine privacy risks. ID protection is inexpensive and removes that exposure without affecting how your website or email works. It also reduces the information available to anyone attempting to socially engineer your registrar into transferring your domain.`,
  },
  {
    slug: 'build-your-investor-list-early',
    title: 'Build your investor list months before you raise',
    summary:
      'A targeted, researched investor list takes weeks to build. Start it long before you need money, and warm it up with light-touch updates.',
    category: 'Fundraising',
    tags: ['investors', 'fundraising', 'networking'],
    author: 'Marcus Adeyemi',
    daysAgo: 314,
    body: `**The tip:** start a spreadsheet of potential investors six months before your round, and add to it every week.

Founders who start researching investors the week they need money end up sending generic emails to poorly matched funds. A list built slowly, with notes on why each investor fits, turns into warm conversations when the time comes.

## How to do it

1. Create a sheet with columns for name, firm, stage, typical cheque size, sectors, location, a relevant past investment, how you could be introduced, and notes.
2. Use the [investors directory](/investors) to filter by stage, sector and location, and add those that genuinely fit.
3. For each investor, note one recent investment that shows why they might like your company.
4. Identify a warm route in for each: a portfolio founder, an adviser, or someone from your [network](/network).
5. Meet a few at [events](/events) without asking for money. Ask what they look for at your stage.
6. Send a short quarterly update to the ones you have met: progress, numbers and one specific ask.
7. Rank the list into tiers a month before you open the round.

## Why it matters

Investors like to see a trajectory. Someone who has received three concise updates showing steady progress is far more receptive than someone seeing your name for the first time. A well-researched list also saves time in the round itself, because you spend it on investors who could actually say yes. Read [finding the right investor](/blog/finding-the-right-investor) for how to rank them.`,
  },
  {
    slug: 'apply-for-seis-advance-assurance-early',
    title: 'Apply for SEIS or EIS advance assurance before you pitch',
    summary:
      'UK angels often will not commit until HMRC has given advance assurance. Apply early so it does not hold up your round.',
    category: 'Fundraising',
    tags: ['seis', 'eis', 'hmrc'],
    author: 'Marcus Adeyemi',
    daysAgo: 331,
    body: `**The tip:** if you plan to raise from UK angels, apply to HMRC for SEIS or EIS advance assurance as soon as your plan and documents are ready, not after investors ask for it.

Advance assurance is HMRC's indication that, based on what you have told it, your company and proposed share issue are likely to qualify. It is not required by law, but many angels treat it as a condition of investing, and HMRC can take several weeks to respond.

## How to do it

1. Check the main eligibility conditions on GOV.UK: company age, gross assets, employee numbers and a qualifying trade.
2. Prepare a current business plan. The [business plan tool](/tools/business-plan) helps you structure one.
3. Prepare financial forecasts for at least the next two or three years.
4. Gather your articles of association and latest cap table.
5. Draft the investment documents or a term sheet describing the shares to be issued.
6. Include details of any investors already interested, if you have them.
7. Submit the application online and note the date; chase politely if you hear nothing after the indicated timescale.

## Why it matters

Waiting until angels ask can stall a round for weeks just as momentum is building. With advance assurance in hand you can tell investors up front that the round is expected to qualify, which for many of them makes the investment substantially cheaper. It also forces you to check eligibility early, before you agree terms, such as preferential share rights, that could disqualify the round. See [SEIS and EIS explained](/blog/seis-and-eis-explained) for the main rules.`,
  },
  {
    slug: 'keep-a-clean-cap-table',
    title: 'Keep a clean cap table from the very first share issue',
    summary:
      'Your capitalisation table records who owns what. Keep it accurate, matched to Companies House filings and backed by paperwork from day one.',
    category: 'Fundraising',
    tags: ['cap-table', 'equity', 'due-diligence'],
    author: 'Marcus Adeyemi',
    daysAgo: 398,
    body: `**The tip:** maintain one authoritative cap table, update it the same day any shares or options change hands, and check it against your Companies House filings.

A cap table lists every shareholder, the class and number of shares they hold, what they paid and any options or convertible instruments outstanding. Investors check it before anything else in due diligence, and errors can delay or derail a round.

## How to do it

1. Start with the shares issued at incorporation, as shown on your certificate and statement of capital.
2. Record every change: new share issues, transfers, share splits, options granted and convertibles signed.
3. For each issue of new shares, file the allotment with Companies House within one month, and issue share certificates.
4. Update your register of members, which the company must keep, at the same time.
5. Keep the signed documents behind each entry, such as board minutes, shareholder resolutions and subscription letters, in your [company documents folder](/tips-and-tricks/one-home-for-company-documents).
6. Model the fully diluted position, including option pools and convertibles, so you know what each future round means for ownership.
7. Reconcile the cap table with the confirmation statement shareholder information each year.

## Why it matters

A cap table that matches the legal records gives investors confidence and speeds up closing. Discrepancies, such as shares promised in an email but never issued or allotments never filed, take time and legal fees to fix and can affect SEIS and EIS eligibility. Getting it right from the first issue costs almost nothing.`,
  },
];
