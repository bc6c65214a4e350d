import { ZIdeaBrief } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { refineBrief } from './correct-brief';
import { ideaProblem } from './idea-check';
import { analyseIdea, readIdeaBrief } from './read-brief';

type TExpect = {
  offering?: RegExp;
  customer?: RegExp;
  buyer?: 'b2b' | 'b2c';
  model?: string;
  country?: string | null;
  currency?: string;
};

// Ideas as founders type them: articles or none, lead-ins, lower case, two places, B2B and B2C.
const CASES: [string, TExpect][] = [
  [
    'A subscription service delivering refurbished office chairs to remote workers',
    { offering: /refurbished office chairs/, customer: /remote workers/, buyer: 'b2c', model: 'subscription' },
  ],
  [
    'security awareness training course for small dental clinics in Cork',
    {
      offering: /security awareness training/,
      customer: /dental clinics/,
      buyer: 'b2b',
      model: 'education',
      country: 'IE',
    },
  ],
  [
    'I want to build an app that helps landlords in Glasgow find reliable tenants',
    { customer: /landlords/, buyer: 'b2b', country: 'GB' },
  ],
  [
    'Leasing electric delivery vans to independent florists in Rotterdam',
    {
      offering: /electric delivery vans/,
      customer: /florists/,
      buyer: 'b2b',
      model: 'rental',
      country: 'NL',
      currency: 'EUR',
    },
  ],
  [
    'a marketplace where retired teachers offer GCSE maths tutoring to teenagers',
    { buyer: 'b2c', model: 'marketplace', country: null, currency: 'GBP' },
  ],
  [
    'Handmade ceramic plant pots sold online to apartment dwellers in Toronto',
    { offering: /ceramic plant pots/, buyer: 'b2c', model: 'retail', country: 'CA', currency: 'CAD' },
  ],
  [
    'Inventory software for craft breweries in Colorado',
    {
      offering: /inventory software/,
      customer: /craft breweries/,
      buyer: 'b2b',
      model: 'saas',
      country: 'US',
      currency: 'USD',
    },
  ],
  [
    'Weekend coding workshops for kids aged 8 to 12 in Madrid',
    { offering: /coding workshops/, customer: /kids/, buyer: 'b2c', model: 'education', country: 'ES' },
  ],
  [
    'Our idea is a podcast about personal finance for young nurses',
    { offering: /podcast|personal finance/, customer: /nurses/, buyer: 'b2c', model: 'content' },
  ],
  [
    'Air-quality sensors for primary schools in Warsaw',
    {
      offering: /air-quality sensors/,
      customer: /primary schools/,
      buyer: 'b2b',
      model: 'hardware',
      country: 'PL',
      currency: 'PLN',
    },
  ],
  [
    'Bookkeeping and VAT returns for Etsy sellers',
    { offering: /bookkeeping/, customer: /etsy sellers/i, buyer: 'b2b' },
  ],
  [
    'A coworking café for freelancers in Osaka',
    { customer: /freelancers/, model: 'venue', country: 'JP', currency: 'JPY' },
  ],
  [
    'Peer-to-peer rental of camera gear between photographers in Melbourne',
    { offering: /camera gear/, model: 'marketplace', country: 'AU', currency: 'AUD' },
  ],
  [
    'Cold-pressed juice delivered weekly to offices in Nairobi',
    { offering: /cold-pressed juice/, customer: /offices/, buyer: 'b2b', country: 'KE', currency: 'KES' },
  ],
  [
    'Translation agency for medical device makers expanding into Germany',
    { model: 'agency', buyer: 'b2b', country: 'DE' },
  ],
];

