import { familyByKey, INDUSTRY_CATALOGUE } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { classifyIndustry, explainIndustry, industryTermsOf, stem } from './industry';

// Each idea as the brief reader hands it over: the whole text, the offering (what is sold) and the
// customer. The expectation is a family, or a NAICS prefix where the industry itself matters.
type TCase = { text: string; offering: string; customer?: string; family?: string; naics?: string };

const IDEAS: TCase[] = [
  // food and drink
  {
    text: 'A sourdough micro-bakery selling loaves by pre-order in Norwich',
    offering: 'sourdough loaves',
    customer: 'local households',
    naics: '3118',
  },
  {
    text: 'Neighbourhood coffee shop with a co-working corner',
    offering: 'coffee shop',
    customer: 'remote workers',
    naics: '722515',
  },
  {
    text: 'A taco truck that parks outside office parks at lunchtime',
    offering: 'taco truck',
    customer: 'office workers',
    family: 'food-service',
  },
  {
    text: 'Private chef and event catering for weddings in Provence',
    offering: 'event catering',
    customer: 'couples getting married',
    naics: '72232',
  },
  {
    text: 'Small-batch hot sauce brand sold to delis and online',
    offering: 'hot sauce',
    customer: 'food lovers',
    family: 'food-drink-brands',
  },
  {
    text: 'Weekly box of high-protein ready meals for gym-goers',
    offering: 'high-protein ready meals',
    customer: 'gym-goers',
    family: 'grocery-delivery',
  },
  {
    text: 'Zero-waste refill grocery with bulk pasta, grains and oils',
    offering: 'refill grocery',
    customer: 'eco-conscious shoppers',
    family: 'food-retail',
  },
  {
    text: 'Alcohol-free craft beer brewed in Bristol',
    offering: 'alcohol-free craft beer',
    customer: 'drinkers cutting down',
    naics: '31212',
  },
  // retail and goods
  {
    text: 'Online shop for refurbished smartphones with a two-year warranty',
    offering: 'refurbished smartphones',
    customer: 'budget-conscious buyers',
    naics: '4492',
  },
  {
    text: 'A vintage clothing store on Depop and a market stall in Leeds',
    offering: 'vintage clothing',
    customer: 'students',
    naics: '45951',
  },
  {
    text: 'Handmade ceramic tableware made in a Cornish studio',
    offering: 'handmade ceramic tableware',
    customer: 'home cooks',
    naics: '32711',
  },
  {
    text: 'Modular sofas delivered flat-packed in two days',
    offering: 'modular sofas',
    customer: 'renters in small flats',
    family: 'furniture-and-home-goods',
  },
  {
    text: 'Sustainable activewear made from recycled ocean plastic',
    offering: 'sustainable activewear',
    customer: 'women who run',
    family: 'fashion',
  },
  {
    text: 'Vegan skincare line for sensitive skin',
    offering: 'vegan skincare',
    customer: 'people with eczema',
    family: 'beauty',
  },
  // services to people
  {
    text: 'A mobile barber who visits offices and care homes',
    offering: 'mobile barber',
    customer: 'office workers',
    naics: '81211',
  },
  {
    text: 'Doggy daycare with live webcam in a converted warehouse',
    offering: 'doggy daycare',
    customer: 'dog owners',
    family: 'pet-care',
  },
  {
    text: 'Weekend babysitting by vetted university students',
    offering: 'babysitting',
    customer: 'parents',
    family: 'childcare',
  },
  {
    text: 'Wedding planning for couples marrying abroad',
    offering: 'wedding planning',
    customer: 'couples',
    naics: '8129',
  },
  {
    text: 'Laundry pickup and ironing for busy households',
    offering: 'laundry pickup and ironing',
    customer: 'busy households',
    naics: '81232',
  },
  {
    text: 'Boutique pilates studio with reformer classes',
    offering: 'reformer pilates classes',
    customer: 'women over forty',
    family: 'fitness',
  },
  // health and care
  {
    text: 'Video physiotherapy for runners recovering from knee injuries',
    offering: 'video physiotherapy',
    customer: 'injured runners',
    naics: '62134',
  },
  {
    text: 'Couples counselling sessions online in Spanish',
    offering: 'couples counselling',
    customer: 'couples',
    family: 'mental-health',
  },
  {
    text: 'Home care visits for elderly people living alone',
    offering: 'home care visits',
    customer: 'families of elderly people',
    family: 'health-practice',
  },
  {
    text: 'Invisible aligners ordered from a dental clinic chain',
    offering: 'clear aligners',
    customer: 'adults with crooked teeth',
    naics: '62121',
  },
  // education
  {
    text: 'One-to-one online maths tutoring for GCSE pupils',
    offering: 'online maths tutoring',
    customer: 'parents of teenagers',
    naics: '611691',
  },
  {
    text: 'Evening data analytics course for people changing careers',
    offering: 'data analytics course',
    customer: 'career changers',
    family: 'adult-training-and-courses',
  },
  {
    text: 'Phishing awareness training for staff at veterinary practices',
    offering: 'phishing awareness training',
    customer: 'veterinary practices',
    family: 'adult-training-and-courses',
  },
  {
    text: 'Spanish lessons over video with native teachers',
    offering: 'spanish lessons',
    customer: 'adult learners',
    naics: '61163',
  },
  {
    text: 'Driving lessons in electric cars',
    offering: 'driving lessons',
    customer: 'learner drivers',
    naics: '611692',
  },
  // software and technology
  {
    text: 'Rota and shift-swap software for care homes',
    offering: 'rota software',
    customer: 'care homes',
    family: 'software-saas',
  },
  {
    text: 'Inventory management SaaS for independent bike shops',
    offering: 'inventory management saas',
    customer: 'independent bike shops',
    family: 'software-saas',
  },
  {
    text: 'We build custom Shopify apps and integrations for brands',
    offering: 'custom shopify app development',
    customer: 'ecommerce brands',
    family: 'it-services',
  },
  {
    text: 'Managed cybersecurity and IT support for law firms',
    offering: 'managed it support',
    customer: 'law firms',
    family: 'it-services',
  },
  {
    text: 'A cosy puzzle video game about tending a lighthouse',
    offering: 'puzzle video game',
    customer: 'casual gamers',
    family: 'gaming',
  },
  // money and property
  {
    text: 'Invoice financing for freelancers waiting on late payments',
    offering: 'invoice financing',
    customer: 'freelancers',
    family: 'fintech',
  },
  {
    text: 'Pet insurance that pays vets directly',
    offering: 'pet insurance',
    customer: 'dog and cat owners',
    family: 'insurance',
  },
  {
    text: 'A coworking space for parents with a quiet room and a crèche next door',
    offering: 'coworking space',
    customer: 'working parents',
    naics: '53112',
  },
  {
    text: 'Letting and management of student houses in Nottingham',
    offering: 'student house lettings',
    customer: 'students',
    family: 'real-estate-letting',
  },
  // trades, logistics, mobility, other
  {
    text: 'Heat pump installation for older terraced houses',
    offering: 'heat pump installation',
    customer: 'homeowners',
    naics: '23822',
  },
  {
    text: 'End-of-tenancy deep cleaning booked online',
    offering: 'end of tenancy cleaning',
    customer: 'tenants and letting agents',
    naics: '56172',
  },
  {
    text: 'Same-day courier network using electric cargo bikes for pharmacies',
    offering: 'same-day courier',
    customer: 'pharmacies',
    family: 'logistics-courier',
  },
  {
    text: 'Airport transfers in electric chauffeur-driven cars',
    offering: 'airport transfers',
    customer: 'business travellers',
    family: 'mobility-transport',
  },
  {
    text: 'Hiring out party tents, tables and chairs for garden parties',
    offering: 'party tent and furniture hire',
    customer: 'hosts of garden parties',
    family: 'rental-leasing',
  },
  {
    text: 'Glamping pods on a working farm in Wales',
    offering: 'glamping pods',
    customer: 'city families',
    family: 'travel-accommodation',
  },
  {
    text: 'Phone screen repair while you wait at train stations',
    offering: 'phone screen repair',
    customer: 'commuters',
    family: 'repair-and-maintenance',
  },
  {
    text: 'Recruitment agency placing chefs in hotel kitchens',
    offering: 'chef recruitment',
    customer: 'hotels',
    family: 'staffing-recruitment',
  },
  {
    text: 'CCTV and alarm installation for small shops',
    offering: 'cctv and alarm installation',
    customer: 'small shops',
    family: 'security',
  },
  {
    text: 'Microgreens grown in shipping containers for restaurants',
    offering: 'microgreens',
    customer: 'restaurants',
    family: 'agriculture',
  },
  {
    text: 'Carbon footprint reports for small manufacturers',
    offering: 'carbon footprint reports',
    customer: 'small manufacturers',
    family: 'energy-cleantech',
  },
  {
    text: 'Bookkeeping and VAT returns for sole traders',
    offering: 'bookkeeping',
    customer: 'sole traders',
    family: 'professional-services',
  },
  {
    text: 'Social media management and paid ads for dentists',
    offering: 'social media marketing',
    customer: 'dentists',
    family: 'marketing-agency',
  },
  {
    text: 'A podcast about the history of football clubs',
    offering: 'podcast',
    customer: 'football fans',
    family: 'media-content',
  },
  {
    text: 'Escape rooms themed on local history',
    offering: 'escape rooms',
    customer: 'groups of friends',
    naics: '713',
  },
];

