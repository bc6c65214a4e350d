import {
  COUNTRIES,
  GENERAL_INDUSTRY,
  INDUSTRIES,
  type TIndustry,
  type TLocationContent,
  US_STATES,
} from '@launchpad/shared';
import nlp from 'compromise';

/**
 * What an idea is about, read from its own words with compromise (NLP): the key terms, the product,
 * the audience, the industry and the place. The offline generator writes every section from this; the
 * LLM adapter sends it along as context; recommendations are ranked by its terms.
 */
export type TIdeaAnalysis = {
  text: string;
  /** Distinct meaningful words of the idea, singular, lower case, most important first. */
  keyTerms: string[];
  /** The thing offered, e.g. "healthy vegan meal kits". */
  product: string;
  /** app, marketplace, subscription, platform, service, shop… */
  productType: string;
  /** What the business does, e.g. "deliver healthy vegan meal kits". */
  offering: string;
  /** Who it is for, e.g. "busy parents". */
  audience: string;
  industry: TIndustry;
  /** Further industries the idea touches (for recommendations). */
  industries: TIndustry[];
  location: TLocationContent;
  /** A number fixed by the idea's text: the generator's choices depend on it and nothing else. */
  seed: number;
};

const STOP = new Set(
  'a an the this that these those it its my our your their we i you they who which what idea startup business company app apps platform service services thing things way ways people person one ones lot lots kind kinds type types something someone everyone anyone place places time times day days year years use user users help world new good great best easy simple better more most other some any all each every online website site solution solutions product products customer customers'.split(
    ' ',
  ),
);

/** Last words that name who a product serves. */
const PEOPLE =
  /^(owners?|parents?|students?|freelancers?|workers?|professionals?|businesses|teams?|families|family|travell?ers?|patients?|seniors?|kids|children|teachers?|designers?|developers?|farmers?|restaurants?|shops?|retailers?|landlords?|tenants?|gamers?|athletes?|runners?|musicians?|artists?|creators?|founders?|startups?|women|men|people|commuters?|drivers?|residents?|homeowners?|employees?|nurses?|doctors?|clinics?|schools?|companies|brands?|sellers?|buyers?|fans?|hobbyists?|cyclists?|photographers?|writers?|couples?|millennials?|retirees?|carers?|mums?|dads?|pupils?|learners?|shoppers?|diners?|investors?|agencies|makers?|chefs?|coaches?|trainers?|gardeners?|collectors?|readers?|communities|organisations?|organizations?|charities|venues?|hotels?|cafes?|firms?|sme?s|smes|entrepreneurs?|consumers?|customers?|users?|members?|tourists?|visitors?|volunteers?|vets?|clubs?|players?|streamers?|podcasters?|accountants?|lawyers?|contractors?|tradespeople|plumbers?|electricians?|builders?|farms?|growers?|households?|homeowners?|landowners?|bakeries|pubs?|gyms?|studios?|salons?|practices|surgeries|dentists?|therapists?|nurseries|gardens?)$/i;

const PRODUCT_TYPES: [RegExp, string][] = [
  [/\bmarketplace\b|\bmatch(es|ing)?\b|\bconnect(s|ing)?\b|\bpeer[- ]to[- ]peer\b|\brent out\b/i, 'marketplace'],
  [/\bsubscription\b|\bbox\b|\bmembership\b/i, 'subscription'],
  [/\bsaas\b|\bsoftware\b|\bdashboard\b|\btool\b|\bassistant\b|\bai\b|\bplugin\b|\bapi\b/i, 'software'],
  [/\bapp\b|\bmobile\b/i, 'app'],
  [/\bshop\b|\bstore\b|\bbrand\b|\bboutique\b/i, 'shop'],
  [/\bcafe\b|\bcafé\b|\brestaurant\b|\bbar\b|\bstudio\b|\bgym\b|\bsalon\b/i, 'venue'],
  [/\bdevice\b|\bwearable\b|\bsensor\b|\bhardware\b|\bkit\b/i, 'product'],
  [/\bcourse\b|\bacademy\b|\bschool\b|\bbootcamp\b|\bclasses\b/i, 'course'],
  [/\bagency\b|\bconsult/i, 'agency'],
  [/\bplatform\b|\bnetwork\b|\bcommunity\b/i, 'platform'],
];