describe('brief reader: what is sold, who pays, how it makes money and where', () => {
  for (const [idea, expected] of CASES) {
    it(idea, () => {
      const brief = readIdeaBrief(idea);
      expect(ZIdeaBrief.safeParse(brief).success).toBe(true);
      if (expected.offering) expect(brief.offering).toMatch(expected.offering);
      if (expected.customer) expect(brief.customer).toMatch(expected.customer);
      if (expected.buyer) expect(brief.buyer).toBe(expected.buyer);
      if (expected.model) expect(brief.business_model).toBe(expected.model);
      if (expected.country !== undefined) expect(brief.places[0]?.country_code ?? null).toBe(expected.country);
      if (expected.currency) expect(brief.currency).toBe(expected.currency);
    });
  }

  it('never takes the kind of business or a filler for what is sold', () => {
    for (const [idea] of CASES) {
      expect(readIdeaBrief(idea).offering).not.toMatch(/^(subscription|service|app|platform|marketplace)( |$)/);
    }
  });

  it('says what it assumed when the idea names no place, and stays unsure of the industry for vague ideas', () => {
    const brief = readIdeaBrief('A helpful thing for busy people');
    expect(brief.places).toEqual([]);
    expect(brief.currency).toBe('GBP');
    expect(brief.assumptions.join(' ')).toMatch(/No place was named/);
    expect(brief.confidence.industry).toBeLessThan(0.6);
  });

  it('is deterministic: the same idea gives the same brief and the same seed', () => {
    const idea = 'Mobile dog grooming vans for pet owners in Austin, Texas';
    expect(readIdeaBrief(idea)).toEqual(readIdeaBrief(idea));
    expect(analyseIdea(idea).seed).toBe(analyseIdea(idea).seed);
  });
});

describe('brief reader: refinements edit the brief', () => {
  it('replaces the customer named with "instead of" and adds the place named with "too"', () => {
    const first = readIdeaBrief('Stock-ordering software for small independent bakeries in Leeds');
    const next = refineBrief(first, 'supermarkets instead of bakeries, and sell in Manchester too', 'x');
    expect(next.customer).toMatch(/supermarkets/);
    expect(next.customer).not.toMatch(/bakeries/);
    expect(next.places.map((p) => p.city)).toEqual(['Leeds', 'Manchester']);
  });

  it('moves the idea when told "only"', () => {
    const first = readIdeaBrief('Surf lessons for beginners in Newquay');
    const next = refineBrief(first, 'only in Lisbon', 'x');
    expect(next.places.map((p) => p.city)).toEqual(['Lisbon']);
    expect(next.currency).toBe('EUR');
  });
});

describe('brief reader: software sold to a trade', () => {
  it.each([
    ['HR and rota software for dental practices across Yorkshire', '621210'],
    ['QR code ordering and payments for independent cafés and pubs in Cardiff', '7225'],
    ['Cloud-based CRM for independent estate agents in Scotland', '5312'],
  ])('%s is software that serves its customers’ trade', (idea, trade) => {
    const { industry } = readIdeaBrief(idea);
    expect(industry.code).toBe('513210');
    expect(industry.serves?.code.startsWith(trade)).toBe(true);
  });

  it('names no served trade when the customer says nothing of one', () => {
    expect(readIdeaBrief('Invoicing software for small businesses in Leeds').industry.serves).toBeUndefined();
  });
});

describe('brief reader: input that deserves a build', () => {
  it('refuses mashes, single words and small talk', () => {
    expect(ideaProblem('jkjkjkjk asdfgh')).not.toBeNull();
    expect(ideaProblem('lkjsdf oiuwer mnbvcx')).not.toBeNull();
    expect(ideaProblem('bakery')).not.toBeNull();
    expect(ideaProblem('the weather is lovely today')).not.toBeNull();
  });

  it('accepts short real ideas, lower case, with acronyms', () => {
    for (const idea of [
      'vegan bakery in Hackney',
      'dog walking app',
      'GCSE revision tutoring online',
      'AI note-taker for GPs',
      'second-hand prams marketplace',
      'B2B invoice factoring for hauliers',
    ]) {
      expect(ideaProblem(idea), idea).toBeNull();
    }
  });
});