describe('industry classifier: founder ideas', () => {
  it.each(IDEAS)('$text', ({ text, offering, customer, family, naics }) => {
    const result = classifyIndustry({ text, offering, customer });
    const got = `${result.entry.code} ${result.entry.family} (${result.entry.label})`;
    if (family) expect(result.entry.family, got).toBe(family);
    if (naics) expect(result.entry.code.startsWith(naics), got).toBe(true);
    expect(result.confidence).toBeGreaterThan(0.4);
  });

  it('reads at least nine in ten ideas right across the list', () => {
    const right = IDEAS.filter(({ text, offering, customer, family, naics }) => {
      const { entry } = classifyIndustry({ text, offering, customer });
      return (!family || entry.family === family) && (!naics || entry.code.startsWith(naics));
    });
    expect(right.length / IDEAS.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('industry classifier: weighing the evidence', () => {
  it('decides by what is sold, not by who buys it', () => {
    const training = classifyIndustry({
      text: 'Fire safety training for nurseries',
      offering: 'fire safety training',
      customer: 'nurseries',
    });
    expect(training.entry.family).toBe('adult-training-and-courses');
    const nursery = classifyIndustry({
      text: 'An outdoor nursery for toddlers',
      offering: 'outdoor nursery',
      customer: 'parents of toddlers',
    });
    expect(nursery.entry.family).toBe('childcare');
  });

  it('reads a unit of what is sold (time, hours, slots) as saying nothing of the trade', () => {
    const studio = classifyIndustry({
      text: 'Recording studio time for rappers in Leeds, sold by the hour',
      offering: 'recording studio time',
      customer: 'rappers',
    });
    expect(studio.entry.code).toBe('512240');
  });

  it('lets the head noun of the offering outweigh its modifiers', () => {
    const repair = classifyIndustry({
      text: 'Bike repair at your door',
      offering: 'bike repair',
      customer: 'commuters',
    });
    expect(repair.entry.family).toBe('repair-and-maintenance');
    const rental = classifyIndustry({
      text: 'E-bike rental for tourists',
      offering: 'e-bike rental',
      customer: 'tourists',
    });
    expect(rental.entry.family).toBe('rental-leasing');
  });

  it('gives generic words such as app, online, delivery and subscription almost no weight', () => {
    const app = classifyIndustry({
      text: 'An online subscription app with delivery',
      offering: 'subscription app',
      customer: 'people',
    });
    expect(app.confidence).toBeLessThan(0.4);
    const withNoun = classifyIndustry({
      text: 'A subscription app for houseplants with delivery',
      offering: 'houseplants',
      customer: 'renters',
    });
    expect(withNoun.entry.code).toBe('444240');
  });

  it('falls back to a general entry with low confidence when nothing points to an industry', () => {
    const consumer = classifyIndustry({ text: 'Something to make people happier', offering: '', customer: 'people' });
    expect(familyByKey(consumer.entry.family).key).toBe('general');
    expect(consumer.confidence).toBeLessThan(0.4);
    const business = classifyIndustry({ text: 'A better way of working', offering: '', customer: 'small businesses' });
    expect(business.entry.family).toBe('general');
    expect(business.confidence).toBeLessThan(0.4);
  });

  it('matches singular and plural, -ing and -er forms alike', () => {
    const walkers = classifyIndustry({
      text: 'Vetted dog walkers on call',
      offering: 'dog walkers',
      customer: 'dog owners',
    });
    const walking = classifyIndustry({ text: 'Dog walking on call', offering: 'dog walking', customer: 'dog owners' });
    expect(walkers.entry.code).toBe('812910');
    expect(walking.entry.code).toBe('812910');
    expect(stem('bakeries')).toBe(stem('bakery'));
    expect(stem('cleaners')).toBe(stem('cleaning'));
  });

  it('is more confident when the idea is clear than when it is vague', () => {
    const clear = classifyIndustry({
      text: 'A specialty coffee roastery',
      offering: 'specialty coffee roastery',
      customer: 'cafes',
    });
    const vague = classifyIndustry({ text: 'Something with coffee maybe', offering: 'something', customer: 'people' });
    expect(clear.confidence).toBeGreaterThan(vague.confidence);
  });

  it('is deterministic and names runners-up other than the winner', () => {
    // Two readings: lessons (instruction) and board rental.
    const input = {
      text: 'Surf lessons and board hire',
      offering: 'surf lessons and board hire',
      customer: 'tourists',
    };
    const first = classifyIndustry(input);
    expect(classifyIndustry(input)).toEqual(first);
    expect(first.runnersUp.length).toBeGreaterThan(0);
    expect(first.runnersUp.map((entry) => entry.code)).not.toContain(first.entry.code);
  });

  it('lists the terms of an industry of the catalogue', () => {
    expect(industryTermsOf('812910')).toContain('dog walking');
    expect(industryTermsOf('000000')).toEqual([]);
    expect(INDUSTRY_CATALOGUE.some((entry) => entry.code === '812910')).toBe(true);
  });
});

// Ideas whose offering names an activity performed on goods, several items, or a business form.
const ACTIVITY_IDEAS: TCase[] = [
  // the activity is the head: tours, stays, storage, installation, cleaning, training, haulage, repair
  {
    text: 'Chocolate factory tours for school groups',
    offering: 'chocolate factory tours',
    customer: 'school groups',
    family: 'travel-accommodation',
  },
  {
    text: 'Cheese tasting tours of alpine dairies',
    offering: 'cheese tasting tours',
    customer: 'visitors',
    family: 'travel-accommodation',
  },
  {
    text: 'Treehouse stays in the forest for city families',
    offering: 'treehouse stays',
    customer: 'city families',
    naics: '7211',
  },
  {
    text: 'Lakeside cabin stays for remote workers',
    offering: 'lakeside cabin stays',
    customer: 'remote workers',
    naics: '7211',
  },
  {
    text: 'Solar panel installation for farms',
    offering: 'solar panel installation',
    customer: 'farms',
    naics: '2382',
  },
  {
    text: 'Carpet cleaning for holiday lets',
    offering: 'carpet cleaning',
    customer: 'holiday let owners',
    naics: '561740',
  },
  {
    text: 'Forklift training for warehouse staff',
    offering: 'forklift training',
    customer: 'warehouse staff',
    naics: '6114',
  },
  {
    text: 'Cybersecurity training for law firms',
    offering: 'cybersecurity training',
    customer: 'law firms',
    naics: '6114',
  },
  { text: 'Timber haulage from forests to sawmills', offering: 'timber haulage', customer: 'sawmills', naics: '4841' },
  {
    text: 'Livestock haulage for hill farmers',
    offering: 'livestock haulage',
    customer: 'hill farmers',
    naics: '4841',
  },
  {
    text: 'Furniture storage while you move house',
    offering: 'furniture storage',
    customer: 'people moving house',
    family: 'logistics-courier',
  },
  // the idea wraps an activity around what it names
  { text: 'Vintage watch repair by post', offering: 'vintage watch', customer: 'collectors', naics: '811490' },
  {
    text: 'Monthly rental of baby strollers and car seats for visiting families',
    offering: 'baby strollers and car seats',
    customer: 'visiting families',
    family: 'rental-leasing',
  },
  {
    text: 'Hire of marquees and tables for garden parties',
    offering: 'marquees and tables',
    customer: 'party hosts',
    naics: '5322',
  },
  // several items: the first one leads, the others still count
  {
    text: 'Laptop repair and data recovery for students',
    offering: 'laptop repair and data recovery',
    customer: 'students',
    naics: '811210',
  },
  {
    text: 'Window cleaning and gutter clearing for homeowners',
    offering: 'window cleaning and gutter clearing',
    customer: 'homeowners',
    family: 'property-services',
  },
  {
    text: 'Swimming lessons and pool parties for children',
    offering: 'swimming lessons and pool parties',
    customer: 'children',
    naics: '6116',
  },
  {
    text: 'Piano lessons and sheet music for adult beginners',
    offering: 'piano lessons and sheet music',
    customer: 'adult beginners',
    naics: '611610',
  },
  {
    text: 'Dog grooming and dog walking in Leeds',
    offering: 'dog grooming and dog walking',
    customer: 'dog owners',
    naics: '812910',
  },
  // renting out a place is running it; renting goods is rental
  {
    text: 'Football pitch rental for five-a-side leagues',
    offering: 'football pitch rental',
    customer: 'amateur teams',
    naics: '7139',
  },
  {
    text: 'Wedding venue hire in a converted barn',
    offering: 'wedding venue hire',
    customer: 'couples',
    family: 'events-entertainment',
  },
  { text: 'Camera rental for film students', offering: 'camera rental', customer: 'film students', naics: '532' },
  // a business form names the trade even when the offering names its output
  { text: 'Design studio making logos for startups', offering: 'logos', customer: 'startups', naics: '54143' },
  { text: 'Recruitment agency placing chefs in hotels', offering: 'chefs', customer: 'hotels', naics: '56131' },
  {
    text: 'Yoga studio offering prenatal classes',
    offering: 'prenatal classes',
    customer: 'expectant mothers',
    family: 'fitness',
  },
  // a bare word and an agent noun sharing a stem ("produce", "producer") decide little
  {
    text: 'Farm-fresh produce boxes delivered weekly',
    offering: 'farm-fresh produce boxes',
    customer: 'households',
    family: 'food-retail',
  },
];

describe('industry classifier: activities, several items and business forms', () => {
  it.each(ACTIVITY_IDEAS)('$text', ({ text, offering, customer, family, naics }) => {
    const result = classifyIndustry({ text, offering, customer });
    const got = `${result.entry.code} ${result.entry.family} (${result.entry.label})`;
    if (family) expect(result.entry.family, got).toBe(family);
    if (naics) expect(result.entry.code.startsWith(naics), got).toBe(true);
  });

  it('reads an activity on goods as the activity, not the goods', () => {
    const tours = classifyIndustry({
      text: 'Gin distillery tours',
      offering: 'gin distillery tours',
      customer: 'visitors',
    });
    const gin = classifyIndustry({
      text: 'Small-batch gin distillery',
      offering: 'small-batch gin distillery',
      customer: 'bars',
    });
    expect(tours.entry.family).toBe('travel-accommodation');
    expect(gin.entry.code.startsWith('3121')).toBe(true);
  });

  it('does not let a stem shared by a bare word and an agent noun decide the industry', () => {
    const produce = explainIndustry({ text: 'Fresh produce', offering: 'fresh produce', customer: 'households' }, 1);
    expect(produce[0]?.code).not.toBe('711510');
  });

  it('names as runners-up only industries with a fair share of the evidence', () => {
    const input = {
      text: 'Dog grooming and dog walking',
      offering: 'dog grooming and dog walking',
      customer: 'dog owners',
    };
    const clear = classifyIndustry(input);
    const explained = explainIndustry(input, 5);
    expect(explained[0]?.code).toBe(clear.entry.code);
    expect(explained[0]?.evidence.some((word) => word.startsWith('groom'))).toBe(true);
    // Other industries know "dog", far behind: they are not offered as another reading.
    expect(explained.length).toBeGreaterThan(1);
    expect(clear.runnersUp).toEqual([]);
  });
});

// The trade sits before a word naming the business's form ("roofing firms", "noodle stalls"), and a
// platform with no trade of its own takes the trade of the people it serves.
const FORM_AND_PLATFORM_IDEAS: TCase[] = [
  { text: 'Invoicing help for roofing firms', offering: 'roofing firms', customer: 'roofers', naics: '2381' },
  { text: 'Noodle stalls at weekend night markets', offering: 'noodle stalls', customer: 'shoppers', naics: '72233' },
  { text: 'A hearing clinic for older people', offering: 'hearing clinic', customer: 'older people', naics: '621' },
  { text: 'A snowboard fitting studio', offering: 'snowboard boot fitting studio', customer: 'riders', naics: '4591' },
  {
    text: 'Marketplace for freelance piano teachers',
    offering: 'marketplace',
    customer: 'freelance piano teachers',
    naics: '6116',
  },
  {
    text: 'Secondhand pallet and shipping container trading for exporters',
    offering: 'secondhand shipping container trading',
    customer: 'exporters',
    naics: '4238',
  },
  {
    text: 'Digital freight matching for hauliers and shippers',
    offering: 'digital freight matching',
    customer: 'hauliers',
    naics: '4885',
  },
  {
    text: 'Guided walking tours of street art',
    offering: 'guided walking tours',
    customer: 'visitors',
    naics: '5615',
  },
];

describe('industry classifier: business forms and platforms', () => {
  it.each(FORM_AND_PLATFORM_IDEAS)('$text', ({ text, offering, customer, family, naics }) => {
    const result = classifyIndustry({ text, offering, customer });
    const got = `${result.entry.code} ${result.entry.family} (${result.entry.label})`;
    if (family) expect(result.entry.family, got).toBe(family);
    if (naics) expect(result.entry.code.startsWith(naics), got).toBe(true);
  });

  it('reads a plural clinic as a clinic', () => {
    expect(stem('clinics')).toBe(stem('clinic'));
    const dental = classifyIndustry({ text: 'dental clinics', offering: 'dental clinics' });
    expect(dental.entry.code).toBe('621210');
  });

  it('keeps the business form when nothing else names the trade', () => {
    const studio = classifyIndustry({ text: 'A recording studio', offering: 'recording studio' });
    expect(studio.entry.code).toBe('512240');
  });
});