const CITIES: { name: string; country: string; state?: string }[] = [
  ['London', 'GB'],
  ['Manchester', 'GB'],
  ['Birmingham', 'GB'],
  ['Leeds', 'GB'],
  ['Glasgow', 'GB'],
  ['Edinburgh', 'GB'],
  ['Bristol', 'GB'],
  ['Liverpool', 'GB'],
  ['Cardiff', 'GB'],
  ['Belfast', 'GB'],
  ['Brighton', 'GB'],
  ['Oxford', 'GB'],
  ['Cambridge', 'GB'],
  ['Newcastle', 'GB'],
  ['Sheffield', 'GB'],
  ['Nottingham', 'GB'],
  ['Dublin', 'IE'],
  ['Cork', 'IE'],
  ['Paris', 'FR'],
  ['Lyon', 'FR'],
  ['Berlin', 'DE'],
  ['Munich', 'DE'],
  ['Hamburg', 'DE'],
  ['Amsterdam', 'NL'],
  ['Rotterdam', 'NL'],
  ['Madrid', 'ES'],
  ['Barcelona', 'ES'],
  ['Lisbon', 'PT'],
  ['Porto', 'PT'],
  ['Rome', 'IT'],
  ['Milan', 'IT'],
  ['Vienna', 'AT'],
  ['Zurich', 'CH'],
  ['Geneva', 'CH'],
  ['Brussels', 'BE'],
  ['Warsaw', 'PL'],
  ['Krakow', 'PL'],
  ['Prague', 'CZ'],
  ['Copenhagen', 'DK'],
  ['Helsinki', 'FI'],
  ['Tallinn', 'EE'],
  ['Athens', 'GR'],
  ['Valletta', 'MT'],
  ['Hong Kong', 'HK'],
].map(([name, country]) => ({ name: name as string, country: country as string }));

const US_CITIES: { name: string; country: string; state: string }[] = [
  ['New York', 'NY'],
  ['San Francisco', 'CA'],
  ['Los Angeles', 'CA'],
  ['Austin', 'TX'],
  ['Chicago', 'IL'],
  ['Boston', 'MA'],
  ['Seattle', 'WA'],
  ['Miami', 'FL'],
  ['Denver', 'CO'],
  ['Atlanta', 'GA'],
  ['Portland', 'OR'],
].map(([name, state]) => ({ name: name as string, country: 'US', state: state as string }));

const COUNTRY_ALIASES: [RegExp, string][] = [
  [/\b(uk|u\.k\.|britain|great britain|england|scotland|wales|northern ireland)\b/i, 'GB'],
  [/\b(usa|u\.s\.a?\.|america|the us|the states)\b/i, 'US'],
];

const GLOBAL = /\b(global(ly)?|worldwide|international(ly)?|anywhere|remote-first|online|across the world)\b/i;