describe('brief reader: services to property that is let', () => {
  it('reads the owners who let as business buyers, and the guests of a let as consumers', () => {
    const cleaning = readIdeaBrief('Airbnb cleaning and laundry in Bath');
    expect(cleaning.buyer).toBe('b2b');
    expect(cleaning.customer).toMatch(/owners/);
    expect(readIdeaBrief('Linen changeovers for holiday apartments in Faro').buyer).toBe('b2b');
    expect(readIdeaBrief('Holiday cottage rentals in Cornwall for families').buyer).toBe('b2c');
    expect(readIdeaBrief('Weekly home cleaning for busy families in Leeds').buyer).toBe('b2c');
  });

  it('does not read a place name as a word of the trade', () => {
    // "City" in a place name is not city planning: with nothing else to go on, the industry stays general.
    for (const idea of [
      'A friendly service for people in Mexico City',
      'A friendly service for people in Salt Lake City',
    ]) {
      const brief = readIdeaBrief(idea);
      expect(brief.places[0]?.city, idea).toMatch(/City$/);
      expect(brief.industry.family, idea).toBe('general');
    }
  });
});

describe('brief reader: an idea that opens with the place of business', () => {
  it('sells that place ("Nursery for …"), not a feature named after who it is for', () => {
    for (const text of [
      'Nursery for under-fives with early drop-off times for commuters in Reading',
      'Nursery for toddlers whose parents work night shifts at the hospital in Sheffield',
    ]) {
      const brief = readIdeaBrief(text);
      expect(brief.offering, text).toBe('nursery');
      expect(brief.industry.code, text).toBe('624410');
    }
  });

  it('still reads customers that open an idea as who pays', () => {
    const brief = readIdeaBrief('Restaurants in Paris order vegetables from nearby farms through one app');
    expect(brief.offering).not.toMatch(/^restaurants?$/);
  });
});

describe('brief reader: stays on a farm or in the country', () => {
  it('are travellers’ accommodation (the NAICS title), not residential lettings', () => {
    const brief = readIdeaBrief('Countryside stays in converted barns for city families in Wales');
    expect(brief.industry.code).toBe('721199');
  });
});

describe('brief reader: what the business named first does, after "that" or a participle', () => {
  it('reads a verb after "that" as what the vehicle does, not as who pays', () => {
    const brief = readIdeaBrief('A bike repair van that visits office car parks in Leeds while staff are at work');
    expect(brief.offering).toBe('bike repair');
    expect(brief.customer).not.toMatch(/visits/);
    expect(brief.industry.code).toBe('811490');
    // "delivers" ends like an occupation but is the boat's verb.
    expect(readIdeaBrief('A boat that delivers groceries to houseboats in Kerala').customer).not.toMatch(/delivers/);
  });

  it('keeps a participle after the noun out of what is sold', () => {
    expect(readIdeaBrief('A mobile dog grooming van serving homes in Bristol').offering).toBe('mobile dog grooming');
    expect(readIdeaBrief('A bakery van selling sourdough in villages around Cork').offering).toBe('sourdough');
  });

  it('sells what a tool or venue does to its object, or what a vehicle brings', () => {
    expect(readIdeaBrief('A drone that inspects wind turbines for energy companies in Denmark').offering).toBe(
      'inspecting wind turbines',
    );
    expect(readIdeaBrief('A pop-up cinema that screens films in village halls across Devon').offering).toBe(
      'screening films',
    );
    expect(readIdeaBrief('A truck that brings a climbing wall to school fairs in Ohio').offering).toBe('climbing wall');
  });

  it('leaves what software does after "that" as its features', () => {
    const brief = readIdeaBrief('Rota software that keeps shift swaps fair for care homes in Bristol');
    expect(brief.offering).toBe('rota software');
  });
});

