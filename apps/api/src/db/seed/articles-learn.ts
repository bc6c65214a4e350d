import type { TArticleSeed } from './articles-types';

/**
 * Issue 9: course-style lessons for /learn, in four tracks (the category): "Starting up", "Money",
 * "Marketing" and "Building a team". Slugs carry the track and lesson number. Each lesson has
 * learning objectives, an explanation, a worked example and "Check your understanding" questions.
 */
export const LEARN_ARTICLES: TArticleSeed[] = [
  // Track: Starting up
  {
    slug: 'starting-up-1-finding-a-problem-worth-solving',
    title: 'Starting up, lesson 1: Finding a problem worth solving',
    summary:
      'Why the best startups begin with a painful, frequent problem rather than a clever solution, and how to judge whether a problem is worth your next two years.',
    category: 'Starting up',
    tags: ['idea validation', 'problem', 'course'],
    author: 'Priya Castell',
    daysAgo: 498,
    body: `Welcome to the Starting up track. Over five lessons you'll go from a rough idea to a business that is legally set up and ready for its first customers. We begin where most successful startups begin: with a problem.

## Learning objectives

By the end of this lesson you will be able to:

- Explain why a problem-first approach reduces risk
- Score a problem on pain, frequency and willingness to pay
- Tell the difference between a problem and a feature request
- Write a one-sentence problem statement

## Explanation

### Solutions are cheap, problems are valuable

Ideas for products are easy to come by. What is rare is a problem that enough people feel strongly enough to pay to solve. Founders who start with a solution ("an app that uses AI to...") often spend months building before discovering that nobody was looking for it.

### Three tests for a good problem

1. **Pain**: how much does it hurt when the problem happens? Lost money, lost time, stress, risk of fines?
2. **Frequency**: does it happen daily, monthly or once in a lifetime? Frequent problems create habits and recurring revenue.
3. **Willingness to pay**: are people already spending money or time on workarounds? Spending is the strongest signal.

A problem that scores well on all three is worth exploring. A problem that is painful but rare (like choosing a wedding venue) can still be a business, but it needs a different model.

### Problems versus feature requests

"I wish my accounting software had a dark mode" is a feature request. "I spend every Sunday evening chasing unpaid invoices" is a problem. Listen for the underlying job people are trying to get done.

### Writing a problem statement

Use the template: *[Customer] struggles to [job] because [obstacle], which costs them [consequence].*

## Worked example

Sam, a former dental practice manager, noticed that practices lose money when patients miss appointments. Sam scores the problem:

| Test | Evidence | Score (1–5) |
|---|---|---|
| Pain | Each missed slot loses £60–£150; some practices lose thousands a month | 5 |
| Frequency | Several missed appointments every week | 5 |
| Willingness to pay | Practices already pay for text reminders and staff phone time | 4 |

Sam's problem statement: *Independent dental practices struggle to fill cancelled appointments at short notice because waiting lists are kept on paper, which costs them thousands of pounds a month in empty chairs.*

Notice that the statement says nothing about an app. Sam might end up building software, a service or a partnership; the problem comes first.

## Check your understanding

1. Name the three tests for a good problem and give an example of each.
2. Rewrite this feature request as a problem: "I want a button that exports my orders to a spreadsheet."
3. Why is existing spending on a workaround a strong signal?
4. Write a problem statement for an idea you have, using the template above.

**Next lesson:** choosing between a sole trader business and a limited company. To test your problem with real people, read the guide [validating an idea with customer interviews](/guide/validating-an-idea-with-customer-interviews).`,
  },
  {
    slug: 'starting-up-2-sole-trader-or-limited-company',
    title: 'Starting up, lesson 2: Sole trader or limited company?',
    summary:
      'The legal and practical differences between trading as a sole trader and through a limited company, and a simple way to decide which suits you now.',
    category: 'Starting up',
    tags: ['company formation', 'sole trader', 'course'],
    author: 'Tom Hartley-Reed',
    daysAgo: 460,
    body: `In the UK you can start trading on your own as a sole trader or set up a private limited company. Both are legitimate; they suit different stages and ambitions. This lesson gives you the vocabulary and a decision framework.

## Learning objectives

By the end of this lesson you will be able to:

- Explain what "limited liability" means in practice
- Compare the admin, tax and privacy implications of each structure
- Identify the triggers that usually make a limited company the better choice

## Explanation

### Sole trader

You and the business are legally the same. You register for Self Assessment with HMRC, keep records and pay income tax and National Insurance on your profits. Setup is quick and admin is light. The downside is that you are personally liable for the business's debts.

### Limited company

A company is a separate legal person. It owns its assets, signs its contracts and owes its own debts. Shareholders' liability is generally limited to what they paid (or agreed to pay) for their shares. The company pays corporation tax on profits, and you pay personal tax on the salary and dividends you take out.

### The comparison

| | Sole trader | Limited company |
|---|---|---|
| Liability | Unlimited, personal | Generally limited to share capital (personal guarantees aside) |
| Setup | Register with HMRC | Incorporate at Companies House, then register with HMRC |
| Public information | Minimal | Directors, shareholders with significant control and accounts are public |
| Tax | Income tax and NI on all profits | Corporation tax, then personal tax on what you take out |
| Raising investment | Not possible to sell shares | Can issue shares to investors |
| Admin | Self Assessment return | Annual accounts, confirmation statement, CT600, payroll |

### When a company usually makes sense

- You plan to raise investment or give equity to co-founders or employees.
- The business carries real financial risk (stock, leases, large contracts).
- Larger clients will only contract with a company.
- Profits are high enough that the tax position favours a company (ask an accountant; the answer depends on current rates).

Note that limited liability is not absolute: directors who trade wrongfully or sign personal guarantees can still be personally liable.

## Worked example

Leila designs websites for local shops, earns around £28,000 a year and has no plans to hire. A sole trader setup keeps her admin simple, and her accountant confirms the tax difference is small at her profit level.

Her friend Ben is building a subscription software product with a co-founder and wants to raise from angel investors within a year. He forms a limited company from day one so he can split shares with his co-founder, assign the code to the company and issue shares to investors later.

## Check your understanding

1. What does "limited liability" protect, and when might it not protect a director?
2. Give two reasons a founder planning to raise investment would choose a company.
3. Which information about a limited company becomes public?
4. Why is "which is more tax-efficient?" a question for an accountant rather than a rule of thumb?

**Next lesson:** naming and protecting your brand. Ready to incorporate? See [company formation](/services/company-formation) and the guide [how to form a UK limited company](/guide/how-to-form-a-uk-limited-company).`,
  },
  {
    slug: 'starting-up-3-naming-and-protecting-your-brand',
    title: 'Starting up, lesson 3: Naming and protecting your brand',
    summary:
      'How company names, trading names, domains and trade marks fit together, and the checks to run before you fall in love with a name.',
    category: 'Starting up',
    tags: ['branding', 'trade marks', 'domains', 'course'],
    author: 'Aoife Brennan',
    daysAgo: 421,
    body: `Your name appears on everything you create, from invoices to app store listings. Changing it later costs money and momentum. This lesson explains the four separate "layers" of a name and how to secure each one.

## Learning objectives

By the end of this lesson you will be able to:

- Distinguish a company name, a trading name, a domain name and a trade mark
- Run the five essential checks on a shortlist of names
- Explain why registering a company name doesn't give you the right to use it as a brand

## Explanation

### Four layers of a name

1. **Company name**: the legal name on the Companies House register, such as "Brightpath Analytics Ltd".
2. **Trading name**: the name customers see, if different, such as "Brightpath". It must not mislead and must not include "Ltd" unless it is the company's name.
3. **Domain name**: your web address, such as brightpath.example.
4. **Trade mark**: a registered right that stops others using a confusingly similar name for similar goods or services.

Registering the company name only stops another company registering the same name. It does **not** stop someone challenging your brand if they have an earlier trade mark. That is why the trade mark search matters most.

### The five checks

| Check | Where | What you're looking for |
|---|---|---|
| Company register | Companies House search | Same or "too like" names |
| Trade marks | UKIPO and EUIPO registers | Similar marks in related classes |
| Domains | [Domain search](/domains/search) | A usable .com, .co.uk or relevant extension |
| Social handles | The platforms you'll use | Consistent handles |
| Plain search | Search engines | Businesses trading under the name without a registration |

### What makes a strong name

Invented or unexpected words ("Kestrelo" for accounting software) are easier to protect than descriptive ones ("Quick Accounts"). Descriptive names are easy to understand but hard to register and easy for competitors to imitate.

## Worked example

Nadia shortlists three names for a plant-care subscription: "Plant Care Box", "Leafwell" and "Verdana Club".

- *Plant Care Box* is purely descriptive. A trade mark application would probably be refused, and she couldn't stop competitors using similar words.
- *Verdana Club* clashes with a well-known font name and an existing mark in a related class.
- *Leafwell* is free at Companies House, has no conflicting marks in classes 31 and 35, and leafwell.co.uk is available.

Nadia registers Leafwell Ltd, buys the .co.uk and .com, and files a UK trade mark application in the relevant classes.

## Check your understanding

1. What is the difference between a company name and a trade mark?
2. Why is a descriptive name hard to protect?
3. Name the five checks and one thing each could reveal.
4. Why might Nadia register both the .co.uk and the .com?

**Next lesson:** building a minimum viable product. For the detail, read [registering a trade mark in the UK and EU](/guide/registering-a-trade-mark-in-the-uk-and-eu) and try the [business name ideas tool](/tools/business-name-ideas).`,
  },
  {
    slug: 'starting-up-4-building-a-minimum-viable-product',
    title: 'Starting up, lesson 4: Building a minimum viable product',
    summary:
      'What an MVP really is, the different kinds you can build without code, and how to choose the smallest test that answers your riskiest question.',
    category: 'Starting up',
    tags: ['mvp', 'product', 'course'],
    author: 'Rosa Lindqvist',
    daysAgo: 380,
    body: `"Minimum viable product" is one of the most used and misused phrases in startups. An MVP is not a cheap version of your final product. It is the smallest thing you can put in front of real customers to learn whether your most important assumption is true.

## Learning objectives

By the end of this lesson you will be able to:

- Define an MVP in terms of learning, not features
- Choose between five common MVP types
- Write a success criterion before you build

## Explanation

### Start from the riskiest assumption

Look at your lean canvas and ask: if this one thing is wrong, does the business fail? Usually the riskiest assumption is that customers will pay for the outcome you promise, or that you can reach them affordably. Your MVP should test that first.

### Five kinds of MVP

| Type | How it works | Tests |
|---|---|---|
| Landing page | A page describing the offer with a sign-up or pre-order button | Interest and messaging |
| Concierge | You deliver the service by hand to a few customers | Whether the outcome is valued |
| "Wizard of Oz" | Looks automated to the customer, but people do the work behind the scenes | Whether the experience works before building it |
| Single-feature product | One feature built properly | Whether the core job is done well enough |
| Pre-sale or paid pilot | Customers pay before the product is finished | Willingness to pay |

None of the first three requires writing code.

### Set the success criterion first

Before launching, write down the number that will count as success: "At least 15 of 200 visitors join the waitlist" or "3 of 5 pilot customers renew after the first month." Without a target, every result looks encouraging.

### Viable means it must work

"Minimum" doesn't excuse a broken experience. If the MVP fails because it's unusable, you learn nothing about the idea.

## Worked example

Returning to Sam from lesson 1, whose problem is empty dental appointments. Sam's riskiest assumption: *practices will pay to have cancelled slots filled from a waiting list.*

Instead of building software, Sam runs a concierge MVP with three practices. Each morning Sam gets their cancellations by email and texts patients on their waiting lists by hand.

- Success criterion, written beforehand: fill at least 40% of cancelled slots, and two of three practices agree to pay £99 a month after four weeks.
- Result: 52% of slots filled; two practices agree to pay, and the third asks for a feature Sam hadn't thought of (patient preferences by time of day).

Sam now knows the outcome is valued and what to build first.

## Check your understanding

1. Why is an MVP defined by learning rather than by features?
2. Which MVP type would you use to test willingness to pay, and why?
3. Write a success criterion for a landing page MVP.
4. What would Sam have risked by building the full software first?

**Next lesson:** your legal and admin checklist. Draft your canvas and MVP plan with [Build a startup with AI](/build-startup).`,
  },
  {
    slug: 'starting-up-5-your-legal-and-admin-checklist',
    title: 'Starting up, lesson 5: Your legal and admin checklist',
    summary:
      'The registrations, insurance, data protection duties and records a new UK business needs before it takes its first paying customer.',
    category: 'Starting up',
    tags: ['compliance', 'legal', 'course'],
    author: 'Tom Hartley-Reed',
    daysAgo: 341,
    body: `The final lesson in the Starting up track turns your tested idea into a business that can trade safely. Most of this is one-off setup that takes a few hours, but skipping it creates problems that are expensive to fix later.

## Learning objectives

By the end of this lesson you will be able to:

- List the core registrations a new UK company needs
- Identify which insurance policies apply to your business
- Explain your basic data protection duties
- Build a simple compliance calendar

## Explanation

### Registrations

- **Companies House**: incorporation, then annual accounts and a confirmation statement.
- **HMRC**: corporation tax (within three months of starting to trade), PAYE (before the first payday), VAT (when you pass the threshold or choose to register).
- **Sector licences**: food businesses register with the local council; some activities such as financial services, alcohol sales or childcare need licences or authorisation.

### Insurance

| Policy | Who needs it |
|---|---|
| Employers' liability | Most businesses with employees: a legal requirement |
| Public liability | Businesses meeting the public or working on customer premises |
| Professional indemnity | Consultants, agencies, software and advice businesses |
| Cyber | Anyone holding customer data or taking online payments |
| Product liability | Businesses making or selling physical products |

### Data protection

If you hold personal data (even a mailing list), UK GDPR applies. At minimum:

- Publish a privacy notice.
- Collect only what you need and keep it secure.
- Sign data processing agreements with suppliers who handle personal data.
- Check whether you need to pay the data protection fee to the Information Commissioner's Office (most businesses do; the fee is modest for small ones).
- Get consent before sending marketing emails to individuals, and before setting non-essential cookies.

### Records and calendar

Keep statutory registers (members, directors, people with significant control), board minutes for big decisions and financial records for at least six years. Put every deadline in a shared calendar.

## Worked example

Leafwell Ltd (from lesson 3) is preparing to launch its plant-care subscription. Its founder, Nadia, works through the checklist:

1. Company incorporated; corporation tax registration done within three months of the first sale.
2. No employees yet, so no PAYE or employers' liability insurance, but both go on the list for her first hire.
3. Public and product liability insurance, because Leafwell ships plants and care products.
4. Privacy notice and cookie banner on the website; data processing agreement signed with the email newsletter provider; ICO fee paid.
5. Turnover is far below the VAT threshold, but she chooses to monitor it monthly on a rolling 12-month basis.
6. Calendar entries: confirmation statement, first accounts, corporation tax payment and return.

## Check your understanding

1. Which HMRC registration is needed before you pay anyone, including yourself?
2. Which insurance is a legal requirement for most employers?
3. Name three things UK GDPR expects of a business with a mailing list.
4. Why should the compliance calendar be shared rather than kept by one founder?

**You've completed the Starting up track.** Continue with the Money track, or read [the first-year founder tax calendar](/guide/first-year-founder-tax-calendar-uk) and [contracts every startup needs](/guide/contracts-every-startup-needs).`,
  },
  // Track: Money
  {
    slug: 'money-1-profit-versus-cash',
    title: 'Money, lesson 1: Profit versus cash',
    summary:
      'Why a profitable business can run out of money, how timing creates the gap between profit and cash, and the habits that keep both healthy.',
    category: 'Money',
    tags: ['cash flow', 'profit', 'course'],
    author: 'Helen Mbeki',
    daysAgo: 487,
    body: `Welcome to the Money track. In five lessons you'll learn to read your numbers, understand the economics of each customer, pay yourself sensibly and understand what happens to your ownership when you raise money. We start with the distinction that trips up more founders than any other: profit and cash are not the same.

## Learning objectives

By the end of this lesson you will be able to:

- Define profit and cash flow in plain terms
- Explain three reasons they differ
- Spot a cash squeeze in a simple example

## Explanation

### Profit

Profit is income minus expenses for a period, recorded when the income is **earned** and the cost **incurred**, not when money moves. This is accruals accounting, which UK companies use for their statutory accounts.

### Cash

Cash is the money actually in your bank account. Cash flow is the movement in and out over a period.

### Why they differ

1. **Timing of payments**: you invoice in March, the customer pays in May. The profit is in March; the cash arrives in May.
2. **Stock and equipment**: buying £10,000 of stock uses cash today, but it only becomes a cost in your profit and loss account when you sell it. A laptop is spread over its useful life.
3. **Tax, loans and investment**: VAT you collect isn't your income; loan repayments reduce cash but aren't expenses; investment raises cash but isn't profit.

### Keep both in view

Track profit monthly to know whether the business model works. Track cash weekly to know whether you can pay the bills.

## Worked example

Hearth & Loom sells handmade rugs to boutique shops. In April it delivers £20,000 of rugs on 60-day terms. Materials cost £8,000, paid on delivery from the supplier, and wages are £6,000.

| April | Profit and loss | Cash |
|---|---|---|
| Sales | £20,000 | £0 (paid in June) |
| Materials | −£8,000 | −£8,000 |
| Wages | −£6,000 | −£6,000 |
| **Result** | **£6,000 profit** | **−£14,000 cash** |

If Hearth & Loom started April with £10,000 in the bank, it is now £4,000 overdrawn despite a profitable month. Growth makes this worse: a bigger order next month needs even more cash up front.

The founders respond by asking shops for 50% on order, negotiating 30-day terms with their wool supplier and arranging a small overdraft before they need it.

## Check your understanding

1. A customer pays a 12-month subscription of £1,200 upfront in January. How much is January's revenue, and how much cash came in?
2. Give two reasons a growing business might have less cash than a shrinking one.
3. Why isn't VAT collected from customers part of your income?
4. Which would you check weekly and which monthly: cash or profit? Why?

**Next lesson:** reading a profit and loss statement. Put this into practice with the guide [managing cash flow and runway](/guide/managing-cash-flow-and-runway) and the [financial health check](/tools/financial-health-check).`,
  },
  {
    slug: 'money-2-reading-a-profit-and-loss-statement',
    title: 'Money, lesson 2: Reading a profit and loss statement',
    summary:
      'Walk through a profit and loss statement line by line, calculate gross and operating margin, and learn the questions to ask when you review one each month.',
    category: 'Money',
    tags: ['accounting', 'profit and loss', 'course'],
    author: 'Helen Mbeki',
    daysAgo: 445,
    body: `The profit and loss statement (P&L), also called the income statement, tells you whether your business made or lost money over a period and why. You don't need to be an accountant to read one, but you do need to know what each line means.

## Learning objectives

By the end of this lesson you will be able to:

- Name the main sections of a P&L
- Calculate gross margin and operating margin
- Ask useful questions of a monthly P&L

## Explanation

### The structure

A P&L reads from top to bottom, subtracting costs as it goes:

1. **Revenue** (turnover): sales for the period, excluding VAT.
2. **Cost of sales**: costs that rise directly with each sale, such as materials, payment fees or hosting per customer.
3. **Gross profit** = revenue − cost of sales.
4. **Operating expenses** (overheads): salaries, rent, marketing, software, professional fees.
5. **Operating profit** = gross profit − operating expenses.
6. **Interest and tax**, leading to **net profit**.

### Two ratios to know

- **Gross margin** = gross profit ÷ revenue. It shows how much each pound of sales contributes to overheads. It tells you whether the product is fundamentally profitable.
- **Operating margin** = operating profit ÷ revenue. It shows whether the business as a whole is profitable.

### Questions to ask each month

- Is revenue growing, and from new or existing customers?
- Is gross margin stable? A falling margin means costs per sale are rising or prices are slipping.
- Which overheads grew fastest, and was it planned?
- Are there one-off items distorting the picture?

## Worked example

Here is a month for Tidemark, a small software company:

| Line | Amount |
|---|---|
| Revenue | £42,000 |
| Cost of sales (hosting, payment fees, support contractors) | −£8,400 |
| **Gross profit** | **£33,600** |
| Salaries and pensions | −£24,000 |
| Marketing | −£6,000 |
| Software and office | −£2,100 |
| Professional fees | −£900 |
| **Operating profit** | **£600** |

Gross margin = £33,600 ÷ £42,000 = **80%**. Operating margin = £600 ÷ £42,000 = **1.4%**.

Interpretation: the product is healthy (an 80% gross margin is typical of software), and the business is just above break-even. Each extra £1,000 of revenue adds about £800 of gross profit, so growth without much extra overhead would quickly improve operating profit. The founders decide to watch the marketing line closely, because it needs to produce that growth.

## Check your understanding

1. What is the difference between cost of sales and operating expenses? Give an example of each.
2. Calculate the gross margin for revenue of £15,000 and cost of sales of £9,000.
3. If gross margin falls from 80% to 70% with no price change, what might have happened?
4. Why might a company with a healthy gross margin still make an operating loss?

**Next lesson:** unit economics. To keep your P&L accurate, follow [setting up bookkeeping for a new company](/guide/setting-up-bookkeeping-for-a-new-company).`,
  },
  {
    slug: 'money-3-unit-economics-cac-and-lifetime-value',
    title: 'Money, lesson 3: Unit economics, CAC and lifetime value',
    summary:
      'Calculate what it costs to win a customer, what that customer is worth over time and how long it takes to earn back the acquisition cost.',
    category: 'Money',
    tags: ['unit economics', 'metrics', 'course'],
    author: 'Priya Castell',
    daysAgo: 402,
    body: `Unit economics answer a simple question: do you make money on each customer? If you lose money on every customer, growth only makes the losses bigger. This lesson introduces three numbers investors will ask for and you should track anyway.

## Learning objectives

By the end of this lesson you will be able to:

- Calculate customer acquisition cost (CAC)
- Estimate customer lifetime value (LTV) for a subscription business
- Calculate the payback period and interpret the LTV to CAC ratio

## Explanation

### Customer acquisition cost

CAC = total sales and marketing spend in a period ÷ new customers won in that period. Include salaries of sales and marketing staff, ad spend, tools, events and agency fees, not just ads.

### Lifetime value

For a subscription business, a simple estimate is:

LTV = average monthly revenue per customer × gross margin ÷ monthly churn rate

Churn is the share of customers who cancel each month. If 4% cancel each month, the average customer stays about 1 ÷ 0.04 = 25 months. Using gross margin rather than revenue matters: it's the profit each customer contributes, not the money passing through.

### Payback period

Payback = CAC ÷ (monthly revenue per customer × gross margin). It shows how many months of a customer's profit it takes to recover what you spent to win them. Shorter is better for cash.

### Rules of thumb

An LTV to CAC ratio of around 3:1 is often quoted as healthy, with payback within about 12 months for small-business customers. These are conventions rather than laws: early-stage numbers are noisy, and lifetime estimates based on a few months of data should be treated with caution.

## Worked example

Brightpath sells analytics software to small shops at £50 a month. Last quarter it spent £18,000 on sales and marketing and won 120 customers. Gross margin is 80%, and monthly churn is 3%.

| Metric | Calculation | Result |
|---|---|---|
| CAC | £18,000 ÷ 120 | £150 |
| Monthly gross profit per customer | £50 × 80% | £40 |
| Average lifetime | 1 ÷ 0.03 | About 33 months |
| LTV | £40 ÷ 0.03 | About £1,333 |
| LTV : CAC | £1,333 ÷ £150 | About 8.9 : 1 |
| Payback | £150 ÷ £40 | About 3.75 months |

These are strong numbers, which suggests Brightpath could spend more on acquisition. Before doing so, the founders check that churn is measured over enough months to be reliable, and that CAC won't rise sharply as they move beyond their cheapest channels.

## Check your understanding

1. Why should CAC include sales salaries and not just advertising?
2. Why is LTV calculated with gross margin rather than revenue?
3. If monthly churn doubles from 3% to 6%, what happens to average lifetime and LTV?
4. A company has an LTV : CAC ratio of 1 : 1. What does that mean for growth?

**Next lesson:** paying yourself. Model your own numbers in the [financial health check](/tools/financial-health-check) and see [pricing your first product](/guide/pricing-your-first-product).`,
  },
  {
    slug: 'money-4-paying-yourself-salary-and-dividends',
    title: 'Money, lesson 4: Paying yourself as a director',
    summary:
      'How founder-directors of a UK company take money out through salary, dividends and expenses, what each means for tax, and the traps to avoid.',
    category: 'Money',
    tags: ['salary', 'dividends', 'tax', 'course'],
    author: 'Helen Mbeki',
    daysAgo: 356,
    body: `When you run your own limited company, the company's money is not your money. To move money from the company to you, there are a few legitimate routes, each taxed differently. This lesson explains them so you can have an informed conversation with your accountant.

> Tax rates, allowances and thresholds change, usually each April. Figures described here are general; check current rates on GOV.UK and take advice for your situation.

## Learning objectives

By the end of this lesson you will be able to:

- Describe the three main ways a director takes money from a company
- Explain why many directors combine a modest salary with dividends
- Recognise when a withdrawal becomes a director's loan

## Explanation

### Salary

A salary is paid through payroll (PAYE). It is a deductible cost for the company, reducing corporation tax. Income tax and employee National Insurance may be due from you, and employer National Insurance from the company, depending on the level. A salary also builds your National Insurance record for the State Pension.

### Dividends

Dividends are paid to shareholders out of **profits after corporation tax**. They are not deductible for the company, but dividend tax rates for individuals are lower than income tax rates, and there is a small tax-free dividend allowance. Dividends can only be paid if the company has enough distributable profits; each one needs a board decision and a dividend voucher.

### Expenses

The company can reimburse genuine business expenses you pay personally, such as train fares to a client. These aren't income for you if they're wholly for the business.

### Director's loan

Anything else you take out is a loan from the company. Loans outstanding after the year end can trigger an additional corporation tax charge until repaid, and large loans can create a benefit-in-kind.

### The common pattern

| Route | Company corporation tax relief | Personal tax | Notes |
|---|---|---|---|
| Salary | Yes | Income tax and NI above thresholds | Builds State Pension record |
| Dividends | No | Dividend tax above allowance | Needs distributable profits |
| Expenses | Yes | None if genuinely for business | Keep receipts |
| Director's loan | No | Possible benefit-in-kind | Repay within 9 months of year end |

Many owner-directors take a salary at around the level where income tax and National Insurance start to bite, then top up with dividends. The best salary level changes as thresholds and employer National Insurance change, which is why this is an annual conversation with your accountant.

## Worked example

Ana is the sole director and shareholder of Quillon Design Ltd. The company expects £70,000 profit before her pay.

1. Her accountant sets a modest monthly salary through payroll, which the company deducts as a cost.
2. After corporation tax on the remaining profit, Ana's company has distributable profit.
3. Every quarter, the board (Ana) minutes a dividend decision and issues a voucher. She keeps a buffer in the company for tax and a quiet month.
4. Ana files a Self Assessment return each January, declaring her dividends.

In March, she paid a personal holiday from the company card by mistake. Her accountant records it in the director's loan account, and she repays it before the year end.

## Check your understanding

1. Why is salary deductible for corporation tax, but dividends are not?
2. What must be true before a company can legally pay a dividend?
3. What happens if a director's loan is still outstanding long after the year end?
4. Why might the ideal salary level change from one year to the next?

**Next lesson:** equity and dilution. See [the first-year founder tax calendar](/guide/first-year-founder-tax-calendar-uk) for the deadlines that go with this.`,
  },
  {
    slug: 'money-5-equity-dilution-and-the-cap-table',
    title: 'Money, lesson 5: Equity, dilution and the cap table',
    summary:
      'What a cap table is, how pre-money and post-money valuations work, how an option pool dilutes founders, and how to calculate ownership after a round.',
    category: 'Money',
    tags: ['equity', 'fundraising', 'cap table', 'course'],
    author: 'Priya Castell',
    daysAgo: 318,
    body: `When you raise investment, you sell part of your company. Understanding exactly how much, and what happens in later rounds, is essential before you sign a term sheet. This lesson introduces the capitalisation table and the arithmetic of dilution.

## Learning objectives

By the end of this lesson you will be able to:

- Read a simple cap table
- Distinguish pre-money and post-money valuation
- Calculate ownership after a round, including an option pool

## Explanation

### The cap table

A capitalisation table lists every shareholder, the number and class of shares they hold and their percentage ownership. It should also show options, warrants and any agreements that convert into shares, such as advance subscription agreements. Keep it in a spreadsheet that matches your statutory register of members exactly.

### Pre-money and post-money

- **Pre-money valuation**: what the company is valued at before the new money.
- **Post-money valuation** = pre-money + new investment.
- **Investor ownership** = investment ÷ post-money.

### Dilution

Issuing new shares doesn't take shares away from anyone; it increases the total. Your number of shares stays the same, but your percentage falls. If the company's value rises enough, a smaller percentage can be worth much more.

### The option pool

Investors often ask for an employee share option pool to be created **before** their investment, so that it dilutes only the existing shareholders. Always check whether the pool is in the pre-money or post-money figure.

## Worked example

Two founders each hold 500,000 shares (1,000,000 in total). An angel round raises £300,000 at a £1.2m pre-money valuation, and investors ask for a 10% option pool in the post-money.

1. Post-money = £1.2m + £0.3m = £1.5m.
2. Investors own £0.3m ÷ £1.5m = 20%.
3. Option pool = 10% of post-money.
4. Founders therefore own the remaining 70% between them.

Working back to shares: if founders' 1,000,000 shares are 70%, the post-money total is about 1,428,571 shares. Investors receive about 285,714 (20%) and the pool reserves about 142,857 (10%). Price per share = £300,000 ÷ 285,714 ≈ £1.05.

| Holder | Shares | Ownership |
|---|---|---|
| Founder A | 500,000 | 35% |
| Founder B | 500,000 | 35% |
| Option pool | ~142,857 | 10% |
| Angel investors | ~285,714 | 20% |
| **Total** | **~1,428,571** | **100%** |

Had the pool been added after the round, founders would have kept 80% between them at this stage and shared the pool's dilution with the investors.

## Check your understanding

1. Define pre-money and post-money valuation in one sentence each.
2. An investor puts £500,000 into a company at a £2m pre-money. What percentage do they own?
3. Why do investors prefer the option pool to be created before their investment?
4. Why might a founder be happy to own a smaller percentage after a round?

**You've completed the Money track.** Continue with the Marketing track, or read [raising a pre-seed round](/guide/raising-a-pre-seed-round) and browse [/investors](/investors).`,
  },
  // Track: Marketing
  {
    slug: 'marketing-1-defining-your-ideal-customer',
    title: 'Marketing, lesson 1: Defining your ideal customer',
    summary:
      'Build an ideal customer profile from evidence rather than guesswork, and use it to decide where to spend your limited marketing time and money.',
    category: 'Marketing',
    tags: ['customers', 'marketing', 'course'],
    author: 'Rosa Lindqvist',
    daysAgo: 470,
    body: `Welcome to the Marketing track. Over five lessons you'll define who you sell to, what you say to them, where you find them and how you measure what works. Everything starts with a sharp picture of your ideal customer.

## Learning objectives

By the end of this lesson you will be able to:

- Explain the difference between an ideal customer profile and a persona
- Build a profile from interviews and early sales data
- Use the profile to say "no" to the wrong customers

## Explanation

### Ideal customer profile (ICP)

An ICP describes the type of customer who gets the most value from your product and is most valuable to you. For business customers it covers company attributes: sector, size, location, tools they use, triggers that make them buy. For consumers, it covers circumstances and behaviours.

### Personas

A persona describes the **person** inside that customer: their role, goals, frustrations and where they get information. A business sale may involve several personas, such as the user, the budget holder and the person who signs off on security.

### Build from evidence

Look at your best early customers: the ones who signed up fastest, use the product most and complain least. What do they have in common? Combine that with interview notes. Avoid demographic clichés that don't affect buying.

### Why narrow is better

A small company can't market to everyone. A narrow profile lets you choose specific channels, write specific messages and get referrals within a tight community. You can widen later.

## Worked example

ShiftCup, a staff rota app, reviewed its first 40 customers:

| Attribute | Best customers | Poor-fit customers |
|---|---|---|
| Business type | Independent cafés and bakeries | Large restaurant chains |
| Size | 1–3 sites, 8–25 staff | 50+ staff, HR department |
| Current tool | Paper or spreadsheets | Enterprise workforce software |
| Buying trigger | A new site opening, or a manager leaving | Annual procurement cycle |
| Decision-maker | Owner-manager | Head of operations plus procurement |

**ICP:** independent cafés and bakeries in UK cities with one to three sites and 8–25 staff, currently scheduling on paper or spreadsheets, usually buying when they open a second site.

**Primary persona:** "Owner-manager Olivia", who works in the café most days, does rotas on Sunday evenings, hears about tools from her coffee roaster and other café owners, and values time over features.

With this profile, ShiftCup stops chasing chains, which take months to close and churn when procurement reviews come round, and focuses on roaster partnerships and café owner groups.

## Check your understanding

1. What is the difference between an ICP and a persona?
2. Which customers should you study to build your ICP, and why?
3. Give two benefits of a narrow profile for a small startup.
4. What buying trigger might apply to your own product?

**Next lesson:** positioning and messaging. Explore your audience with [Build a startup with AI](/build-startup), and go deeper with [validating an idea with customer interviews](/guide/validating-an-idea-with-customer-interviews).`,
  },
  {
    slug: 'marketing-2-positioning-and-messaging',
    title: 'Marketing, lesson 2: Positioning and messaging',
    summary:
      'Decide what you want to be known for, relative to the alternatives, and turn it into a headline, a one-liner and three supporting messages you can use everywhere.',
    category: 'Marketing',
    tags: ['positioning', 'messaging', 'course'],
    author: 'Rosa Lindqvist',
    daysAgo: 431,
    body: `Positioning is the place your product holds in a customer's mind compared with the alternatives. Messaging is the words you use to get it there. Good positioning makes every other marketing task easier because you know what to say and to whom.

## Learning objectives

By the end of this lesson you will be able to:

- Identify the real alternatives your customers compare you with
- Write a positioning statement
- Turn positioning into a headline and supporting messages

## Explanation

### Start with the alternatives

Customers always compare you with something: a competitor, a spreadsheet, hiring someone, or doing nothing. Ask your best customers, "What would you use if we didn't exist?"

### Find your differentiated value

List what you do that the alternatives don't, then translate each feature into the value it creates. "Automatic shift swap approvals" becomes "no more midnight messages about who's covering tomorrow."

### The positioning statement

An internal sentence, not a slogan:

*For [ideal customer] who [need], [product] is a [category] that [key benefit]. Unlike [main alternative], we [key difference].*

### From positioning to messages

| Layer | Purpose | Length |
|---|---|---|
| Headline | Grab attention, state the main benefit | Under 10 words |
| One-liner | Explain what it is and who it's for | One sentence |
| Three supporting messages | Back up the benefit with proof | A sentence each, plus evidence |
| Proof points | Numbers, quotes, logos, demonstrations | As available |

Use your customers' own words from interviews wherever you can. They make copy more convincing and better for search.

## Worked example

**Leafwell**, a plant-care subscription, interviews customers and learns the real alternative is "buying plants from the supermarket and watching them die."

*Positioning statement:* For busy renters in cities who love plants but keep killing them, Leafwell is a plant-care subscription that keeps plants alive with monthly care kits and reminders. Unlike buying plants from supermarkets, we match plants to your light and routine and replace any that fail in the first 60 days.

- **Headline:** Plants that survive your schedule.
- **One-liner:** Monthly care kits and reminders for people who love plants but not plant admin.
- **Supporting messages:** plants matched to your flat's light; five-minute monthly care routine; 60-day replacement promise.
- **Proof points:** "92% of plants still thriving after six months" (from Leafwell's own customer survey, described with its method) and customer quotes.

Note the proof must be true and evidenced. UK advertising rules require claims to be substantiated.

## Check your understanding

1. Why is "doing nothing" a real alternative to consider?
2. Convert this feature into a benefit: "integrates with your accounting software."
3. Write a positioning statement for your own product using the template.
4. Why must proof points be substantiated?

**Next lesson:** choosing your first channels. Build your brand wheel with [Build a startup with AI](/build-startup).`,
  },
  {
    slug: 'marketing-3-choosing-your-first-channels',
    title: 'Marketing, lesson 3: Choosing your first channels',
    summary:
      'Shortlist marketing channels that match where your ideal customers already are, run small tests with clear targets and double down on what works.',
    category: 'Marketing',
    tags: ['channels', 'growth', 'course'],
    author: 'Marcus Okafor',
    daysAgo: 392,
    body: `There are dozens of ways to reach customers: search, social, partnerships, events, email, outbound sales, communities and more. Early on, trying all of them at once spreads you too thin to learn anything. This lesson gives you a method to pick and test a few.

## Learning objectives

By the end of this lesson you will be able to:

- Shortlist channels based on your ideal customer profile
- Design a small, time-boxed channel test
- Decide which channel to scale using cost and conversion data

## Explanation

### Go where customers already are

Use your ICP and interview notes. Where did customers hear about the tools they use today? Which events, newsletters, communities and suppliers do they trust? Those are your candidate channels.

### Match the channel to the price

| Price point | Channels that usually fit |
|---|---|
| Low (under £20 a month, consumer) | Content and search, social, referrals, app stores, partnerships |
| Medium (£20–£500 a month, small business) | Search, partnerships, communities, webinars, light outbound |
| High (thousands a year, larger business) | Outbound sales, events, account-based marketing, referrals |

A channel that costs £200 per customer can't work if customers are worth £150.

### Run small tests

For each of two or three channels, set a budget, a duration (often four to six weeks) and a target: cost per sign-up, or sign-ups to paying customers. Track each channel separately with tagged links or a "How did you hear about us?" question.

### Double down

After the tests, put most of your effort into the one channel that worked best, and keep a small budget for new experiments. Channels change over time; costs rise as you exhaust the cheapest audience.

## Worked example

ShiftCup (from lesson 1) tests three channels for six weeks with £1,500 each:

| Channel | Spend | Trials | Paying customers | Cost per paying customer |
|---|---|---|---|---|
| Paid social ads | £1,500 | 60 | 4 | £375 |
| Roaster partnership (co-branded flyers and referral offer) | £1,500 | 35 | 11 | £136 |
| Café owner community sponsorship | £1,500 | 22 | 5 | £300 |

ShiftCup's customers are worth roughly £900 in gross profit over their lifetime. The roaster partnership is the clear winner, so the founders sign two more roasters and keep a small budget for community events, where they also pick up product feedback.

## Check your understanding

1. How does your ideal customer profile help you shortlist channels?
2. Why is outbound sales rarely suitable for a £9-a-month consumer app?
3. What three things should every channel test define up front?
4. Why do acquisition costs often rise as a channel scales?

**Next lesson:** content and SEO fundamentals. Connect with potential partners in [/community](/community) and at [/events](/events).`,
  },
  {
    slug: 'marketing-4-content-and-seo-fundamentals',
    title: 'Marketing, lesson 4: Content and SEO fundamentals',
    summary:
      'How helpful content and search optimisation work together, how to plan a small content programme and how to write a page that ranks and converts.',
    category: 'Marketing',
    tags: ['seo', 'content', 'course'],
    author: 'Rosa Lindqvist',
    daysAgo: 349,
    body: `Content marketing means publishing useful material that your ideal customers look for. Search engine optimisation (SEO) makes sure search engines can find it and show it to the right people. Together they create a channel that keeps working long after you publish, though it takes months to build.

## Learning objectives

By the end of this lesson you will be able to:

- Explain search intent and why it matters
- Plan a small content programme around customer questions
- Apply the on-page basics to a single article

## Explanation

### Search intent

Every search has a purpose. Broadly:

- **Informational**: "how to write a staff rota"
- **Commercial investigation**: "best rota app for cafés"
- **Transactional**: "ShiftCup pricing"

Match the page to the intent. A product page won't rank for an informational query, and a how-to article won't convert someone ready to buy unless it points clearly to the next step.

### Plan around questions

List the questions customers ask in interviews, sales calls and support tickets. Group them into topics. For each topic, plan one thorough "pillar" page and a few supporting articles linking to it.

### On-page basics

- A clear title that includes the main phrase
- One H1, logical subheadings
- Answer the question early, then add depth
- Internal links to related pages and a relevant call to action
- Fast loading, readable on a phone, served over HTTPS

### Be patient and consistent

New sites often take several months to rank for competitive terms. Publishing one excellent piece every two weeks beats a burst of ten thin articles followed by silence.

## Worked example

Leafwell picks the topic "keeping houseplants alive in a flat" and plans:

| Page | Intent | Main phrase |
|---|---|---|
| Pillar: The renter's guide to houseplants | Informational | houseplants for flats |
| Low-light plants that survive north-facing rooms | Informational | low light houseplants |
| How often to water houseplants (with a simple chart) | Informational | how often to water houseplants |
| Plant subscription compared: what's included | Commercial | plant subscription uk |

Each supporting article links to the pillar, and each ends with a relevant offer ("Get plants matched to your light"). After six months, Leafwell's watering chart page brings in the most visitors, and a simple email sign-up on it becomes its best source of subscribers.

## Check your understanding

1. Classify these searches by intent: "what is a lean canvas", "lean canvas template free", "Launchpad lean canvas".
2. Where can you find the questions your content should answer?
3. Name four on-page basics.
4. Why is consistency more important than volume?

**Next lesson:** measuring what matters. Audit your own site with the [SEO audit tool](/tools/seo-audit), and read [SEO basics for a new website](/guide/seo-basics-for-a-new-website).`,
  },
  {
    slug: 'marketing-5-measuring-what-matters',
    title: 'Marketing, lesson 5: Measuring what matters',
    summary:
      'Set up a simple funnel, choose a handful of metrics that drive decisions, track sources properly and respect privacy and consent rules while you do it.',
    category: 'Marketing',
    tags: ['analytics', 'metrics', 'privacy', 'course'],
    author: 'Marcus Okafor',
    daysAgo: 305,
    body: `Marketing without measurement is guesswork. But measuring everything is just as unhelpful: dashboards full of numbers that never change a decision. This final Marketing lesson shows you how to track the few numbers that matter and stay on the right side of privacy rules.

## Learning objectives

By the end of this lesson you will be able to:

- Map your customer funnel from first visit to paying customer
- Choose one metric per stage and a single "north star" metric
- Track where customers come from
- Explain the basic consent rules for analytics and marketing cookies in the UK

## Explanation

### The funnel

A simple funnel has four or five stages: **visit → sign-up → activation → paying → retained**. Activation is the moment a user first gets real value, such as publishing their first rota. Define it precisely.

### One metric per stage

| Stage | Example metric |
|---|---|
| Visit | Unique visitors from target channels |
| Sign-up | Visitor-to-sign-up conversion rate |
| Activation | Share of sign-ups activated within 7 days |
| Paying | Trial-to-paid conversion rate |
| Retained | Customers still paying after 3 months |

Your **north star** metric captures value delivered, for example "rotas published per week". It should rise only when customers are getting what they came for.

### Attribution

Use tagged links (UTM parameters) on campaigns, keep source data when someone signs up, and ask "How did you hear about us?" at sign-up. Self-reported answers often reveal word of mouth that analytics miss.

### Privacy and consent

Under UK rules on cookies and electronic marketing, you generally need consent before setting non-essential cookies, including most analytics and advertising cookies, and before sending marketing emails to individuals. Offer a genuine choice, make rejecting as easy as accepting, and respect it. Rules have been evolving, including some exemptions for low-risk analytics; check the Information Commissioner's Office guidance for the current position.

## Worked example

ShiftCup reviews its funnel for last month:

| Stage | Number | Conversion |
|---|---|---|
| Visitors from target channels | 4,000 | — |
| Sign-ups | 240 | 6% |
| Activated (published a rota within 7 days) | 96 | 40% |
| Paying | 48 | 50% of activated |

The weakest step is activation: 60% of sign-ups never publish a rota. The team watches five recorded onboarding sessions (with consent) and finds that importing staff is confusing. They add a "paste your staff list" option. Next month, activation rises to 55%, and paying customers rise without spending more on ads. One number, one decision.

## Check your understanding

1. Define activation for your own product.
2. What makes a good north star metric?
3. Why ask "How did you hear about us?" if you already have analytics?
4. What must you generally do before setting advertising cookies on a UK visitor's device?

**You've completed the Marketing track.** Continue with Building a team, or check your site with the [SEO audit](/tools/seo-audit).`,
  },
  // Track: Building a team
  {
    slug: 'building-a-team-1-choosing-a-co-founder',
    title: 'Building a team, lesson 1: Choosing a co-founder',
    summary:
      'Decide whether you need a co-founder, what to look for, how to test working together and how to split equity and responsibilities fairly.',
    category: 'Building a team',
    tags: ['co-founders', 'equity', 'course'],
    author: 'Marcus Okafor',
    daysAgo: 480,
    body: `Welcome to the Building a team track. Over five lessons you'll go from finding a co-founder to onboarding your first employees. Choosing a co-founder is one of the most consequential decisions you'll make: co-founder conflict is a frequently cited reason startups fail.

## Learning objectives

By the end of this lesson you will be able to:

- Decide whether your startup needs a co-founder
- List the qualities and conversations that matter before committing
- Explain vesting and why it protects everyone

## Explanation

### Do you need one?

Co-founders share the workload, bring complementary skills and help each other through hard months. Some investors prefer teams. But a poor match is worse than none. Solo founders succeed too, often with strong early hires or advisers.

### What to look for

- **Complementary skills**: one builds, one sells is a classic pairing.
- **Shared values**: views on ambition, risk, ethics and work style.
- **Commitment**: similar time and financial commitment, or clear agreement where they differ.
- **Trust and communication**: can you disagree productively?

### Test before you commit

Work on a real project together for a few weeks: run customer interviews, build a prototype, pitch at an event. Have the hard conversations early:

| Topic | Example question |
|---|---|
| Roles | Who is CEO? Who has the final say on product? |
| Money | How long can each of us go without a salary? |
| Ambition | Are we building to sell, to raise big rounds or to run profitably? |
| Exit | What happens if one of us wants to leave in year two? |

### Equity and vesting

Split equity by expected future contribution, not just past work. Equal splits are common but shouldn't be automatic. Put **vesting** in place, typically four years with a one-year cliff: shares are earned over time, so a co-founder who leaves early doesn't keep a large stake for little contribution.

## Worked example

Imani (a product designer) and Rhys (a former sales lead in hospitality tech) meet at a founder event. Before forming a company, they spend six weeks interviewing 20 restaurant owners together and building a clickable prototype.

They agree:

- Rhys will be CEO, leading sales and fundraising; Imani will lead product and design.
- Equity: 50/50, both full-time from month two, both vesting over four years with a one-year cliff.
- Product decisions: Imani has the final say; commercial decisions: Rhys. Deadlocks on big decisions go to a trusted adviser.
- If either leaves in the first year, they keep no shares; after that, good and bad leaver terms apply.

They record all of this in a shareholders' agreement when they incorporate.

## Check your understanding

1. Name three qualities to look for in a co-founder.
2. Why work on a real project together before incorporating?
3. Explain a four-year vesting schedule with a one-year cliff.
4. Which of the four "hard conversations" would be most difficult for you, and why?

**Next lesson:** employee, contractor or freelancer? Meet potential co-founders through [/community](/community) and [/network](/network), and prepare the paperwork with [legal agreements](/tools/legal-agreements).`,
  },
  {
    slug: 'building-a-team-2-employee-contractor-or-freelancer',
    title: 'Building a team, lesson 2: Employee, contractor or freelancer?',
    summary:
      'The UK employment status categories, the tests that decide status, the off-payroll (IR35) rules, and how to choose the right arrangement for each role.',
    category: 'Building a team',
    tags: ['employment status', 'ir35', 'hiring', 'course'],
    author: 'Tom Hartley-Reed',
    daysAgo: 437,
    body: `Not every role needs a full-time employee. Startups often use freelancers, contractors and agencies. But the label on the contract doesn't decide someone's legal status: the reality of the working relationship does. This lesson explains the categories and the risks of getting it wrong.

> This lesson gives a general overview of UK rules at the time of writing. Status questions can be complex; check GOV.UK guidance and take advice on borderline cases.

## Learning objectives

By the end of this lesson you will be able to:

- Name the three employment law categories in the UK
- Apply the main tests of employment status
- Explain when the off-payroll working rules (IR35) might apply

## Explanation

### Three categories

| Status | Key rights | Example |
|---|---|---|
| Employee | Full employment rights: unfair dismissal protection (after a qualifying period), redundancy pay, statutory sick pay, holiday, parental rights | A full-time developer on your payroll |
| Worker | Core rights: minimum wage, paid holiday, rest breaks, pension auto-enrolment | Some casual or gig arrangements |
| Self-employed | Few employment rights; runs their own business | A freelance designer with many clients |

Tax status (employed or self-employed for HMRC) is related but assessed separately.

### The main tests

- **Control**: do you decide how, when and where the work is done?
- **Personal service and substitution**: must the person do the work themselves, or can they send someone else?
- **Mutuality of obligation**: are you obliged to offer work and they to accept it?
- **Integration**: are they part of your team, with a company email and line manager?
- **Financial risk**: do they invest their own money, fix mistakes at their own cost, work for others?

The more a relationship looks like control, personal service and ongoing obligation, the more likely it is employment.

### Off-payroll working (IR35)

When a contractor works through their own limited company, the off-payroll rules decide whether they should be taxed like an employee. For medium and large clients, the client must assess status and issue a status determination statement. For small clients, the contractor's company makes the decision. Company size is defined by turnover, balance sheet and staff thresholds, so check whether yours is "small".

## Worked example

Brightpath needs three things:

1. **A new brand identity over six weeks.** A freelance designer with several clients, her own equipment and a fixed project fee. She controls how she works. Likely self-employed: use a consultancy agreement with an IP assignment.
2. **Ongoing customer support, 30 hours a week, using Brightpath's systems, managed by the COO.** The company controls the work and expects it to continue. This looks like employment, so hire as an employee (possibly part-time).
3. **A senior developer through his limited company for a 12-month project, working set hours in Brightpath's team.** Brightpath is a small company, so the contractor's company assesses IR35 status, but Brightpath should still be aware that the arrangement looks close to employment and structure it carefully.

## Check your understanding

1. What are the three employment law categories?
2. Which test asks whether the person could send someone else to do the work?
3. Who decides IR35 status when the client is a small company?
4. Why doesn't calling someone a "freelancer" in the contract settle their status?

**Next lesson:** hiring your first employee. Plan roles with the [organisational chart tool](/tools/organisational-chart).`,
  },
  {
    slug: 'building-a-team-3-hiring-your-first-employee',
    title: 'Building a team, lesson 3: Hiring your first employee',
    summary:
      'Write a role scorecard, run a fair and structured hiring process, make an offer and complete the UK legal steps before day one.',
    category: 'Building a team',
    tags: ['hiring', 'recruitment', 'course'],
    author: 'Marcus Okafor',
    daysAgo: 397,
    body: `Your first employee shapes your culture as much as your product. A structured process reduces bias, helps you compare candidates fairly and leaves good candidates with a good impression even if they aren't chosen.

## Learning objectives

By the end of this lesson you will be able to:

- Write a role scorecard with outcomes and competencies
- Design a structured interview process
- List the legal steps before a new employee starts in the UK

## Explanation

### Start with a scorecard, not a job advert

A scorecard sets out:

- **Mission**: why the role exists, in one sentence.
- **Outcomes**: three to five results expected in the first year, ideally measurable.
- **Competencies**: the skills and behaviours needed to achieve them.

The job advert, interview questions and assessment all come from the scorecard.

### A structured process

1. **Advert**: describe outcomes and the salary range. Use inclusive language and only list genuine requirements.
2. **Screening call** (20–30 minutes): motivation, logistics, salary expectations.
3. **Skills exercise**: a short, realistic task. Keep unpaid tasks brief; pay for anything substantial.
4. **Structured interview**: the same core questions for every candidate, scored against the scorecard.
5. **References**, with the candidate's permission.

Avoid questions about protected characteristics, such as age, pregnancy plans, religion or health, unless legally relevant. The Equality Act protects job applicants as well as employees.

### Legal steps before day one

| Step | Why |
|---|---|
| Right to work check | Required before employment starts; fines for illegal working can be severe |
| Register as an employer with HMRC | Needed to run PAYE |
| Employers' liability insurance | Legal requirement for most employers |
| Written statement of employment particulars | Required on or before day one |
| Workplace pension | Assess for auto-enrolment and enrol eligible staff |

## Worked example

Tidemark hires its first customer success manager.

- **Mission:** keep customers successful so they stay and grow.
- **Outcomes:** reduce monthly churn from 4% to 2.5% within 12 months; run onboarding for all new customers within 7 days of sign-up; build a help centre of 40 articles.
- **Competencies:** clear written communication, empathy under pressure, comfort with data, organisation.

The process: advert with a £34,000–£38,000 salary range; 18 screening calls; six candidates complete a 60-minute exercise (reply to three real, anonymised support tickets); four structured interviews scored 1–5 against each competency by two interviewers separately before comparing notes.

The chosen candidate receives an offer letter, then a contract, and completes a right to work check. Tidemark registers as an employer, arranges insurance and sets up pension enrolment before her start date.

## Check your understanding

1. What three elements make up a scorecard?
2. Why should every candidate be asked the same core questions?
3. Give two questions you should not ask in an interview.
4. Which legal check must be completed before employment starts?

**Next lesson:** equity for employees. Prepare contracts with [legal agreements](/tools/legal-agreements) and read [building an org chart for your first hires](/guide/building-an-org-chart-for-your-first-hires).`,
  },
  {
    slug: 'building-a-team-4-equity-for-employees-and-emi-options',
    title: 'Building a team, lesson 4: Equity for employees and EMI options',
    summary:
      'Why startups share ownership with employees, how share options work, the basics of the UK EMI scheme and how to explain an option grant to a candidate.',
    category: 'Building a team',
    tags: ['emi', 'share options', 'equity', 'course'],
    author: 'Priya Castell',
    daysAgo: 364,
    body: `Startups often can't match large employers on salary. Share options let early employees share in the value they help create. In the UK, the Enterprise Management Incentive (EMI) scheme makes options particularly tax-efficient when it is set up correctly.

> Scheme limits and rules described here are those at the time of writing. Check HMRC's guidance and take specialist advice before granting options.

## Learning objectives

By the end of this lesson you will be able to:

- Explain what a share option is and how exercise works
- Describe the main features and conditions of EMI
- Explain an option grant to a candidate clearly and honestly

## Explanation

### What is a share option?

An option is a right to buy shares in the future at a price fixed today (the **exercise price** or strike price). If the company grows, the shares may be worth much more than the exercise price. Options usually **vest** over time, often four years with a one-year cliff, and many are exercised only when the company is sold.

### Why EMI?

With a qualifying EMI option, there is usually no income tax or National Insurance when the option is granted or exercised if the exercise price is at least the market value at grant. When the shares are sold, the gain is subject to capital gains tax, potentially at a reduced rate if conditions for Business Asset Disposal Relief are met.

### Main conditions (at the time of writing)

| Condition | Summary |
|---|---|
| Company | Independent, trading, with gross assets of £30m or less and fewer than 250 full-time equivalent employees |
| Trade | Not in an excluded activity (for example some financial and property activities) |
| Employee | Works at least 25 hours a week, or 75% of their working time, for the company; doesn't hold a material interest |
| Individual limit | Options over shares worth up to £250,000 at grant |
| Company limit | Unexercised EMI options over shares worth up to £3m |
| Notification | Grants must be notified to HMRC online by the deadline |

### Valuation

Agree the market value of the shares with HMRC before granting. This gives certainty that the exercise price is set correctly.

### Explaining a grant

Tell candidates the number of options, the exercise price, the vesting schedule, what happens if they leave, and the total number of shares in issue, so they can work out the percentage. Avoid promising what the options will be worth.

## Worked example

Tidemark has 1,500,000 shares in issue and creates an EMI option pool. It agrees a market value of £0.40 per share with HMRC and offers its first engineer 15,000 options at an exercise price of £0.40, vesting over four years with a one-year cliff.

- After one year, 3,750 options vest; the rest vest monthly over the next three years.
- The grant represents 1% of current shares (15,000 ÷ 1,500,000). Future funding rounds will dilute that percentage.
- If Tidemark is sold in six years at £4.00 per share, the engineer exercises all 15,000 options for £6,000 and receives £60,000 for the shares: a £54,000 gain, subject to capital gains tax under the EMI rules in force at the time.

## Check your understanding

1. What is the exercise price, and why is it set at market value for EMI?
2. Name three conditions a company must meet to grant EMI options.
3. Why should you tell a candidate the total number of shares in issue?
4. What happens to the engineer's percentage when Tidemark raises a new round?

**Next lesson:** onboarding and culture. Revisit dilution in [Money, lesson 5](/learn) and plan your option pool with [raising a pre-seed round](/guide/raising-a-pre-seed-round).`,
  },
  {
    slug: 'building-a-team-5-onboarding-and-culture',
    title: 'Building a team, lesson 5: Onboarding and culture',
    summary:
      'Plan a new starter’s first 90 days, write down the values you actually live by, and set up one-to-ones and feedback habits that scale.',
    category: 'Building a team',
    tags: ['onboarding', 'culture', 'management', 'course'],
    author: 'Aoife Brennan',
    daysAgo: 1,
    body: `Hiring well is only half the job. How a new person is welcomed, trained and managed in the first three months decides how quickly they become effective, and whether they stay. This final lesson of the Building a team track covers onboarding, culture and the management habits to start early.

## Learning objectives

By the end of this lesson you will be able to:

- Plan a 30-60-90 day onboarding for a new starter
- Write a short set of values based on real behaviour
- Run effective one-to-ones and give useful feedback

## Explanation

### Onboarding starts before day one

Send the contract, equipment and accounts early. On day one, the new starter should be able to log in, know who their manager is, and have a meaningful first task.

### The 30-60-90 day plan

| Period | Focus | Example goals |
|---|---|---|
| Days 1–30 | Learn | Meet every team member and five customers; understand the product and tools |
| Days 31–60 | Contribute | Own a defined area; deliver a first project with support |
| Days 61–90 | Own | Work independently; propose an improvement; agree goals for the next quarter |

Assign a "buddy" who isn't their manager for informal questions.

### Culture is what you do

Culture is the behaviour you reward and tolerate, not the words on the wall. Write three to five values by looking at decisions you're proud of. Make each one specific enough to guide a choice: "We reply to customers within one working day" says more than "We're customer-obsessed."

### One-to-ones and feedback

Hold a weekly or fortnightly one-to-one that belongs to the employee: their agenda, their blockers, their development. Give feedback promptly and specifically: describe the situation, the behaviour and its impact. Ask for feedback on your own management too.

### Remote and hybrid teams

Write things down. Keep decisions and documentation in a shared place. Set core hours for collaboration and meet in person regularly if you can.

## Worked example

Brightpath's new customer success manager, Jo, starts on a Monday.

- **The week before:** laptop delivered; accounts created; welcome email with the first week's schedule; a buddy from engineering introduced.
- **First 30 days:** Jo shadows 10 customer calls, reads the help centre, meets every colleague and presents what she learned to the team.
- **Days 31–60:** Jo takes over onboarding calls for new customers and rewrites the welcome email sequence.
- **Days 61–90:** Jo owns churn-risk reviews and proposes a health score for accounts.
- **Throughout:** weekly one-to-ones with the COO, with a short written note of actions; a 90-day review against the scorecard from her hiring process.

Brightpath's values were written from real examples, including "Write it down: if it isn't documented, it didn't happen," which Jo's onboarding notes now demonstrate.

## Check your understanding

1. What should be ready for a new starter before day one?
2. Describe the focus of each stage of a 30-60-90 day plan.
3. Rewrite "We value honesty" as a specific, behavioural value.
4. Who sets the agenda of a one-to-one, and why?

**You've completed the Building a team track.** Map your growing team with the [organisational chart tool](/tools/organisational-chart), and explore more at [/learn](/learn).`,
  },
];