/** FNV-1a: the same text always gives the same seed. */
export function hashText(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const escapeRe = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasWord = (text: string, word: string) => new RegExp(`\\b${escapeRe(word)}s?\\b`, 'i').test(text);

function findLocation(text: string): TLocationContent {
  const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? null;
  const formation = (code: string | null) => (code && COUNTRIES.some((c) => c.code === code) ? code : 'GB');
  for (const city of [...US_CITIES, ...CITIES]) {
    if (hasWord(text, city.name)) {
      return {
        location: city.name,
        city: city.name,
        country: countryName(city.country),
        country_code: city.country,
        state_code: 'state' in city ? (city.state as string) : null,
        scope: 'local',
        formation_country_code: formation(city.country),
      };
    }
  }
  for (const state of US_STATES) {
    if (state.name !== 'Georgia' && hasWord(text, state.name)) {
      return {
        location: state.name,
        city: null,
        country: 'United States',
        country_code: 'US',
        state_code: state.code,
        scope: 'local',
        formation_country_code: 'US',
      };
    }
  }
  const country =
    COUNTRIES.find((c) => hasWord(text, c.name)) ??
    COUNTRIES.find((c) => COUNTRY_ALIASES.some(([re, code]) => code === c.code && re.test(text)));
  if (country) {
    return {
      location: country.name,
      city: null,
      country: country.name,
      country_code: country.code,
      state_code: null,
      scope: 'national',
      formation_country_code: formation(country.code),
    };
  }
  return {
    location: null,
    city: null,
    country: null,
    country_code: null,
    state_code: null,
    scope: GLOBAL.test(text) ? 'global' : 'national',
    formation_country_code: 'GB',
  };
}

/** Industries by how many of their words the idea uses (`words` may repeat a word to weight it). */
function scoreIndustries(words: string[], text: string): TIndustry[] {
  const scored = INDUSTRIES.map((industry) => {
    let score = 0;
    for (const word of industry.words) {
      if (word.includes(' ')) score += text.toLowerCase().includes(word) ? 1 : 0;
      else
        score +=
          words.filter((w) => w === word).length > 0 ? 1 + (words.filter((w) => w === word).length > 2 ? 1 : 0) : 0;
    }
    return { industry, score };
  }).filter((entry) => entry.score > 0);
  scored.sort((a, b) => b.score - a.score || INDUSTRIES.indexOf(a.industry) - INDUSTRIES.indexOf(b.industry));
  return scored.map((entry) => entry.industry);
}

const clean = (phrase: string) =>
  phrase
    .replace(/^(a|an|the|our|my|your|their|some|any|all)\s+/i, '')
    .replace(/[^\p{L}\p{N}\s'&-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Read an idea. Pure and deterministic: the same text always gives the same analysis. */
export function analyseIdea(rawText: string): TIdeaAnalysis {
  const text = rawText.replace(/\s+/g, ' ').trim();
  const doc = nlp(text);
  const location = findLocation(text);
  const placeWords = new Set(
    (location.location ?? '')
      .toLowerCase()
      .split(' ')
      .concat((location.country ?? '').toLowerCase().split(' ')),
  );

  const phrases = (doc.nouns().out('array') as string[]).map(clean).filter(Boolean);
  // The audience: a noun phrase naming people, best one the idea serves ("for busy parents").
  const people = phrases
    .map((phrase) => phrase.split(' ').slice(-4).join(' '))
    .filter((phrase) => PEOPLE.test(phrase.split(' ').at(-1) ?? '') && !placeWords.has(phrase.toLowerCase()));
  const served = people.find((phrase) =>
    new RegExp(
      `\\b(for|to|with|between|among|help|helps|helping|connects?|matches)\\s+(\\S+\\s+){0,3}${escapeRe(phrase)}`,
      'i',
    ).test(text),
  );
  const audiencePhrase = served ?? people.find((phrase) => phrase !== phrases[0]);

  // Singular nouns (and the adjectives that qualify them) in order of appearance.
  const terms: string[] = [];
  const push = (word: string) => {
    const w = word.toLowerCase().replace(/[^a-z0-9-]/g, '');
    if ((w.length < 3 && w !== 'ai') || STOP.has(w) || placeWords.has(w) || terms.includes(w)) return;
    terms.push(w);
  };
  const termJson = doc.terms().json() as { terms: { text: string; normal: string; tags: string[] }[] }[];
  for (const entry of termJson) {
    const term = entry.terms[0];
    if (!term) continue;
    const tags = new Set(term.tags);
    if (tags.has('Noun') && !tags.has('Pronoun') && !tags.has('Place') && !tags.has('ProperNoun')) {
      const singular = tags.has('Plural') ? nlp(term.normal).nouns().toSingular().text() || term.normal : term.normal;
      push(singular.length > 3 && /[^s]s$/.test(singular) ? singular.slice(0, -1) : singular);
    } else if (
      tags.has('Adjective') &&
      !/^(busy|new|good|great|easy|simple|best|better|local|other|many|more|own|first|small|big|large|each|trusted|same)$/i.test(
        term.normal,
      )
    ) {
      push(term.normal);
    }
  }
  const lowerWords = text.toLowerCase().match(/[a-z0-9-]+/g) ?? [];
  const singularWords = lowerWords.map((w) =>
    w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w,
  );
  if (terms.length === 0) for (const w of singularWords) push(w);

  const productType = PRODUCT_TYPES.find(([re]) => re.test(text))?.[1] ?? 'service';
  // The product: the noun phrase with most key terms that is neither the audience nor the place.
  const weight = (phrase: string) =>
    phrase
      .toLowerCase()
      .split(' ')
      .filter((w) => terms.includes(w) || terms.includes(w.replace(/s$/, ''))).length -
    (/\b(marketplace|app|platform|subscription|service|software|tool|website)\b/i.test(phrase) ? 0.5 : 0);
  const productPhrase =
    phrases
      .filter((phrase) => phrase !== audiencePhrase && !placeWords.has(phrase.toLowerCase()))
      .filter((phrase) => !PEOPLE.test(phrase.split(' ').at(-1) ?? '') || phrase === phrases[0])
      .filter((phrase) => weight(phrase) > 0 && !/^(app|platform|service|business|startup|company|idea)$/i.test(phrase))
      .sort((a, b) => weight(b) - weight(a) || b.split(' ').length - a.split(' ').length)[0] ||
    terms.slice(0, 2).join(' ');
  // Words of the product count twice towards its industry.
  const productWords = productPhrase
    .toLowerCase()
    .split(' ')
    .map((w) => w.replace(/([^s])s$/, '$1'));
  const industries = scoreIndustries([...singularWords, ...terms, ...productWords, ...productWords], text);
  const industry = industries[0] ?? GENERAL_INDUSTRY;
  const product = (productPhrase || industry.label).toLowerCase().split(' ').slice(-5).join(' ');

  const verb = (doc.verbs().toInfinitive().out('array') as string[])
    .map((v) => v.toLowerCase().replace(/^(will|can|to|not)\s+/, ''))
    .find((v) => !/^(is|are|be|was|were|have|has|do|does|want|wants|need|needs|let|lets|make|makes|get|gets)$/.test(v));
  const offering = verb && !product.startsWith(verb) ? `${verb} ${product}` : `offer ${product}`;

  const audience = (audiencePhrase ?? industry.audience).toLowerCase();
  const keyTerms = terms.slice(0, 10);
  return {
    text,
    keyTerms: keyTerms.length ? keyTerms : [industry.key],
    product,
    productType,
    offering,
    audience,
    industry,
    industries: industries.length ? industries : [GENERAL_INDUSTRY],
    location,
    seed: hashText(text.toLowerCase()),
  };
}