describe('brief reader: who pays, read from the shape of the sentence', () => {
  it('does not take things or verbs that end like people for customers', () => {
    const clinic = readIdeaBrief('I want to open a clinic in Manchester offering botox and fillers');
    expect(clinic.offering).toBe('botox and fillers');
    expect(clinic.customer).not.toMatch(/fillers/);
    const flowers = readIdeaBrief('A subscription for fresh flowers delivered every Friday to offices in Stockholm');
    expect(flowers.offering).toBe('fresh flowers');
    expect(flowers).toMatchObject({ customer: 'offices', buyer: 'b2b' });
    const bot = readIdeaBrief("A WhatsApp bot that answers tenants' repair questions for property managers");
    expect(bot).toMatchObject({ customer: 'property managers', buyer: 'b2b' });
  });

  it('keeps people named by a verb ("home cooks") and businesses that open the idea doing something', () => {
    expect(
      readIdeaBrief('An online marketplace connecting home cooks with office workers who want homemade lunches')
        .customer,
    ).toBe('home cooks');
    const farmers = readIdeaBrief('What if farmers in Iowa could rent drones by the hour to spray crops?');
    expect(farmers).toMatchObject({ offering: 'drones', customer: 'farmers', buyer: 'b2b' });
    expect(readIdeaBrief('Restaurants in Paris order vegetables from nearby farms through one app').offering).toBe(
      'vegetables',
    );
  });

  it("reads an organisation's staff as bought for by the organisation, staff alone as people", () => {
    expect(readIdeaBrief('Scheduling software for restaurant staff in Leeds')).toMatchObject({ buyer: 'b2b' });
    expect(
      readIdeaBrief('A bike repair van that visits office car parks in Leeds while staff are at work'),
    ).toMatchObject({ customer: 'staff', buyer: 'b2c' });
  });

  it('reads what people do after the noun as a qualifier, not as who they are', () => {
    expect(readIdeaBrief('Luxury pet hotel near Heathrow for owners flying abroad').buyer).toBe('b2c');
    expect(readIdeaBrief('Wedding planning for Indian couples marrying in Portugal').customer).toBe('indian couples');
  });

  it('ends what is sold before a participle or the particle of a phrasal verb', () => {
    expect(readIdeaBrief('Craft beer brewed with local honey, sold in pubs across Yorkshire').offering).toBe(
      'craft beer',
    );
    expect(readIdeaBrief('Second-hand school uniforms swapped between parents in Auckland').offering).toBe(
      'second-hand school uniforms',
    );
    expect(readIdeaBrief('Renting out camping gear to festival-goers in Belgium').offering).toBe('camping gear');
  });
});

describe('brief reader: what is sold, once the idea has named it', () => {
  it('reads a clause after "that" about a named form as what it does, not what is sold', () => {
    const brief = readIdeaBrief(
      "Parents in Lagos can't find reliable school buses. A bus subscription that picks kids up from home and tracks the route live.",
    );
    expect(brief.offering).toBe('bus subscription');
    expect(brief.customer).toBe('parents');
  });

  it('keeps an activity with its object, and leaves adverbs and possessives out', () => {
    expect(readIdeaBrief('Translation of medical records for clinics treating refugees in Greece').offering).toBe(
      'translation of medical records',
    );
    expect(readIdeaBrief('We built a job board only for dental nurses and hygienists in the UK').offering).toBe(
      'job board',
    );
    expect(readIdeaBrief("I repair iPhones and laptops at people's homes in Lisbon").customer).toBe('people');
  });

  it('sells the work of the people an idea opens with, but not of things named like people', () => {
    const brief = readIdeaBrief('Interpreters on video call for foreign patients at clinics in Osaka');
    expect(brief.offering).toBe('interpreting');
    expect(brief.industry.code).toBe('541930');
    expect(readIdeaBrief('Tutors for adults learning to read in Glasgow').offering).toBe('tutoring');
    expect(readIdeaBrief('Appointment reminders by text for physiotherapy clinics').offering).toMatch(/reminders/);
  });

  it('reads a browser extension as software, and a bakery as a maker rather than a café', () => {
    expect(readIdeaBrief('A Chrome extension that checks contracts for freelance designers').business_model).toBe(
      'saas',
    );
    const bakery = readIdeaBrief('A Dutch bakery that delivers stroopwafels to offices in Utrecht');
    expect(bakery.business_model).toBe('manufacturing');
    expect(bakery.industry.code).toBe('311811');
  });
});
