import type { TArticleSeed } from './articles-types';

/**
 * Issue 9: blog posts for /blog — news, founder stories (fictional people and companies), how-tos
 * and product updates. Bodies are Markdown; regulatory figures are phrased "at the time of writing"
 * and links go only to site paths or https://example.org/.
 */
export const BLOG_POSTS: TArticleSeed[] = [
  {
    slug: 'meet-the-ai-startup-builder',
    title: 'Meet the AI startup builder: from one sentence to a lean canvas',
    summary:
      'Describe your idea in a sentence and Launchpad drafts a lean canvas, brand wheel, elevator pitch, validation experiments and more. Here is what it produces and how to get the most from it.',
    category: 'Product updates',
    tags: ['ai-builder', 'lean-canvas', 'validation'],
    author: 'Niamh Doherty',
    daysAgo: 3,
    body: `Most ideas die in a notes app. Not because they are bad, but because turning a sentence into something you can test takes a weekend of templates, spreadsheets and second-guessing. The AI startup builder at [/build-startup](/build-startup) drafts that groundwork in a few minutes, so you can spend the weekend on the part that matters: talking to customers.

## What the builder produces

Type your idea in one sentence, or pick one of the four example ideas to see how it works, and the builder fills in a set of connected sections:

- **Lean canvas**: problem, customer segments, unique value proposition, solution, channels, revenue streams, cost structure, key metrics and unfair advantage.
- **Brand wheel and brand names**: personality, values and tone, plus name ideas with domains you can check straight away.
- **Elevator pitch**: a short pitch you can say out loud in under a minute.
- **Validation and validation experiments**: the riskiest assumptions in your idea and cheap ways to test each one.
- **Founders, communities, investors, events and perks**: people and places relevant to your idea, drawn from Launchpad's directories.
- **Company formation**: a suggestion for where and how to incorporate when you are ready.

A floating **Generated landing page** button opens a one-page draft of your site, useful for a smoke test before you build anything.

## How to write a good one-sentence idea

The builder works from what you give it, and vague inputs produce vague canvases. Compare:

| Weak input | Stronger input |
|---|---|
| An app for fitness | A booking app for independent personal trainers in UK cities who lose income to no-shows |
| Sustainable fashion | A repair-and-resell service for outdoor jackets, sold through climbing gyms |

A strong sentence names a **customer**, a **problem** and, ideally, a **channel**. You can rerun the builder with a sharper sentence at any time; earlier attempts stay available under *Your previous ideas*.

## Treat the output as a hypothesis

Everything the builder writes is a starting point, not a verdict. We suggest three passes:

1. **Read the lean canvas critically.** Cross out anything you cannot picture a real customer saying.
2. **Pick one validation experiment** and run it this week: a landing page, five customer interviews or a pre-sale.
3. **Rewrite the pitch in your own words.** Investors and customers can tell when a founder is reciting.

> The most useful thing the builder gives you is not the answers. It is the list of questions you have not asked yet.

## Who can use it

Anyone can submit an idea, and the full results are part of the startup plans that include the AI builder. Without one you will see a preview of each section and a link to [compare startup plans](/startup-package?type=build_startup_ai). When you are ready to make it official, the formation section links straight to [company formation](/services/company-formation).`,
  },
  {
    slug: 'harbour-and-thread-market-stall-to-limited-company',
    title: 'Harbour & Thread: from market stall to limited company',
    summary:
      'A Bristol jacket-repair business outgrew its sole-trader set-up. Its founder explains what prompted the switch, the order she did things in and what she wishes she had done sooner.',
    category: 'Founder stories',
    tags: ['founder-story', 'limited-company', 'retail'],
    author: 'Hannah Kowalski',
    daysAgo: 12,
    body: `Harbour & Thread started as a Saturday stall at a Bristol harbourside market: Ada Whitcombe mending waxed jackets and selling refurbished ones on the side. Three years later it is a limited company with two part-time staff, a wholesale arrangement with an outdoor retailer and a waiting list for repairs. We asked Ada about the move from sole trader to company.

## Why she incorporated

"For the first two years being a sole trader was perfect," Ada says. "One Self Assessment return, no filings, no accountant." Three things changed:

- **A wholesale contract.** The retailer's supplier onboarding asked for a company number and proof of insurance.
- **Liability.** Repairing other people's expensive jackets meant the occasional claim, and she wanted her personal savings kept apart from the business.
- **Tax.** As profits grew, her accountant showed her that paying herself through a mix of salary and dividends would leave more in her pocket than paying income tax on everything.

> I didn't incorporate because it sounded grown-up. I did it because a customer asked for a company number and I couldn't give one.

## The switch, step by step

Ada formed Harbour & Thread Ltd through [Launchpad's company formation service](/services/company-formation) and worked in this order:

1. Checked the name was available and registered the matching domain through [domain search](/domains/search).
2. Incorporated with herself as sole director and shareholder, using a service address so her home address stayed off the public register.
3. Opened a business bank account once the certificate of incorporation arrived.
4. Registered the company for Corporation Tax within three months of it starting to trade.
5. Told HMRC she had stopped trading as a sole trader and filed a final Self Assessment for that period.
6. Moved stock, tools and customer contracts across, with her accountant advising on how to value them.

### What she wishes she had done sooner

- **Separated the money.** "I ran the stall through my personal account for a year. Untangling that was miserable."
- **Set up bookkeeping from day one.** She now uses [bookkeeping and accounting](/services/bookkeeping-accounting) and reconciles every Friday.
- **Protected the name.** A similar-sounding repair business appeared in Cardiff, so she has since filed a UK trade mark.

## What changed after incorporating

Admin went up, but not dramatically. Ada keeps these recurring dates in a shared calendar:

| What | When |
|---|---|
| Confirmation statement | At least once every 12 months |
| Annual accounts to Companies House | 9 months after the year end (usually 21 months after incorporation for the first set) |
| Corporation Tax payment | 9 months and 1 day after the end of the accounting period |
| Company Tax Return | 12 months after the end of the accounting period |

## Advice for other makers

"Don't incorporate on day one just because you think you should, but don't wait until a big customer forces it either. Once you're turning work away because of paperwork, it's time."

If you are weighing it up yourself, our comparison of [limited companies and sole traders](/blog/limited-company-or-sole-trader) is a good place to start.`,
  },
  {
    slug: 'limited-company-or-sole-trader',
    title: 'Limited company or sole trader? A practical comparison for UK founders',
    summary:
      'Liability, tax, privacy, paperwork and how customers and investors see you: the differences that actually matter when you choose how to trade in the UK.',
    category: 'Company formation',
    tags: ['limited-company', 'sole-trader', 'tax'],
    author: 'Tom Hartley-Reed',
    daysAgo: 25,
    body: `It is the first structural decision most UK founders make, and the internet is full of confident answers that ignore your circumstances. This post sets out the differences that matter in practice so you can have a short, useful conversation with an accountant rather than a long, expensive one.

## The short version

| | Sole trader | Private limited company |
|---|---|---|
| Legal identity | You and the business are the same person | The company is a separate legal person |
| Liability | Unlimited: your personal assets are at risk | Generally limited to what shareholders invested, unless you give personal guarantees |
| Set-up | Register for Self Assessment with HMRC | Incorporate at Companies House, then register for Corporation Tax |
| Tax on profits | Income Tax and National Insurance on all profits | Corporation Tax on profits; you are taxed on salary and dividends you take |
| Public information | Very little | Directors, shareholders with significant control, accounts and filings are public |
| Ongoing admin | One annual tax return | Annual accounts, confirmation statement, Company Tax Return, payroll if you pay salaries |
| Raising investment | Not possible to sell shares | Can issue shares, and may qualify for SEIS/EIS |

## When a sole trader set-up makes sense

- You are **testing an idea** and revenue is modest.
- The work carries **little liability risk**, or insurance covers it well.
- You value **simplicity** and privacy over tax efficiency.

You must register for Self Assessment by 5 October after the end of the tax year in which you started trading. Also note that Making Tax Digital for Income Tax is being phased in for sole traders from April 2026, starting with those whose qualifying income is above £50,000 at the time of writing, so quarterly digital updates are coming for many.

## When a limited company makes sense

- You plan to **raise investment** or bring in co-founders with equity.
- Customers, marketplaces or suppliers **require a company number**.
- Profits are high enough that Corporation Tax plus dividends beats Income Tax on everything. At the time of writing the small profits rate of Corporation Tax is 19% and the main rate is 25%, with marginal relief in between.
- You want a **clear line** between personal and business money and risk.

### The hidden costs of a company

A company brings obligations that a sole trader does not have: directors' legal duties, filing deadlines with penalties for lateness, and accountancy costs. Money in the company account is the company's, not yours. Taking it without a proper salary, dividend or documented loan creates problems.

## Questions to ask yourself

1. Will I need to sell shares in the next two years?
2. What is the worst realistic claim a customer could bring, and is it insurable?
3. Do my customers care whether I am "Ltd"?
4. Am I prepared to keep proper books every month?

If you answer yes to the first question, or the second worries you, a company is usually the right call. You can start as a sole trader and incorporate later. Many do, including the founder in our [Harbour & Thread story](/blog/harbour-and-thread-market-stall-to-limited-company).

## Next steps

When you are ready, [form a UK company](/services/company-formation) and put the recurring deadlines in your calendar straight away. Our post on [your first year of deadlines](/blog/first-year-companies-house-and-hmrc-deadlines) lists them in order.

*This post is general information, not tax advice. Thresholds and rates change; check GOV.UK or an accountant before you decide.*`,
  },
  {
    slug: 'seis-and-eis-explained',
    title: 'SEIS and EIS explained for first-time founders',
    summary:
      'Why UK angels ask whether your round qualifies for SEIS or EIS, what the schemes require of your company, and how to apply for advance assurance before you raise.',
    category: 'Funding',
    tags: ['seis', 'eis', 'angel-investment'],
    author: 'Marcus Adeyemi',
    daysAgo: 40,
    body: `If you raise from UK angel investors, one of their first questions will be "Is it SEIS or EIS eligible?" The Seed Enterprise Investment Scheme and the Enterprise Investment Scheme give investors tax relief for backing young, risky companies. For many angels that relief is the difference between a yes and a polite no, so it pays to understand the schemes before your first meeting.

## What investors get

At the time of writing:

| | SEIS | EIS |
|---|---|---|
| Income Tax relief | 50% of the amount invested | 30% of the amount invested |
| Annual investor limit | £200,000 | £1 million (£2 million if the excess goes into knowledge-intensive companies) |
| Capital Gains Tax | Gains on qualifying shares held for at least three years can be free of CGT | The same, after three years |
| Loss relief | Losses can be set against income | Losses can be set against income |

Put simply, an angel who invests £10,000 under SEIS can reduce their income tax bill by £5,000, so their real exposure is much lower.

## What your company must meet

The rules are detailed, but the main SEIS conditions at the time of writing include:

- The company is **UK-based** with a permanent establishment in the UK.
- It has been **trading for less than three years**.
- It has **gross assets of no more than £350,000** and **fewer than 25 full-time equivalent employees**.
- It raises **no more than £250,000 in total** under SEIS.
- It carries on a **qualifying trade**. Some activities, such as property development, financial services and legal or accountancy services, are excluded.

EIS has higher limits and applies to somewhat older and larger companies. The government has announced changes to EIS limits, so always check the current figures on GOV.UK before you rely on them.

### Common ways to lose eligibility

- Issuing shares with **preferential rights**, such as liquidation preferences, to scheme investors.
- Letting an investor become **connected** with the company, for example by holding more than 30%.
- Spending the money on something other than the qualifying trade, or not spending it within the required time.

## Advance assurance

HMRC offers **advance assurance**: you describe the planned round and HMRC indicates whether it is likely to qualify. It is optional, but most angels expect it. Apply as soon as you have:

1. Your business plan, which you can draft with the [business plan tool](/tools/business-plan).
2. Up-to-date financial forecasts.
3. Your articles of association and a recent cap table.
4. A draft of the investment documents or term sheet.
5. Evidence of at least one interested investor, if you have it.

Allow several weeks for a response, and longer in busy periods.

## After the round

Once shares are issued and the company has met the conditions, you file a compliance statement with HMRC. HMRC then authorises you to issue certificates to investors so they can claim relief. Keep clean records of every share issue from the start. Our tip on [keeping a clean cap table](/tips-and-tricks/keep-a-clean-cap-table) explains how.

*This is general information rather than tax advice. SEIS and EIS rules are detailed and change from time to time; take advice before you issue shares.*`,
  },
  {
    slug: 'choosing-a-business-name-you-can-own',
    title: 'Choosing a business name you can actually own',
    summary:
      'A great name is no use if you cannot register the company, the domain or the trade mark. A four-check process to shortlist names you can own.',
    category: 'Marketing',
    tags: ['branding', 'business-names', 'trade-marks'],
    author: 'Priya Castell',
    daysAgo: 55,
    body: `Founders fall in love with names. Then they discover the .com belongs to a furniture shop in Ohio, a competitor has a registered trade mark in their class, and Companies House will not accept their preferred spelling. Owning a name means clearing four hurdles. Check all four before you print anything.

## Start with a longer list than you think

Generate twenty or thirty candidates before you judge any of them. The [business name ideas tool](/tools/business-name-ideas) and the brand names section of the [AI startup builder](/build-startup) are good at producing variations. Aim for a mix:

- **Descriptive** names say what you do (clear, but harder to protect).
- **Suggestive** names hint at a benefit (a good balance).
- **Invented** names are easiest to protect, but you will need to teach customers what they mean.

## The four ownership checks

### 1. Company name

A UK company name cannot be the **same as** an existing one on the register, and you can be challenged if it is **too like** another company's name. Certain words, such as "Bank", "Royal" or "Institute", are sensitive and need permission. Search the register before you get attached to a name.

### 2. Domain

Search the exact name across the extensions you care about on [domain search](/domains/search). If the .com is taken, ask yourself whether customers will type it anyway. A .co.uk or .io may be fine for a UK or tech audience; for a consumer brand with international ambitions it can leak traffic.

### 3. Trade marks

This is the check founders skip. A company name registration gives you **no trade mark rights**. Search the UK and EU trade mark registers for identical and similar marks in the classes that cover your goods or services. A similar mark in an unrelated class may be fine; one in your class is a warning sign.

### 4. Social handles and search results

Search the name online. If the first page is dominated by a well-known brand, you will struggle to rank. Check the handles you plan to use on the main social platforms.

## A simple scoring table

| Name | Company free | Domain | Trade mark clear | Handles | Say-it-once test |
|---|---|---|---|---|---|
| Option A | Yes | .co.uk only | Yes | 3 of 4 | Pass |
| Option B | Yes | .com | Similar mark in class 35 | 4 of 4 | Pass |
| Option C | No | n/a | n/a | n/a | n/a |

The "say-it-once test": say the name to someone once, then ask them to type it. If they cannot, you will lose word-of-mouth traffic.

## Secure it in the right order

1. Register the **domain** first. It is cheap and goes fastest.
2. **Incorporate** the company through [company formation](/services/company-formation).
3. File a **trade mark** for your core classes through our [trade mark service](/services/trade-mark).
4. Claim the social handles the same day.

> A name you cannot protect is a name you are renting from whoever registers it next.`,
  },
  {
    slug: 'first-year-companies-house-and-hmrc-deadlines',
    title: 'Your first year of Companies House and HMRC deadlines',
    summary:
      'A new UK company picks up a handful of recurring deadlines. Here they are in the order they arrive, with what to file and what happens if you are late.',
    category: 'Operations',
    tags: ['compliance', 'companies-house', 'hmrc'],
    author: 'Marcus Adeyemi',
    daysAgo: 70,
    body: `The day your company is incorporated, several clocks start ticking. None of the filings is difficult, but missing them brings automatic penalties and, in the worst case, a company struck off the register. This post lists the deadlines a typical UK private limited company meets in its first year or so, in the order they usually arrive.

## The timeline at a glance

| When | What | Who to |
|---|---|---|
| Within 3 months of starting to trade | Register for Corporation Tax | HMRC |
| Before your first payday | Register as an employer for PAYE, if you pay any salaries | HMRC |
| Within 30 days of crossing the threshold | Register for VAT, if taxable turnover passes the threshold | HMRC |
| Within 14 days after the review period ends | Confirmation statement (at least once every 12 months) | Companies House |
| Usually 21 months after incorporation | First annual accounts | Companies House |
| 9 months and 1 day after the accounting period ends | Pay Corporation Tax | HMRC |
| 12 months after the accounting period ends | Company Tax Return (CT600) | HMRC |

## Companies House

### Confirmation statement

At least once every 12 months you confirm that the information Companies House holds is correct: registered office, directors, shareholders, people with significant control and your SIC code. You have 14 days after the end of your review period to file. There is a fee, so check the current amount on GOV.UK.

### Annual accounts

Your first accounts cover the period from incorporation to your accounting reference date, which defaults to the last day of the month of your incorporation anniversary. They are usually due 21 months after incorporation; after that, 9 months after each year end. Late filing penalties for a private company at the time of writing range from £150 (up to a month late) to £1,500 (more than six months late), and they double if you are late two years running.

### Keep the register up to date

Changes to directors, the registered office or people with significant control must be reported as they happen, not saved up for the confirmation statement. Companies House is also rolling out identity verification for directors and people with significant control, so expect to verify yours.

## HMRC

- **Corporation Tax**: you pay before you file. Payment is due 9 months and 1 day after the end of the accounting period for most small companies; the return is due 12 months after.
- **VAT**: at the time of writing you must register if your taxable turnover for the previous 12 months exceeds £90,000, or if you expect it to exceed that in the next 30 days alone.
- **PAYE**: if you pay yourself or anyone else a salary, you report each payment on or before payday through Real Time Information.

## How to stay on top of it

1. Put every date in a **shared calendar** with two reminders: one a month before and one a week before.
2. Use [bookkeeping and accounting](/services/bookkeeping-accounting) or keep your own books monthly, so accounts are a formality.
3. Run the [financial health check](/tools/financial-health-check) each quarter to spot cash pinch points before tax bills land.

> Late filing penalties are automatic. Companies House does not accept "I didn't know" as a reason.

*Dates and amounts are correct at the time of writing. Always confirm your own deadlines on your Companies House and HMRC accounts.*`,
  },
  {
    slug: 'business-plan-wizard-thirteen-steps',
    title: 'Inside the business plan wizard: thirteen steps to a plan you will use',
    summary:
      'The business plan tool breaks a daunting document into thirteen short steps and saves as you go. A tour of each stage and tips for filling it in well.',
    category: 'Product updates',
    tags: ['business-plan', 'tools', 'planning'],
    author: 'Niamh Doherty',
    daysAgo: 88,
    body: `Few founders enjoy writing a business plan. The blank page is intimidating, the templates are forty pages long, and by the time you finish the numbers are already out of date. The [business plan wizard](/tools/business-plan) takes a different approach: thirteen short steps, each asking for a handful of specific inputs, with your progress saved on your device as you go.

## How the wizard is structured

Each step focuses on one question. Lists are capped deliberately, because a plan with five clear problems is more persuasive than one with fifteen vague ones.

| Stage | What you enter |
|---|---|
| Problems | Up to five problems your customers have |
| Solutions | Up to five ways your product solves them |
| Target markets | Up to five segments, most important first |
| Competitors | Who else customers could choose, and why they would choose you |
| Sales channels | Up to five ways you will reach customers |
| Marketing activities | Up to five concrete activities, not slogans |
| Milestones | What you will achieve, and when |
| Team | Who is involved and what they bring |
| Resources | What you need: money, people, equipment |
| Notes | Anything else an investor or lender should know |

Alongside these, the wizard asks for a logo or image and walks you through review steps before you finish.

## Tips for each stage

### Problems and solutions

Write problems in the customer's words. "Trainers lose about a fifth of their income to late cancellations" beats "Inefficient booking management". Each solution should map to at least one problem; if it does not, ask whether you need it.

### Target markets

Be specific enough to find these people. "Small businesses" is not a market. "Independent opticians in England with one or two branches" is.

### Channels and marketing

Channels are **where** customers buy; marketing activities are **what you do** to get them there. Keep them separate and you will spot gaps quickly.

### Milestones

Use dates and numbers: "50 paying customers by the end of Q3", not "grow the customer base".

## Saving and starting again

Your answers are stored locally in your browser as you move between steps, so you can close the tab and pick up later on the same device. A **reset** option clears everything when you want to start a fresh plan, for example for a second idea.

> A business plan is not a prediction. It is a record of your assumptions, so you can see which ones were wrong.

## Who can use it

The wizard is one of the business tools available on plans that include tools. If yours does not, you will be taken to [compare startup plans](/startup-package?type=tools). Already have a lean canvas from the [AI startup builder](/build-startup)? Use it as the source for your problems, solutions and channels: most of the thinking is already done.`,
  },
  {
    slug: 'fieldnote-analytics-delaware-from-manchester',
    title: 'Fieldnote Analytics: why two Manchester founders chose Delaware',
    summary:
      'An agritech data start-up with UK founders and US customers explains how it decided between a UK company and a Delaware corporation, and what running a US company from Manchester involves.',
    category: 'Founder stories',
    tags: ['founder-story', 'delaware', 'us-formation'],
    author: 'Hannah Kowalski',
    daysAgo: 101,
    body: `Fieldnote Analytics turns soil-sensor readings into planting advice for mid-sized farms. Its founders, Rhys Bennett and Leena Marsh, met on a data science course in Manchester. Their first three pilot customers were cooperatives in Iowa and Nebraska. That mix, UK founders and US customers, made the choice of company structure less obvious than usual.

## The decision

Rhys and Leena spent two weeks going back and forth. Their notes boiled down to this:

| Factor | UK Ltd | Delaware C-Corp |
|---|---|---|
| Where the founders live | Simple: both UK residents | Adds US filings on top of UK personal tax |
| Where customers are | Fine for invoicing US clients | Reassuring for US procurement teams |
| Likely investors | UK angels, SEIS/EIS | US seed funds and accelerators |
| Cost of running | Lower | Higher: US tax returns, registered agent, franchise tax |

What tipped it was a conversation with a US seed fund that was interested but said it would only invest in a Delaware corporation.

> We could have formed in the UK and flipped later, but everyone we spoke to who had done a flip said it cost them months and a lot of legal fees. We'd rather pay a bit more now.

## How they set it up

They formed the corporation through Launchpad's [US company formation](/services/company-formation), choosing Delaware from the list of states. Then:

1. **Registered agent.** Every Delaware corporation needs a registered agent with a Delaware address, which they arranged as part of forming.
2. **EIN.** As founders without US Social Security numbers, they applied for an Employer Identification Number by fax rather than online, which took several weeks.
3. **Founder shares and 83(b) elections.** They issued founder shares with four-year vesting and each filed an 83(b) election with the IRS within the strict 30-day window.
4. **Bank account.** They opened a US business account with a provider that accepts non-resident founders.
5. **UK advice.** A UK accountant confirmed how the company's place of management affects UK tax, since both directors make decisions in Manchester.

### What caught them out

- **Tax residence.** A company managed and controlled in the UK can be treated as UK tax resident even if it is incorporated in Delaware. They now hold board meetings with their US adviser present and keep careful minutes.
- **Annual obligations.** Delaware franchise tax and the annual report are due by 1 March each year, and the default calculation method can produce an alarming figure. Switching to the alternative method brought it down sharply.
- **Foreign ownership reporting.** US corporations with significant foreign ownership have extra information returns to file. Their accountant handles it.

## Would they do it again?

"Yes, for us," says Leena. "But only because our customers and our investors were American. If we'd been selling to UK farms, we'd have formed a UK company and not looked back."

If you are weighing the same choice, compare structures side by side on [services](/services) and talk to an adviser about tax residence before you file anything.`,
  },
  {
    slug: 'forming-a-company-in-hong-kong',
    title: 'Forming a company in Hong Kong: what founders should know',
    summary:
      'Hong Kong remains a popular base for trading and Asia-facing start-ups. The requirements for a private limited company, the ongoing obligations and how profits tax works.',
    category: 'Company formation',
    tags: ['hong-kong', 'company-formation', 'international'],
    author: 'Tom Hartley-Reed',
    daysAgo: 120,
    body: `Hong Kong attracts founders who trade with mainland China and the wider Asia-Pacific region, sell through Asian marketplaces or want a well-regulated common-law jurisdiction with a simple tax system. Forming a company there is quick, but the ongoing obligations are stricter than many founders expect. Here is what to know before you start.

## What you need to incorporate

A Hong Kong private company limited by shares needs:

- **At least one director**, who must be a natural person aged 18 or over. There is no residency or nationality requirement. A corporate director is allowed alongside them.
- **At least one shareholder**, an individual or a company, who can be the same person as the director.
- **A company secretary** who is either an individual ordinarily resident in Hong Kong or a Hong Kong company. A sole director cannot also be the sole company secretary.
- **A registered office address** in Hong Kong.
- **Share capital**: there is no minimum paid-up amount; many companies start with a nominal figure.

Launchpad's [Hong Kong formation](/services/company-formation) can include registered office and company secretary services, so you can form without being in Hong Kong.

## After incorporation

### Business registration

Every business carrying on trade in Hong Kong must hold a Business Registration Certificate, which is normally issued alongside incorporation and renewed every one or three years, depending on the certificate you choose.

### Significant controllers register

Companies must keep a register of people with significant control at their registered office or another prescribed place and make it available to law enforcement officers on request.

### Annual return

Each year the company files an annual return with the Companies Registry within 42 days after the anniversary of its incorporation.

## Accounts, audit and tax

This is where Hong Kong differs most from the UK. At the time of writing:

| Obligation | What it means |
|---|---|
| Audited accounts | Every Hong Kong company must have its financial statements audited each year by a Hong Kong certified public accountant, even if it is dormant or small |
| Profits tax return | Issued by the Inland Revenue Department, usually once a year; the first one often arrives about 18 months after incorporation |
| Profits tax rates | Two-tier: 8.25% on the first HK$2 million of assessable profits and 16.5% on the rest, for corporations |
| Territorial basis | Only profits arising in or derived from Hong Kong are taxed |

### The territorial basis is not automatic

Founders sometimes assume that because their customers are overseas their profits are not taxable in Hong Kong. Whether profits are "offshore" depends on where the operations that produce them actually take place, and claims are scrutinised. Take local advice before you rely on it.

## Banking

Opening a corporate bank account is often the slowest step. Banks will want to understand your business model, customers and suppliers, and may ask a director to attend in person. Virtual banks and payment platforms can be faster for early-stage companies.

## Is Hong Kong right for you?

It suits businesses with real activity or customers in the region. If you simply want a low-tax wrapper for a UK business, it is rarely the right answer: UK-resident directors and management can make the company UK tax resident anyway.

*General information only, correct at the time of writing. Take local professional advice before you incorporate.*`,
  },
  {
    slug: 'pitch-deck-investors-finish-reading',
    title: 'How to write a pitch deck investors finish reading',
    summary:
      'Investors spend a few minutes on a first look at a deck. A slide-by-slide structure, what to cut and how to test your deck before you send it.',
    category: 'Funding',
    tags: ['pitch-deck', 'fundraising', 'storytelling'],
    author: 'Priya Castell',
    daysAgo: 135,
    body: `Most pitch decks are read, not presented, at least the first time. An angel or associate opens your PDF between meetings and decides within a few minutes whether to ask for a call. Your deck's job is to earn that call. It does not need to answer every question.

## A structure that works

Twelve slides is plenty for a seed deck. This order follows the questions investors ask themselves:

1. **Title**: company name, one-line description, contact details.
2. **Problem**: who has it, how painful it is, how they cope today.
3. **Solution**: what you do, shown rather than described, with a screenshot or photo.
4. **Why now**: what has changed to make this possible or urgent.
5. **Market**: a bottom-up estimate of customers multiplied by price, not a top-down "1% of a £50bn market".
6. **Product**: the two or three features that matter most.
7. **Traction**: revenue, users, pilots, letters of intent, with dates.
8. **Business model**: how you make money and what a customer is worth.
9. **Competition**: an honest view, including "spreadsheets and doing nothing".
10. **Team**: why you are the people to do this.
11. **The ask**: how much you are raising, on what instrument, and what it buys in milestones.
12. **Contact**: repeat your details.

## What to cut

- **Paragraphs.** If a slide needs to be read aloud to make sense, it is too dense. Aim for one idea per slide.
- **Vanity metrics.** Downloads, page views and social followers mean little without conversion or retention.
- **Hockey-stick forecasts** with no assumptions behind them. Put the assumptions in an appendix instead.
- **Jargon** your investor's partner would not understand.

## Show traction honestly

Traction is the slide investors linger on. Make it easy to read:

| Weaker | Stronger |
|---|---|
| "Strong early interest" | "38 waitlist sign-ups from one post in a trainers' Facebook group" |
| "Growing fast" | "Monthly revenue up from £1,200 in March to £4,900 in August" |
| "Pilots underway" | "Two paid pilots at £500 a month; one converting to annual in October" |

### If you have no revenue yet

Show evidence of demand instead: customer interviews, a [validation experiment](/build-startup) with real conversion numbers, or pre-orders.

## Test before you send

1. **The five-minute test.** Give the deck to someone outside your industry for five minutes, then ask them what you do, for whom and what you want. If they cannot answer, revise.
2. **The phone test.** Open it on a phone. Many first reads happen there.
3. **The file test.** Send a PDF, keep it under about 10 MB and name it "CompanyName-Seed-Deck.pdf", not "Final_v7_REAL.pdf".

> Your deck does not close the round. It opens a conversation. Leave them wanting to ask questions.

## Useful starting points

Your elevator pitch from the [AI startup builder](/build-startup) makes a good title-slide line, and the [business plan tool](/tools/business-plan) gives you the numbers behind your market and model slides. When the deck is ready, browse [investors](/investors) by stage and sector to build your list.`,
  },
  {
    slug: 'local-seo-thirty-day-plan',
    title: 'Local SEO for new businesses: a 30-day plan',
    summary:
      'If your customers search for "near me", local search is your cheapest acquisition channel. A week-by-week plan to get found, from business profiles to reviews and on-page basics.',
    category: 'Marketing',
    tags: ['seo', 'local-marketing', 'website'],
    author: 'Priya Castell',
    daysAgo: 150,
    body: `For cafés, clinics, trades, studios and any business serving a specific area, local search often brings in more customers than any paid channel, and it costs mostly time. This 30-day plan assumes you have a website on your own domain and can spend a couple of hours a week.

## Week 1: foundations

1. **Run an audit.** Put your site through the [SEO audit tool](/tools/seo-audit) to catch missing titles, slow pages and broken links before you start.
2. **Claim your business profiles** on the main map and search platforms. Use your exact trading name, not a keyword-stuffed version, which can get the profile suspended.
3. **Decide your NAP**: the exact name, address and phone number format you will use everywhere. Consistency matters more than style.
4. **Choose categories carefully.** Your primary category has a large influence on which searches you appear in.

## Week 2: your website

### Page titles and headings

Each important page needs a unique title that says what and where, for example "Sports massage in Leeds city centre | Northside Clinic". Keep titles to roughly 60 characters so they are not cut off.

### Location pages

If you serve several towns, create a page for each one **only if you have something specific to say**: local projects, staff, opening hours or directions. Thin pages that swap the town name are ignored or worse.

### Technical basics

- Make sure the site loads over HTTPS. An [SSL certificate](/domain/services) is essential.
- Check pages load quickly on a phone over a mobile connection.
- Add your NAP and opening hours in the footer, as text rather than an image.

## Week 3: reviews

Reviews influence both ranking and whether people click. Build a steady habit rather than a burst:

- Ask at the moment of delight: just after a job is finished or a customer says thank you.
- Send a short link by text or email, and make it one tap.
- **Reply to every review**, good and bad, within a few days. Keep replies specific and calm.
- Never offer incentives for reviews or write your own. Platforms prohibit it, and consumer law treats fake reviews seriously.

## Week 4: citations and content

1. List your business in a handful of **reputable directories** relevant to your trade and area, using your NAP exactly.
2. Publish one **genuinely useful local article**, such as "Where to park near our studio" or "What a boiler service involves in a 1930s semi".
3. Ask two or three local partners (suppliers, neighbouring businesses, a local association) whether they would link to you where it is natural.

## Measuring progress

| Metric | Where to look | Healthy trend |
|---|---|---|
| Profile views and actions | Your business profile insights | Rising month on month |
| Calls and direction requests | Profile insights | Rising |
| Organic visits to location pages | Website analytics | Rising |
| Review count and average | Profile | Steady flow of new reviews |

> Local SEO rewards consistency. A profile updated weekly beats a perfect one abandoned in month two.

Repeat the [SEO audit](/tools/seo-audit) at the end of the month and compare.`,
  },
  {
    slug: 'bookkeeping-habits-that-save-year-end',
    title: 'Five bookkeeping habits that save you at year end',
    summary:
      "Year-end accounts are only painful if the year was messy. Five weekly and monthly habits that keep your books clean and your accountant's bill down.",
    category: 'Operations',
    tags: ['bookkeeping', 'finance', 'year-end'],
    author: 'Marcus Adeyemi',
    daysAgo: 166,
    body: `Every spring, accountants receive the same thing from founders: a bank export, a folder of photographed receipts and an apologetic email. Turning that into accounts takes time you pay for, and the rushed result is more likely to contain mistakes. Five small habits prevent most of it.

## 1. Keep business and personal money apart

A separate business bank account is essential for a limited company, whose money is legally separate from yours, and good practice for a sole trader. Every personal purchase from the business account, and every business expense paid personally, creates a reconciling entry and a question from your accountant.

If you do pay a business expense personally, record it straight away as an expense claim so the company can reimburse you.

## 2. Reconcile weekly

Connect your bank feed to your bookkeeping software and spend fifteen minutes each week matching transactions:

1. Match each payment to an invoice or bill.
2. Attach the receipt. Most apps let you photograph it on your phone.
3. Categorise anything unmatched and add a note explaining what it was.

A week's transactions take minutes. A year's take days.

## 3. Invoice properly and promptly

A valid invoice includes a unique sequential number, your company name and registered details, the customer's details, the date, a description, the amount and, if you are VAT registered, your VAT number and the VAT breakdown. Send it the day the work is done, and chase on a set schedule.

### Track what you are owed

Run an aged debtors report monthly. Anything over 60 days needs a phone call, not another email.

## 4. Close each month

At the start of each month, spend half an hour on a simple close:

- Check the bank balance in your software matches the bank statement.
- Review the profit and loss against the previous month. Anything surprising?
- Record any **accruals**, such as work done but not yet invoiced, or bills you know are coming.
- Look at cash runway. The [financial health check](/tools/financial-health-check) gives you a quick view.

## 5. Keep records for long enough

At the time of writing, UK companies must generally keep accounting records for at least six years from the end of the financial year they relate to, and sometimes longer. Store them digitally, in one place, with a consistent naming scheme.

| Record | Keep |
|---|---|
| Bank statements | At least six years |
| Sales and purchase invoices | At least six years |
| Payroll records | At least three years after the tax year they relate to, often longer in practice |
| Company registers and minutes | Permanently, in practice |

If bookkeeping takes more than an hour or two a week, or you find yourself putting it off, it is usually cheaper to hand it over than to lose the time. Our [bookkeeping and accounting service](/services/bookkeeping-accounting) handles the weekly work and the year end.

> Clean books are not just for the taxman. They are how you know whether the business is working.`,
  },
  {
    slug: 'introducing-connect-and-earn',
    title: 'Introducing Connect & Earn for creators and community builders',
    summary:
      'Connect & Earn lets approved creators, community leads and advisers share Launchpad with their audience and earn commission. How the programme works, from application to payout.',
    category: 'Product updates',
    tags: ['connect-and-earn', 'referrals', 'creators'],
    author: 'Hannah Kowalski',
    daysAgo: 180,
    body: `A lot of founders find Launchpad because someone they trust pointed them here: a newsletter writer, a YouTube creator explaining how to set up a company, the organiser of a local founder meetup. Connect & Earn is our way of recognising those people properly. Approved members get their own coupons and referral links, and earn commission when founders use them.

## Who it is for

Connect & Earn is designed for people with a genuine audience of founders or would-be founders:

- Creators who publish about starting or running a business.
- Community and meetup organisers.
- Accountants, advisers and coaches who regularly help clients start companies.
- Accelerator and university enterprise teams.

You do not need a huge following. A focused audience that trusts you matters more than the raw number.

## How it works

1. **Apply** from the [referral page](/referral). Tell us about your audience and how you plan to share Launchpad.
2. **Review.** Our team reviews each application, usually within one to three business days. While it is under review your dashboard shows an *Application Under Review* card.
3. **Get your tools.** Once approved, your [Connect & Earn dashboard](/influencer) shows your coupons, your referral link and your statistics.
4. **Share.** Use your coupon codes and link in your content, talks and newsletters.
5. **Earn and get paid.** Commission is recorded against each qualifying purchase, and your payment history shows what has been paid and what is pending.

### Coupons and referral links

| | Coupons | Referral link |
|---|---|---|
| What the founder gets | A discount on eligible products or plans | A direct route to the startup membership plan |
| What you see | Usage counts and commission per coupon | Sign-ups and referred customers |
| Applies to | The products, groups or plans listed on the coupon | The startup membership plan |

Each coupon shows its own commission rate on your dashboard, so you always know what a referral is worth before you promote it.

## What we ask of members

- **Be transparent.** Make it clear when you are sharing a referral link or code. UK advertising rules require disclosure when you benefit from a recommendation.
- **Be accurate.** Describe Launchpad's services as they are. If you are unsure about a feature, ask us.
- **Do not bid on our brand** in paid search or pretend to be Launchpad.

> We would rather have fifty members whose audiences trust them than five thousand who post a code and move on.

## If your application is not approved

Sometimes an audience is not a good fit, for example when it is mostly outside the countries we serve. You will see *Application Not Approved* on your dashboard. You are welcome to apply again later as your audience grows.

Ready to apply? Start on the [referral page](/referral).`,
  },
  {
    slug: 'kiln-and-co-validated-before-building',
    title: 'Kiln & Co: how two founders validated before writing a line of code',
    summary:
      'A pottery-class booking idea could have been a six-month app build. Instead its founders ran four cheap experiments in three weeks. What they tested, what they learned and what they built.',
    category: 'Founder stories',
    tags: ['founder-story', 'validation', 'lean-startup'],
    author: 'Hannah Kowalski',
    daysAgo: 199,
    body: `Joel Park runs pottery evening classes in Leeds. Fatima Idris builds booking software for gyms. Over a coffee they agreed that studio owners like Joel were badly served: generic booking tools did not handle kiln firing schedules, clay collection or the messy reality of six-week courses. The obvious next step was to build an app. They decided to find out first whether anyone would pay for it.

## Starting with the riskiest assumption

They put the idea into the [AI startup builder](/build-startup) and used the lean canvas and validation sections as a checklist. Their assumptions, ranked by how badly the business would fail if they were wrong:

1. Studio owners feel the booking pain strongly enough to switch tools.
2. They will pay a monthly subscription rather than a one-off fee.
3. Students will book online rather than by message.
4. Firing schedules are a real differentiator, not a nice extra.

> Our first list had twelve assumptions. Ranking them was the useful bit. It told us which one could kill us.

## Four experiments in three weeks

| Experiment | Cost | Result |
|---|---|---|
| 15 interviews with studio owners found through two ceramics communities | Time and coffee | 11 described double-bookings or lost firing slots in the last month |
| A one-page site with a "Join the pilot" form | A domain and an afternoon | 64 visits from a post in a studio owners' group; 19 sign-ups |
| A concierge pilot: Fatima managed bookings for three studios with a spreadsheet | Two evenings a week | All three kept using it after a month; two asked about price |
| A price test: the pilot invitation quoted £29 a month | Nothing | 7 of 19 replied to ask for the pilot at that price |

### What surprised them

- **Students were not the problem.** Most already booked online; the pain was entirely on the studio side.
- **Firing schedules mattered more than expected.** Several owners kept a paper kiln log next to the booking tool and reconciled them by hand.
- **Owners wanted to pay monthly**, as long as they could cancel. An annual price scared them off.

## What they built, and what they did not

With evidence in hand, they built a deliberately small first version: course booking, a kiln firing planner and email reminders. No mobile app, no marketplace and no payments beyond a simple checkout link. Features that interviewees mentioned once and never again went on a "not now" list.

They formed Kiln & Co Ltd through [company formation](/services/company-formation) once the first three studios agreed to pay, and split the equity with vesting in a signed founders' agreement.

## Their advice

- **Talk to people before you talk to code.** "Fifteen interviews cost us nothing and changed the product completely," says Fatima.
- **Make the experiment small enough to finish this week.** Momentum matters more than rigour at this stage.
- **Write down what would change your mind** before you run an experiment, so you cannot explain away a bad result.

Six months on, Kiln & Co has 41 paying studios. Joel still teaches on Tuesday evenings.`,
  },
  {
    slug: 'choosing-an-eu-country-to-incorporate',
    title: 'Setting up in the EU: how to choose a country to incorporate in',
    summary:
      'Since Brexit, many UK founders selling into Europe consider an EU company. The factors that matter, and how Ireland, Estonia, the Netherlands and Germany compare at a glance.',
    category: 'Company formation',
    tags: ['eu-formation', 'international', 'expansion'],
    author: 'Tom Hartley-Reed',
    daysAgo: 214,
    body: `When the UK left the EU single market, a UK company lost some of the simplicity of selling into Europe. Customs, VAT on distance sales and regulatory recognition all became more involved. For some businesses an EU company is now worth having. For many others it adds cost without solving anything. This post helps you tell which group you are in, and how to choose a country if you go ahead.

## Do you actually need an EU company?

You probably do if:

- Your **customers or regulators require** an EU entity, which is common in public procurement and regulated sectors.
- You need to **hold stock** in the EU or employ people there on a permanent basis.
- You want to apply for **EU grants** or programmes that require an EU-established applicant.

You may not if you simply sell digital services or ship occasional orders to EU customers. Registering for the relevant VAT schemes from your UK company can be enough. Take advice before you add a second company.

## The factors that matter

1. **Where your people are.** A company is often taxed where it is managed. An Irish company run entirely from London may not be as Irish as you think.
2. **Language and admin.** Filing in English, or with English-speaking service providers, saves time.
3. **Set-up requirements**, such as minimum share capital, notary involvement and local directors.
4. **Banking.** Some jurisdictions make it easier for non-resident founders to open accounts.
5. **Your customers' expectations.** A German buyer may trust a GmbH more than an entity elsewhere.

## Four popular choices at a glance

At the time of writing, and in broad terms:

| Country | Common form | Notable requirements | Often chosen because |
|---|---|---|---|
| Ireland | Private company limited by shares (LTD) | Company secretary; at least one EEA-resident director or an insurance bond | English-speaking, common-law, 12.5% rate on trading income for most smaller companies |
| Estonia | OÜ | A local contact person or registered address; e-Residency enables remote management | Fully digital administration; corporate income tax charged mainly when profits are distributed |
| Netherlands | BV | Incorporated by notarial deed; minimal share capital | Logistics hub, strong treaty network, English widely used in business |
| Germany | GmbH (or UG) | Notary; GmbH share capital of €25,000, at least half paid in before registration; a UG can start with €1 | Credibility with German customers and suppliers |

### A note on Estonia

e-Residency makes it possible to form and manage an Estonian company online, which appeals to digital businesses. It does not change where you are tax resident, and if you manage the company from the UK, HMRC may still regard it as UK resident.

## How Launchpad can help

Launchpad offers company formation in 24 European countries. Choose a country on [company formation](/services/company-formation) to see what is included, such as registered address, local agent services and filings. Our team can help you compare packages, but for tax structuring speak to an adviser who knows both the UK and the country you are considering.

> Incorporate where your business genuinely operates, not where a blog post says tax is lowest.

*General information, correct at the time of writing. Company law and tax rates change; check with a qualified local adviser.*`,
  },
  {
    slug: 'when-to-file-a-trade-mark',
    title: 'Protecting your brand: when to file a trade mark',
    summary:
      'Too early and you may pay to protect a name you drop; too late and someone else may get there first. How UK trade marks work, what they cost and a sensible filing timeline.',
    category: 'Marketing',
    tags: ['trade-marks', 'branding', 'intellectual-property'],
    author: 'Tom Hartley-Reed',
    daysAgo: 230,
    body: `Your brand is often the most valuable thing a young company owns, yet most founders protect it only after a problem: a cease-and-desist letter, a copycat on a marketplace or an investor asking "Do you own this name?" A registered trade mark is inexpensive compared with those problems. The question is when to file.

## What a trade mark does, and does not, do

A registered trade mark gives you the exclusive right to use a sign (a word, logo or sometimes a colour or shape) for specific goods and services in a specific territory. It lets you stop others using the same or a confusingly similar sign for the same or similar goods and services.

It does **not**:

- Come with your company name. Incorporating "Brightfern Ltd" gives you no trade mark rights in "Brightfern".
- Cover every product. Protection is limited to the **classes** and descriptions you file for.
- Work everywhere. A UK registration covers the UK only.

## How the UK process works

At the time of writing, the UK Intellectual Property Office process runs roughly like this:

1. **Search** existing registers for identical and similar marks in your classes.
2. **Apply online**, choosing classes and writing your specification of goods and services. The official fee is £170 for one class and £50 for each additional class.
3. **Examination**: the IPO checks the application and reports any objections, such as the mark being descriptive.
4. **Publication**: the mark is published for two months, extendable to three, so others can oppose it.
5. **Registration**: if there is no successful opposition, the mark is registered. Without objections the whole process commonly takes about four months.

A registration lasts **ten years** and can be renewed indefinitely.

### Choosing classes

Most start-ups need two or three classes. A software company might file in class 9 (downloadable software), class 42 (software as a service) and possibly class 35 (business services). Choose based on what you sell now and what you will sell in the next few years, not on every class that might one day apply.

## When to file

| Stage | Suggestion |
|---|---|
| Still testing names | Search only; do not file yet |
| Name chosen, domain and company registered | File in your core UK classes |
| Launching in the EU or US | File there before launch; consider an international application |
| Raising investment | Expect investors to ask; have at least a pending application |

The sweet spot for most founders is **as soon as you commit to a name**, before significant money goes into packaging, signage or marketing.

## Using the symbols

- **™** can be used with any mark you claim, registered or not.
- **®** may only be used once the mark is registered. In the UK, falsely representing a mark as registered is a criminal offence.

## Getting it right

Descriptive marks, such as "Fast Accounting Software", are likely to be refused. Distinctive, invented or suggestive names are far easier to register. If you are unsure, our [trade mark service](/services/trade-mark) includes a search and help with your specification, which is where most self-filed applications go wrong.

> Register the name you are going to build on, not the one you hope to use one day.`,
  },
  {
    slug: 'hiring-your-first-employee-uk',
    title: 'Hiring your first employee in the UK: a checklist',
    summary:
      'Your first hire brings legal duties you did not have as a founder-only company. A checklist covering right to work, contracts, payroll, pensions and insurance, in the order you need them.',
    category: 'Operations',
    tags: ['hiring', 'payroll', 'employment'],
    author: 'Marcus Adeyemi',
    daysAgo: 245,
    body: `Making your first hire is a milestone, and it turns your company into an employer with obligations that run from before the first day until well after the employee leaves. None of it is complicated, but the order matters. This checklist follows the sequence most small companies work through.

## Before you advertise

1. **Define the role.** Write down what success looks like after three and twelve months. Sketching where the role sits on an [organisation chart](/tools/organisational-chart) helps clarify reporting lines and what you will hire next.
2. **Decide employee or contractor.** If you control how, when and where someone works, and they cannot send a substitute, they are likely to be an employee whatever the contract says. Misclassification can lead to unpaid tax and employment claims.
3. **Set pay.** You must pay at least the National Minimum Wage or National Living Wage for the worker's age. The rates rise each April, so check the current figures.

## Before they start

### Right to work

You must check that every employee has the right to work in the UK **before** employment begins, following Home Office guidance, and keep a record of the check. Failing to do so can lead to a significant civil penalty.

### Employment contract

Employees (and workers) are entitled to a written statement of the main terms of employment **on or before their first day**. It covers pay, hours, holiday, notice, place of work and more. Use the [legal agreements tool](/tools/legal-agreements) for a starting draft and have a lawyer review anything unusual.

### Register as an employer

Register for PAYE with HMRC before your first payday. It can take several working days to receive your employer reference, and you cannot register more than two months before you start paying anyone.

### Employers' liability insurance

Most employers must hold employers' liability insurance from the first day, with cover of at least £5 million from an authorised insurer. Fines apply if you do not.

## From their first payday

| Duty | What it involves |
|---|---|
| Payroll (RTI) | Report pay and deductions to HMRC on or before each payday |
| Payslips | Give a payslip every payday showing pay and deductions |
| Auto-enrolment | Enrol eligible staff into a workplace pension; at the time of writing, workers aged 22 to State Pension age earning over £10,000 a year must be enrolled automatically |
| Holiday | Full-time staff are entitled to 5.6 weeks of paid holiday a year, pro rata for part-time |
| Sick pay | Pay Statutory Sick Pay to eligible employees |

### Declare your pension duties

Within five months of your first employee starting, you must complete a declaration of compliance with The Pensions Regulator, even if nobody is eligible for auto-enrolment.

## Good practice beyond the law

- **Onboarding plan**: the first week mapped out, including who they will meet.
- **Equipment and access** ready on day one.
- **A 30-60-90 day check-in** so expectations do not drift.
- **Data protection**: keep employee records secure and tell staff how you use their data.

> The law sets the minimum. Your first hire will remember how organised their first week felt.

*General information, correct at the time of writing. Employment law changes frequently; check GOV.UK or take advice for your situation.*`,
  },
  {
    slug: 'finding-the-right-investor',
    title: 'Finding the right investor: stage, cheque size and fit',
    summary:
      'Most rejections come from pitching the wrong investors, not from a bad pitch. How to build a targeted list by stage, cheque size, sector and geography, and how to approach them.',
    category: 'Funding',
    tags: ['investors', 'fundraising', 'angel-investment'],
    author: 'Marcus Adeyemi',
    daysAgo: 262,
    body: `Founders often treat fundraising as a numbers game: send the deck to two hundred investors and hope. In practice most of those rejections are predictable. The investor does not do your stage, writes cheques twice the size of your round or never invests in your sector. A targeted list of thirty good-fit investors will outperform a spray of two hundred.

## Know what you are raising

Before you look at a single investor, write down:

- **Amount**: the total you are raising and the minimum that would be useful.
- **Instrument**: equity, an advance subscription agreement or a convertible.
- **Stage**: pre-seed, seed or Series A. Be honest; investors will decide for you anyway.
- **Use of funds**: the milestones the money buys, in months.
- **Tax schemes**: whether the round is SEIS or EIS eligible. See our [SEIS and EIS explainer](/blog/seis-and-eis-explained).

## Match on four things

### Stage

Many funds say "seed" but mean very different things. Look at their recent investments: were those companies pre-revenue or already selling?

### Cheque size

An investor whose typical cheque is £1 million will rarely lead a £300,000 round. Aim for investors whose usual cheque is between roughly 10% and 50% of your round if you want them to lead.

### Sector

Investors back what they understand. A climate fund will not fund a fashion marketplace, however good the pitch.

### Geography

Some funds invest only in the UK, some only in companies with a US entity. Angel networks are often regional.

The [investors directory](/investors) lets you filter by stage, sector and location, and shows typical cheque sizes, which makes this first pass quick.

## Build and rank your list

| Tier | Who | Approach |
|---|---|---|
| A | Strong fit on all four, invested in something adjacent recently | Warm introduction; approach once you have momentum |
| B | Good fit on three | Introduction or a short, specific cold email |
| C | Partial fit | Keep for later rounds or ask for feedback |

Start conversations with a few B-tier investors to sharpen your pitch before you approach the A list.

## Getting introductions

- Ask founders in their portfolio. A founder's introduction carries more weight than an adviser's.
- Use your [network](/network) and [communities](/community): many angels are active in founder groups.
- Meet investors at [events](/events) before you need them. A relationship started six months before your round makes a warmer conversation.

### If you must email cold

Keep it to five sentences: what you do, traction, why them specifically, what you are raising and a clear ask for a call. Attach the deck or include a link.

## Run a tight process

1. Schedule first meetings within a two to three week window, so interest builds at the same time.
2. Track every conversation in a simple pipeline: contacted, meeting, follow-up, diligence, committed.
3. Follow up within 24 hours with anything you promised.
4. Ask every investor who declines what would change their mind. Their answers are free advice.

> The best investor for you is not the most famous one. It is the one who understands your market and will answer the phone when things go wrong.`,
  },
  {
    slug: 'how-we-verify-perks',
    title: 'Startup perks: how we choose and verify every offer',
    summary:
      'The perks directory lists credits and discounts from software and service providers. How we check each offer, what "last verified" means and how to redeem perks without surprises.',
    category: 'Product updates',
    tags: ['perks', 'product', 'savings'],
    author: 'Niamh Doherty',
    daysAgo: 280,
    body: `Startup perk lists are everywhere, and most share the same problem: half the offers expired months ago. When we built the [perks directory](/perks), we set ourselves a simple rule. Every perk shows when we last checked it, and we remove offers we cannot verify.

## What you see on each perk

Every listing includes:

- **Provider and value**: who is offering it and what it is worth, such as credits, a percentage discount or an extended trial.
- **Eligibility**: the stages and regions the offer applies to. Some are only for pre-seed companies; others require a company registered in a particular country.
- **How to redeem**: the exact steps, including any code, form or account requirement.
- **Last verified**: the date our team last confirmed the offer was live and the details were accurate.

Filters let you narrow the list by category, stage and region, so you see only offers you can actually claim.

## How we verify offers

Before a perk is published, and regularly after that, someone on our team:

1. Confirms the offer directly with the provider or on the provider's own published terms.
2. Checks eligibility rules, including stage, region, company age, funding and whether existing customers qualify.
3. Follows the redemption steps as a founder would, where possible.
4. Records any expiry date and sets a reminder to check again before it.

If a provider changes an offer, we update the listing and the verified date. If we cannot confirm it, we unpublish it rather than leave a dead offer in place.

### What "last verified" does not mean

It means the offer was live on that date. Providers can change terms at any time, so always read the final terms on the provider's site before you commit.

## Getting the most from perks

| Do | Avoid |
|---|---|
| Claim credits when you are ready to use them, since many expire after 12 months | Activating every credit on day one |
| Check whether a discount renews at full price | Assuming the discounted price lasts forever |
| Set a calendar reminder a month before a trial or credit ends | Discovering a large bill after the credits run out |
| Keep a simple list of which perks you have claimed | Claiming the same tool twice under different accounts |

## Perks in the AI builder

When you build an idea in the [AI startup builder](/build-startup), the perks section suggests offers relevant to your idea and stage, such as hosting credits for a software product or design tools for a consumer brand.

## Suggest a perk

Know of an offer that should be listed, or spotted one that has changed? Tell us through the [contact page](/contact-us) and we will check it.

> A perk is only a saving if you would have paid for the product anyway.`,
  },
  {
    slug: 'northlight-studio-first-customers-from-community',
    title: 'Northlight Studio found its first 100 customers in one community',
    summary:
      'A two-person studio selling project templates to small architecture practices skipped paid ads entirely. How its founder became useful in one online community first, and sold second.',
    category: 'Founder stories',
    tags: ['founder-story', 'community', 'go-to-market'],
    author: 'Hannah Kowalski',
    daysAgo: 300,
    body: `Isla Grant spent eight years as a project architect before leaving to start Northlight Studio, which sells ready-made project management templates and client onboarding packs for small architecture practices. Her first hundred customers did not come from ads, a launch on a product site or cold outreach. They came from one online community for small-practice architects, where she had been answering questions for a year.

## Be useful before you sell

Isla joined the community while still employed, long before Northlight existed. Her rule was simple: answer at least three questions a week, properly.

> I wasn't planning a business. I just knew how to run fee proposals and stage reviews, and lots of people in small practices were making it up as they went.

Over twelve months she noticed the same questions coming back: how to structure a fee proposal, how to track stages, how to onboard a client without endless emails. Those repeated questions became her product roadmap.

## From answers to a product

When she decided to leave her job, Isla did three things:

1. **Turned her best answers into free templates** and shared them in the community, with no sign-up required.
2. **Asked the community directly** what a paid, complete version would need to include. Forty-three people replied.
3. **Opened a waiting list** on a simple one-page site on her own [domain](/domains/search), linked from her community profile rather than promoted in the main feed.

### Respecting the rules

The community did not allow self-promotion in posts. Isla checked the rules with the moderators before mentioning the paid product, and only ever linked to it when someone asked.

## Launch week

She launched to the waiting list of 212 people with an early-bird price. The results:

| Metric | Launch week |
|---|---|
| Waiting-list emails opened | 71% |
| Sales | 64 |
| Refund requests | 1 |
| Customers by day 60 | 103 |

Almost every early customer had either received help from her in the community or been pointed to her by someone who had.

## What she would tell other founders

- **Pick one community and go deep.** "I tried posting in five places early on. Nothing happened. In one place where people knew me, everything happened."
- **Give away your second-best work.** Free templates built trust and showed quality.
- **Never make the community feel used.** She still answers questions every week, including from people who will never buy.
- **Formalise when it works.** Once sales were steady, she formed Northlight Studio Ltd through [company formation](/services/company-formation) and filed a trade mark for the name.

## Finding your community

The [community directory](/community) lists founder and industry groups by topic, platform and location. Look for groups where your customers ask questions, not where other founders promote themselves.`,
  },
  {
    slug: 'email-deliverability-spf-dkim-dmarc',
    title: 'Email deliverability for startups: SPF, DKIM and DMARC in plain English',
    summary:
      'If your invoices and sign-up emails land in spam, customers think you have disappeared. What SPF, DKIM and DMARC do, how to set them up on your domain and how to roll DMARC out safely.',
    category: 'Operations',
    tags: ['email', 'dns', 'deliverability'],
    author: 'Niamh Doherty',
    daysAgo: 318,
    body: `A new domain sending email with no authentication looks, to a mailbox provider, a lot like a spammer. The result is password resets that never arrive, invoices in junk folders and customers who assume you have gone quiet. Three DNS records fix most of this. They take an hour to set up, and the major mailbox providers now expect them from anyone sending in volume.

## The three records

| Record | What it answers | Where it lives |
|---|---|---|
| SPF | Which servers are allowed to send email for this domain? | A TXT record on your domain |
| DKIM | Was this message really signed by the domain it claims to come from, and unchanged in transit? | A TXT (or CNAME) record at a selector your email provider gives you |
| DMARC | What should receivers do if a message fails SPF and DKIM, and where should they send reports? | A TXT record at \`_dmarc.yourdomain\` |

### SPF

SPF lists the services allowed to send as you: your mailbox provider, your newsletter tool, your helpdesk. There must be only **one** SPF record per domain, so combine services into a single record rather than adding several. SPF also has a limit of ten DNS lookups, which is easy to exceed if you add many services.

### DKIM

Each sending service gives you a DKIM record to publish. Once it is in place, the service signs your messages with a private key, and receivers check the signature against your public key in DNS. Set up DKIM for **every** service that sends as your domain.

### DMARC

DMARC ties the two together. It checks that the domain in the visible From address aligns with the domain that passed SPF or DKIM, and tells receivers what to do when it does not: nothing, quarantine or reject.

## Rolling out DMARC safely

Jumping straight to a reject policy can block your own legitimate email. Roll out in stages:

1. **Monitor.** Publish a DMARC record with a policy of none and a reporting address. Collect reports for two to four weeks.
2. **Fix.** Use the reports to find services sending as you that are not yet authenticated, and add them to SPF or set up DKIM.
3. **Quarantine.** Move to a quarantine policy, optionally for a percentage of mail first.
4. **Reject.** Once reports are clean, move to reject. Spoofed email using your domain will now be refused.

Our tip on [setting up DMARC in monitoring mode](/tips-and-tricks/start-dmarc-in-monitoring-mode) walks through step one.

## Beyond DNS

Authentication is necessary but not sufficient. Since 2024, large mailbox providers have also asked bulk senders to:

- Make unsubscribing easy, including one-click unsubscribe for marketing email.
- Keep spam complaint rates low.
- Send from a domain with valid forward and reverse DNS.

Send marketing email from a subdomain, such as news.yourdomain, so that a bad campaign cannot hurt the reputation of your invoices and password resets.

## Where to make the changes

If your domain is with Launchpad, add the records in [DNS management](/domain/dnsmanagement). Changes usually take effect within minutes to a few hours, depending on the record's TTL.

> Set up SPF, DKIM and DMARC before your first customer email, not after your first complaint.`,
  },
  {
    slug: 'securing-your-web-presence',
    title: 'Domains, SSL and ID protection: securing your web presence',
    summary:
      'Losing your domain or running an expired certificate can take a business offline overnight. A practical checklist for registering, renewing and protecting your domain, certificates and contact details.',
    category: 'Operations',
    tags: ['domains', 'ssl', 'security'],
    author: 'Niamh Doherty',
    daysAgo: 335,
    body: `Your domain is the address for your website, your email and often your customers' login page. If it lapses, is hijacked or shows a certificate warning, the whole business can look broken in minutes. Most of these failures are preventable with a few settings you configure once.

## Own your domain properly

### Register it in the right name

Register the domain in the **company's name**, or at least make sure the registrant details are the company's, with an email address the company controls. Domains registered by a freelancer or a former co-founder under their personal account are a common and painful source of disputes.

### Use a role email address

Use an address such as domains@yourcompany for the registrant and admin contacts, forwarded to more than one person. If the only person receiving renewal notices leaves, nobody will see them.

### Renew for longer and automatically

1. Turn on **auto-renew** and keep a valid payment card on file.
2. Register important domains for **several years** at a time.
3. Add renewal dates to a shared calendar as a backup.

## Lock it down

- **Registrar lock** (transfer lock) prevents the domain being moved to another registrar without you unlocking it first.
- **Two-factor authentication** on your registrar account stops a leaked password from becoming a lost domain.
- **Defensive registrations**: consider registering common misspellings and your main country extensions, and pointing them to your main site.

## Protect your contact details

When you register a domain, the registrant's details may appear in public registration data, depending on the extension and the registrar. That can expose a home address or personal phone number and attract spam and scams.

[ID Protect](/id-protect-faqs) replaces your personal details in public records with privacy service details, while still forwarding genuine messages to you. It is worth turning on for any domain registered with personal details.

## Keep SSL certificates valid

Browsers warn visitors away from sites with expired or misconfigured certificates, so a lapsed certificate is effectively an outage.

| Certificate type | What is checked | Typical use |
|---|---|---|
| Domain validation (DV) | You control the domain | Most websites and apps |
| Organisation validation (OV) | The organisation behind the domain is real | Business sites that want the company shown in the certificate |
| Extended validation (EV) | A more thorough organisation check | Regulated or high-trust sites |

Certificate lifetimes are getting shorter. The industry has agreed to reduce the maximum validity in stages over the next few years, so **automate renewal** wherever your hosting allows it. You can manage certificates bought through Launchpad under [domain services](/domain/services). Our [SSL FAQs](/ssl-faqs) cover installation and validation.

## A quarterly check

1. Confirm auto-renew is on for every domain and the card on file has not expired.
2. Check certificate expiry dates.
3. Review who has access to your registrar and DNS accounts, and remove former staff.
4. Run the [domain check tool](/tools/domain-check) on your main domain.

> The cheapest domain incident is the one that never happens because auto-renew was switched on.`,
  },
  {
    slug: 'company-formation-24-european-countries',
    title: 'Launchpad now covers company formation in 24 European countries',
    summary:
      'Alongside the UK, Hong Kong and every US state, you can now form a company in 24 European countries through Launchpad. What is included and how to choose a package.',
    category: 'Product updates',
    tags: ['company-formation', 'europe', 'news'],
    author: 'Tom Hartley-Reed',
    daysAgo: 360,
    body: `When we started Launchpad, most of our founders were forming a UK company and little else. Today more of you are selling across borders from the start: a Leeds software company with its first customers in the Netherlands, a London design studio opening a Lisbon office, a marketplace that needs an EU entity to work with payment partners. So we have expanded [company formation](/services/company-formation) to cover 24 European countries, alongside Hong Kong and every US state.

## What is included

Every country is different, but each package sets out exactly what we handle and what you will need to provide. Typically that includes:

- **Name checks** against the local register.
- **Preparation of incorporation documents**, such as articles of association or the local equivalent.
- **Filing with the local registry**, and notary arrangements where the country requires them.
- **Registered address** or local agent services where required.
- **Guidance on next steps**, such as tax registration and opening a bank account.

Add-ons vary by country and may include accounting, local director services or virtual office packages.

## How to choose a country

Start by filtering by country on the services page and compare packages. Then ask yourself:

1. **Where will the company actually be managed?** Tax residence often follows management. Read our post on [choosing an EU country](/blog/choosing-an-eu-country-to-incorporate) before you decide.
2. **Does the country require local directors, a notary or paid-up capital?** These affect cost and timing.
3. **How long does incorporation take?** Some registries process filings in days; others take several weeks.
4. **What ongoing filings will you face?** Annual accounts, audits and tax returns differ widely.

### Timelines at a glance

| Factor | Usually faster | Usually slower |
|---|---|---|
| Registry | Online filing systems | Paper or notary-led processes |
| Capital | No or nominal minimum capital | Capital to be paid in and evidenced |
| Directors | No residency requirement | Local or resident director required |
| Banking | Digital banks accepting non-residents | Traditional banks with in-person checks |

## Forming in the UK, Hong Kong and the US

Nothing changes for existing services. UK formations remain the fastest route for most UK founders. [Hong Kong formation](/blog/forming-a-company-in-hong-kong) can include company secretary and registered office services. US formation covers every state, including Delaware and Wyoming; every US company needs a registered agent in its state of formation.

## After formation

Whichever country you choose, the same Launchpad tools help you get going:

- Register your [domain](/domains/search) and set up email on it.
- Protect your name with a [trade mark](/services/trade-mark).
- Keep the books in order with [bookkeeping and accounting](/services/bookkeeping-accounting).

> Incorporation takes a few days. Choosing the right country deserves a little longer.

Questions about a specific country? Contact us through the [contact page](/contact-us) and our formation team will help you compare.`,
  },
  {
    slug: 'bootstrapping-versus-raising',
    title: 'Bootstrapping versus raising: an honest comparison',
    summary:
      'Venture funding is one way to build a company, not the default. How bootstrapping and raising compare on control, speed, risk and outcomes, and a set of questions to help you decide.',
    category: 'Funding',
    tags: ['bootstrapping', 'fundraising', 'strategy'],
    author: 'Marcus Adeyemi',
    daysAgo: 385,
    body: `Start-up media mostly covers companies that raised money, so it is easy to assume raising is the normal path. It is not. Most successful small businesses are funded by their customers, their founders' savings and sometimes a bank loan. Raising outside investment is a tool that suits some businesses well and others badly. This post sets out the trade-offs plainly.

## The core difference

When you **bootstrap**, you grow on revenue and your own money. When you **raise**, you sell part of the company in exchange for capital to grow faster than revenue would allow, and you take on investors whose returns depend on a large exit.

| | Bootstrapping | Raising equity investment |
|---|---|---|
| Control | You keep it | Shared; investors may have consent rights and board seats |
| Speed | Limited by cash flow | Can hire and spend ahead of revenue |
| Pressure | Set by you and your customers | Growth expectations set by investors' fund economics |
| Risk | Mostly personal: savings and time | Spread across investors, but failure to hit milestones can end the company |
| Outcomes | A profitable company you own, or a smaller exit | Designed for a large exit; a modest outcome may return little to founders |
| Time spent | Selling to customers | Selling to customers and investors |

## Businesses that suit bootstrapping

- **Services and agencies** that are profitable from the first client.
- **Niche software** with a clear, reachable market and low infrastructure costs.
- **Products with short sales cycles**, where revenue arrives quickly.
- Founders who want a **sustainable income** and full ownership.

### Making bootstrapping work

1. Charge from the start, even if the price is low.
2. Keep fixed costs minimal; use [perks](/perks) and credits where they genuinely save money.
3. Watch cash weekly. The [financial health check](/tools/financial-health-check) is a good monthly habit.
4. Consider pre-sales, annual upfront billing or grants to fund growth spurts.

## Businesses that suit raising

- **Winner-takes-most markets**, where being first to scale matters.
- **Deep technology** needing years of development before revenue.
- **Marketplaces and network businesses** that must subsidise one side early.
- **Hardware**, with heavy upfront manufacturing costs.

If that describes you, plan the raise properly: a clear [pitch deck](/blog/pitch-deck-investors-finish-reading), SEIS or EIS eligibility for UK angels and a targeted [investor list](/investors).

## The middle paths

It is not all or nothing:

- **Bootstrap first, raise later** from a position of strength, with traction and better terms.
- **Revenue-based finance** repays a share of revenue rather than taking equity.
- **Grants and competitions**, particularly for research-heavy work.
- **Small angel rounds** from people who understand a slower path.

## Questions to decide

1. Does my market reward speed so much that a slower, profitable competitor will lose?
2. Can the business realistically become large enough to return an investor's fund?
3. Would I be happy owning 100% of a profitable small company?
4. How would I feel answering to a board?

> Raising money is not a milestone. It is a promise to grow fast, made with someone else's money.

There is no wrong answer, only a mismatch between the business, the founder and the funding. Decide deliberately, then commit.`,
  },
];
