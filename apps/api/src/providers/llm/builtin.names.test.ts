import { type TIdeaBrief, ZBusinessNameDraft } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { blendOf, draftBusinessNames, domainForName, nameTld } from './builtin.names';
import { BLEND_WORDS, HEADS, PREFIXES, SUFFIXES, TAILS, VERB_SUFFIX } from './builtin.names.lexicon';
import { isEnglishWord, isPronounceable, singularOf, verbOfGerund } from './builtin.names.words';
import type { TIdeaAnalysis } from './llm.provider';

type TIdea = {
  text: string;
  offering: string;
  customer: string;
  buyer?: 'b2b' | 'b2c';
  city?: string;
  country?: string;
  scope?: TIdeaBrief['scope'];
  family?: string;
};

const place = (city: string, country: string) => ({
  city,
  region: null,
  region_code: null,
  country: country,
  country_code: country,
});

function analysisOf(idea: TIdea, seed = 0): TIdeaAnalysis {
  const brief: TIdeaBrief = {
    offering: idea.offering,
    buyer: idea.buyer ?? 'b2c',
    customer: idea.customer,
    end_user: null,
    business_model: 'service',
    industry: { code: '81', label: 'services', family: idea.family ?? 'general' },
    places: idea.city && idea.country ? [place(idea.city, idea.country)] : [],
    scope: idea.scope ?? (idea.city ? 'local' : 'global'),
    currency: 'GBP',
    confidence: { offering: 0.9, buyer: 0.9, customer: 0.9, business_model: 0.9, industry: 0.9, places: 0.9 },
    corrected: [],
    assumptions: [],
  };
  const keyTerms = idea.offering.toLowerCase().split(' ');
  // A seed from the text, as the brief reader fixes one: different ideas, different choices.
  const textSeed = [...idea.text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return { text: idea.text, brief, keyTerms, seed: seed || textSeed };
}

/** Ideas written for these tests: many industries, places, buyers, and plenty of generic words. */
const IDEAS: TIdea[] = [
  {
    text: 'Mobile bike repair for commuters in Bristol',
    offering: 'bike repairs',
    customer: 'commuters',
    city: 'Bristol',
    country: 'GB',
  },
  { text: 'Handmade ceramic mugs sold online', offering: 'handmade ceramic mugs', customer: 'coffee lovers' },
  {
    text: 'Bookkeeping software for independent plumbers',
    offering: 'bookkeeping software',
    customer: 'independent plumbers',
    buyer: 'b2b',
  },
  {
    text: 'Dog grooming vans that come to your door in Munich',
    offering: 'dog grooming',
    customer: 'dog owners',
    city: 'Munich',
    country: 'DE',
  },
  {
    text: 'Yoga classes for pregnant women in Barcelona',
    offering: 'yoga classes',
    customer: 'pregnant women',
    city: 'Barcelona',
    country: 'ES',
  },
  { text: 'A subscription box of Japanese snacks for gamers', offering: 'Japanese snacks', customer: 'gamers' },
  {
    text: 'Drone inspections of solar panels for farms',
    offering: 'drone inspections',
    customer: 'farms',
    buyer: 'b2b',
  },
  {
    text: 'Maths tutoring for GCSE pupils in Leeds',
    offering: 'maths tutoring',
    customer: 'GCSE pupils',
    city: 'Leeds',
    country: 'GB',
  },
  { text: 'Renting camping gear to festival goers', offering: 'camping gear rental', customer: 'festival goers' },
  {
    text: 'A vegan bakery in Dublin',
    offering: 'vegan pastries',
    customer: 'local residents',
    city: 'Dublin',
    country: 'IE',
  },
  {
    text: 'A marketplace for wedding photographers in Lisbon',
    offering: 'wedding photography',
    customer: 'couples',
    city: 'Lisbon',
    country: 'PT',
  },
  { text: 'A swap service for second-hand baby clothes', offering: 'second-hand baby clothes', customer: 'parents' },
  {
    text: 'An AI assistant that writes grant applications for charities',
    offering: 'grant applications',
    customer: 'charities',
    buyer: 'b2b',
  },
  {
    text: 'Electric scooter sharing platform in Warsaw',
    offering: 'electric scooter sharing',
    customer: 'city residents',
    city: 'Warsaw',
    country: 'PL',
  },
  { text: 'A meal prep delivery service for athletes', offering: 'meal prep', customer: 'athletes' },
  {
    text: 'Coworking spaces for freelancers in Glasgow',
    offering: 'coworking desks',
    customer: 'freelancers',
    city: 'Glasgow',
    country: 'GB',
  },
  { text: 'A plant care app for people in small flats', offering: 'plant care', customer: 'flat dwellers' },
  {
    text: 'Home cleaning for elderly people in Manchester',
    offering: 'home cleaning',
    customer: 'elderly people',
    city: 'Manchester',
    country: 'GB',
  },
  {
    text: 'Craft beer subscription delivered around Hamburg',
    offering: 'craft beer',
    customer: 'beer lovers',
    city: 'Hamburg',
    country: 'DE',
  },
  {
    text: 'An app matching travellers with locals for language exchange',
    offering: 'language exchange',
    customer: 'travellers',
  },
  { text: 'Payroll platform for small restaurants', offering: 'payroll', customer: 'small restaurants', buyer: 'b2b' },
  { text: 'Sustainable sneakers made from recycled plastic', offering: 'recycled sneakers', customer: 'shoppers' },
  {
    text: 'Cat sitting marketplace in Paris',
    offering: 'cat sitting',
    customer: 'cat owners',
    city: 'Paris',
    country: 'FR',
  },
  { text: 'Online piano lessons for adult beginners', offering: 'piano lessons', customer: 'adult beginners' },
  {
    text: 'Car washing at office car parks in Birmingham',
    offering: 'car washing',
    customer: 'office workers',
    city: 'Birmingham',
    country: 'GB',
  },
  {
    text: 'Interior design consultations over video',
    offering: 'interior design consultations',
    customer: 'homeowners',
  },
  {
    text: 'Coding camps for kids in Austin',
    offering: 'coding camps',
    customer: 'parents',
    city: 'Austin',
    country: 'US',
  },
  {
    text: 'An organic coffee roastery selling to cafés in Melbourne',
    offering: 'organic coffee',
    customer: 'cafés',
    buyer: 'b2b',
    city: 'Melbourne',
    country: 'AU',
  },
  {
    text: 'Cybersecurity audits for dental clinics',
    offering: 'cybersecurity audits',
    customer: 'dental clinics',
    buyer: 'b2b',
  },
  {
    text: 'Event ticketing app for student societies',
    offering: 'event tickets',
    customer: 'student societies',
    buyer: 'b2b',
  },
  {
    text: 'Tyre fitting at home in Cardiff',
    offering: 'tyre fitting',
    customer: 'drivers',
    city: 'Cardiff',
    country: 'GB',
  },
  { text: 'Knitting kits and patterns for beginners', offering: 'knitting kits', customer: 'beginners' },
  {
    text: 'Physiotherapy for runners in Edinburgh',
    offering: 'physiotherapy',
    customer: 'runners',
    city: 'Edinburgh',
    country: 'GB',
  },
  { text: 'Insurance for freelance photographers', offering: 'insurance', customer: 'freelance photographers' },
  { text: 'Language lessons for expats', offering: 'language lessons', customer: 'expats' },
  { text: 'Delivering groceries to students', offering: 'groceries', customer: 'students' },
];

/** The idea's generic words: none may appear in a name. */
const GENERIC = [
  'service',
  'platform',
  'subscription',
  'delivery',
  'deliver',
  'online',
  'solution',
  'company',
  'business',
  'marketplace',
  'software',
  'website',
  'app',
];
const OFFENSIVE = ['fuck', 'shit', 'cunt', 'slut', 'whore', 'piss', 'dick', 'cock', 'wank', 'rape', 'porn', 'nazi'];
const LEXICON = new Set([...TAILS, ...BLEND_WORDS, ...HEADS].map((l) => l.word));

const ideaTokens = (idea: TIdea) =>
  `${idea.text} ${idea.offering} ${idea.customer}`
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** `stem` is a word of the idea as written, or its singular, or the verb of one of its "-ing" words. */
function isIdeaWord(stem: string, idea: TIdea): boolean {
  const forms = [stem, `${stem}s`, `${stem}es`, `${stem}ing`, `${stem.slice(0, -1)}ing`, `${stem}${stem.at(-1)}ing`];
  if (stem.endsWith('y')) forms.push(`${stem.slice(0, -1)}ies`);
  return ideaTokens(idea).some((token) => forms.includes(token));
}

/** A whole word: one of the idea's, a dictionary word, or one of the lexicon's. */
const isWholeWord = (part: string, idea: TIdea) =>
  part.length >= 2 && (isIdeaWord(part, idea) || isEnglishWord(part) || LEXICON.has(part));

const flat = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

function drafted(idea: TIdea) {
  return draftBusinessNames(analysisOf(idea)).business_names;
}

describe('brand names: valid, distinct, clean', () => {
  it.each(IDEAS.map((idea) => [idea.text, idea] as const))('%s', (_, idea) => {
    const draft = draftBusinessNames(analysisOf(idea));
    expect(ZBusinessNameDraft.safeParse(draft).success).toBe(true);
    const names = draft.business_names.map((n) => n.name);
    expect(new Set(names.map(flat)).size, names.join(', ')).toBe(names.length);
    for (const name of names) {
      const letters = flat(name);
      expect(letters.length, name).toBeGreaterThanOrEqual(4);
      expect(letters.length, name).toBeLessThanOrEqual(14);
      expect(letters, 'a doubled word').not.toMatch(/([a-z]{3,})\1/);
      for (const word of GENERIC) expect(letters.includes(word) && word !== 'app' ? word : null, name).toBeNull();
      expect(name.toLowerCase().split(' '), name).not.toContain('app');
      for (const part of OFFENSIVE) expect(letters, name).not.toContain(part);
    }
  });

  it('gives at least five names, most of them built on the idea’s own words, for ideas that have content words', () => {
    for (const idea of IDEAS) {
      const names = drafted(idea);
      expect(names.length, idea.text).toBeGreaterThanOrEqual(5);
      const grounded = names.filter((n) =>
        ideaTokens(idea).some(
          (token) => token.length >= 3 && flat(n.name).includes(token.slice(0, Math.max(3, token.length - 3))),
        ),
      );
      expect(grounded.length, `${idea.text}: ${names.map((n) => n.name).join(', ')}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('is the same for the same brief and seed, and changes its choices with the seed', () => {
    const idea = IDEAS[0]!;
    expect(draftBusinessNames(analysisOf(idea, 7))).toEqual(draftBusinessNames(analysisOf(idea, 7)));
    const bySeed = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(draftBusinessNames(analysisOf(idea, seed))));
    expect(new Set(bySeed).size).toBeGreaterThan(1);
  });

  it('still names an idea made only of generic words, without using any of them', () => {
    const idea = {
      text: 'An online subscription service app platform',
      offering: 'subscription service',
      customer: 'customers',
    };
    const names = drafted(idea);
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const n of names)
      for (const word of GENERIC) expect(flat(n.name).includes(word) && word !== 'app').toBe(false);
  });
});

describe('brand names: real word formation', () => {
  const suffixes = [...SUFFIXES, VERB_SUFFIX].map((s) => s.affix);
  const prefixes = PREFIXES.map((p) => p.affix);

  it('puts affixes only on whole words of the idea, never on a cut stem', () => {
    let affixed = 0;
    for (const idea of IDEAS) {
      for (const { name } of drafted(idea).filter((n) => n.style === 'affix')) {
        const word = flat(name);
        const stems = [
          ...suffixes.filter((s) => word.endsWith(s)).map((s) => word.slice(0, -s.length)),
          ...prefixes.filter((p) => word.startsWith(p)).map((p) => word.slice(p.length)),
        ];
        expect(
          stems.some((stem) => isIdeaWord(stem, idea)),
          `${name} for “${idea.text}”`,
        ).toBe(true);
        affixed += 1;
      }
    }
    expect(affixed).toBeGreaterThan(IDEAS.length);
  });

  it('never produces the broken stems the old generator did', () => {
    const all = IDEAS.flatMap((idea) => drafted(idea).map((n) => flat(n.name)));
    expect(all.filter((n) => /insuranc(?!e)|languag(?!e)|delivering|photograph(?!er|y)/.test(n))).toEqual([]);
  });

  it('makes compounds of two whole words', () => {
    for (const idea of IDEAS) {
      for (const { name } of drafted(idea).filter((n) => n.style === 'compound' && !n.name.includes(' '))) {
        const word = flat(name);
        const splits = [...Array(word.length - 2).keys()].map((i) => [word.slice(0, i + 2), word.slice(i + 2)]);
        expect(
          splits.some(([a, b]) => isWholeWord(a!, idea) && isWholeWord(b!, idea)),
          `${name} for “${idea.text}”`,
        ).toBe(true);
      }
    }
  });

  it('blends two whole words where they overlap, into a name English speakers can say', () => {
    let blends = 0;
    for (const idea of IDEAS) {
      for (const { name } of drafted(idea).filter((n) => n.style === 'blend')) {
        const word = flat(name);
        // Some word starts the name and another ends it, sharing at least one letter in the middle.
        const overlapping = [...Array(word.length).keys()].some((end) =>
          [...Array(end + 1).keys()].some(
            (start) =>
              start > 0 &&
              end < word.length &&
              isWholeWord(word.slice(0, end + 1), idea) &&
              isWholeWord(word.slice(start), idea),
          ),
        );
        expect(overlapping, `${name} for “${idea.text}”`).toBe(true);
        expect(isPronounceable(word), name).toBe(true);
        blends += 1;
      }
    }
    expect(blends).toBeGreaterThan(IDEAS.length / 2);
  });

  it('leads a local idea with its place and the thing it sells, as people search for it', () => {
    for (const idea of IDEAS.filter((i) => i.city)) {
      const local = drafted(idea).filter((n) => n.name.includes(' '));
      for (const { name } of local) {
        const [city, what] = name.split(' ');
        expect(city, name).toBe(idea.city);
        expect(isIdeaWord(singularOf(what!.toLowerCase()), idea), name).toBe(true);
      }
      if (local.length) expect(drafted(idea)[0]!.name).toBe(local[0]!.name);
    }
    const lessons = { text: 'Guitar lessons in Leeds', offering: 'guitar lessons', customer: 'adults' };
    expect(drafted({ ...lessons, city: 'Leeds', country: 'GB' })[0]!.name).toBe('Leeds Lessons');
    // A mass noun keeps its form; a global idea has no place name.
    const skincare = { text: 'Refillable skincare in Paris', offering: 'refillable skincare', customer: 'men' };
    expect(drafted({ ...skincare, city: 'Paris', country: 'FR' })[0]!.name).toBe('Paris Skincare');
    expect(drafted(skincare).some((n) => n.name.includes(' '))).toBe(false);
  });
});

describe('brand names: the word checks', () => {
  it('hears invented names the way an English reader would', () => {
    for (const good of [
      'Spotify',
      'Shopify',
      'Zillow',
      'Trello',
      'Klarna',
      'Monzo',
      'Ocado',
      'Gousto',
      'Pawander',
      'Walkwise',
    ]) {
      expect(isPronounceable(good), good).toBe(true);
    }
    for (const bad of ['Insurancwise', 'Languagkit', 'Xqzt', 'Strngth', 'Brrrr', 'Coffeeio', 'Lngkt', 'Aeiouly']) {
      expect(isPronounceable(bad), bad).toBe(false);
    }
    // Across a join only the end of the first word and the start of the second must be English.
    expect(isPronounceable('Deskstone')).toBe(false);
    expect(isPronounceable('Deskstone', [4])).toBe(true);
  });

  it('finds whole words: singulars the dictionary knows and the verbs inside "-ing" words', () => {
    expect(['chairs', 'bakeries', 'classes', 'lenses', 'courses', 'news', 'series'].map(singularOf)).toEqual([
      'chair',
      'bakery',
      'class',
      'lens',
      'course',
      'news',
      'series',
    ]);
    expect(['walking', 'baking', 'running', 'delivering', 'spring'].map(verbOfGerund)).toEqual([
      'walk',
      'bake',
      'run',
      'deliver',
      null,
    ]);
  });

  it('blends at a shared sound and refuses words that do not meet', () => {
    expect(blendOf('paw', 'wander')).toEqual({ name: 'pawander', shared: 'w' });
    expect(blendOf('expat', 'atlas')).toEqual({ name: 'expatlas', shared: 'at' });
    expect(blendOf('chair', 'chair')).toBeNull();
    expect(blendOf('dog', 'stone')).toBeNull();
    // One shared consonant after a long first word hides the first word ("workerally").
    expect(blendOf('worker', 'rally')).toBeNull();
  });
});

describe('brand names: domains', () => {
  const brief = (country: string | null, scope: TIdeaBrief['scope']) => ({
    places: country ? [place('Somewhere', country)] : [],
    scope,
  });

  it('uses the country tld the registrar sells for a local or national idea, else .com', () => {
    expect(nameTld(brief('GB', 'local'))).toBe('co.uk');
    expect(nameTld(brief('GB', 'national'))).toBe('co.uk');
    expect(nameTld(brief('DE', 'local'))).toBe('de');
    expect(nameTld(brief('GB', 'global'))).toBe('com');
    expect(nameTld(brief('FR', 'local'))).toBe('com');
    expect(nameTld(brief(null, 'global'))).toBe('com');
  });

  it('writes the domain from the name’s letters', () => {
    expect(domainForName('Cardiff Tyres', 'co.uk')).toBe('cardifftyres.co.uk');
    expect(domainForName('Pawander')).toBe('pawander.com');
  });
});
