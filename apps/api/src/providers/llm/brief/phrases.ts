import type { TBriefPlace, TBuyerType } from '@launchpad/shared';
import { CONSUMERS, FORM_WORDS, FUNCTION_WORDS, OFFER_VERBS, ORGANISATIONS, PHRASE_END } from './idea-words';
import { type TToken, brokenBetween, phraseText, plain, singular } from './tokens';

// The parts of an idea's sentence the brief is built from: who pays (and who uses it), and the noun
// phrase of what is sold. Rules of English phrasing, not lists of ideas. No I/O.

/** People buying for themselves ("remote workers", "teenagers"). */
const isPerson = (word: string) => CONSUMERS.has(word) || CONSUMERS.has(singular(word));

/** An acronym naming a kind of buyer: "GPs", "SMEs", "CFOs". */
const isAcronymBuyer = (token: TToken) => /^[A-Z]{2,5}s$/.test(token.text);

/** Loanwords for a shop or workshop: "tortillería", "panadería", "boulangerie", "fromagerie". */
const SHOP_LOANWORD = /\p{L}{3,}(?:er[ií]as?|erie)$/u;
const NOT_SHOPS = /^(criteria|bacteria|hysteria|listeria|wisteria|lingerie|camaraderie|reverie|coterie|menagerie)$/;

/** Compounds ending in an organisation: "housebuilders", "shipbuilders", "homebuilders". */
const ORGANISATION_COMPOUND =
  /^(\p{L}{3,}?)(builders?|makers?|growers?|brewers?|producers?|suppliers?|factories|mills?|farms?)$/u;

/** A word for an organisation, as written, in the singular, as a loanword for a shop or as a compound. */
export const isOrganisationWord = (word: string) =>
  !CONSUMERS.has(word) &&
  (ORGANISATIONS.has(word) ||
    ORGANISATIONS.has(singular(word)) ||
    (SHOP_LOANWORD.test(word) && !NOT_SHOPS.test(word)) ||
    (ORGANISATION_COMPOUND.test(word) && !/^home/.test(word)));

const isOrganisation = (token: TToken) => isOrganisationWord(token.lower) || isAcronymBuyer(token);

/** Occupations and groups by their ending: florists, brewers, musicians, residents. */
const AGENT = /(ers|ors|ists|ians|ants|ents)$/;
const NOT_AGENT =
  /^(others|papers|computers|containers|printers|stickers|trainers|sensors|monitors|motors|doors|floors|colors|colours|flavors|flavours|vectors|tractors|events|parents|contents|rents|plants|pants|agents|flowers|burgers|sneakers|speakers|chargers|heaters|coolers|boilers|lockers|planters|posters|letters|numbers|meters|towers|layers|filters|covers|folders|markers|blenders|mixers|scooters|trailers|fillers|jumpers|slippers|hampers|drawers|shutters|binders|rollers|ladders|powders|waters|oysters|lobsters|peppers|crackers|wafers|ciders|dumpsters|dryers|washers|cylinders|elevators|generators|radiators|incubators|compressors|connectors|processors|conditioners|detectors|projectors|reactors|mirrors|interiors|exteriors|calculators|simulators|refrigerators|accelerators|percents|ingredients|segments|supplements|documents|instruments|apartments|investments|payments|treatments|garments|shipments|equipments|assignments|components|elements|appointments|comments|implants|restaurants)$/;

const isPersonOrOrg = (token: TToken) =>
  isOrganisation(token) ||
  isPerson(token.lower) ||
  (AGENT.test(token.lower) && !NOT_AGENT.test(token.lower)) ||
  token.lower === 'parents';

/** Plurals that qualify a noun after them as they are ("sports clubs", "arts venues"), not verbs. */
const ATTRIBUTIVE_PLURAL =
  /^(sports|arts|goods|news|savings|electronics|kids|sales|parts|customs|communications|logistics|analytics|events|games|crafts|plus)$/;

/**
 * "a van that visits offices", "an app that reminds owners": after "that", "which" or "who", a word in -s that
 * names no one agrees with the singular noun before the pronoun, so it is that noun's verb, not who pays.
 */
const verbAfterRelative = (tokens: TToken[], i: number) => {
  const token = tokens[i];
  const pronoun = tokens[i - 1];
  const antecedent = tokens[i - 2];
  return (
    !!token &&
    !!pronoun &&
    !!antecedent &&
    /^(that|which|who)$/.test(pronoun.lower) &&
    /[^su']s$/.test(token.lower) &&
    !ATTRIBUTIVE_PLURAL.test(token.lower) &&
    !isPerson(token.lower) &&
    !isOrganisation(token) &&
    // "a tool that roofers use": people named by their work, then their verb.
    !(AGENT.test(token.lower) && PEOPLE_VERB.test(tokens[i + 1]?.lower ?? '')) &&
    singular(antecedent.lower) === antecedent.lower
  );
};

/** Verbs people do to what they buy, or modals: after a plural noun they make it the subject. */
const PEOPLE_VERB =
  /^(use|love|need|want|book|buy|pay|trust|hire|order|get|like|prefer|rent|share|can|could|will|would|should|may|might|must|already|often)$/;

/** Words that introduce who the business serves. */
const SERVES =
  /^(for|to|among|helping|helps|help|lets|letting|connects|connecting|connect|matches|matching|match|pairs|pairing|serving|serves|targeting|targets|between)$/;

/** The kind of business at the end of what is sold: "used container trading platform". */
const PLATFORM_WORDS =
  /^(platform|app|apps|service|services|website|site|tool|solution|system|portal|marketplace|business|company|startup|van|truck|trailer|cart|kiosk|stall)$/;

/** Verbs that hand over goods: what follows them is what is sold, as it is. */
const PASS_ON =
  /^(buy|buys|buying|purchase|purchases|purchasing|deliver|delivers|delivering|sell|sells|selling|offer|offers|offering|provide|provides|providing|supply|supplies|supplying|ship|ships|shipping|bring|brings|bringing|give|gives|giving|send|sends|sending|stock|stocks|stocking|serve|serves|serving|rent|rents|renting|lease|leases|leasing|hire|hires|hiring|make|makes|making|produces|producing|grow|grows|growing|brew|brews|brewing|bake|bakes|baking|cook|cooks|cooking|use|uses|using|host|hosts|hosting|run|runs|running|help|helps|helping|let|lets|letting|allow|allows|allowing|enable|enables|enabling|connect|connects|connecting|match|matches|matching|pair|pairs|pairing|link|links|linking)$/;

/** How often, not what: "daily fresh produce". */
const PERIODIC = /^(daily|weekly|fortnightly|monthly|yearly|annual|annually)$/;

/** How it is sold, not what: stripped from the front of what is sold ("leasing electric vans"). */
const MODEL_WORDS = /^(rental|rentals|leasing|subscription|peer-to-peer|p2p|marketplace)$/;

/** Adjectives of praise that say nothing about what is sold. */
const HYPE =
  /^(trusted|verified|vetted|reliable|affordable|innovative|revolutionary|unique|amazing|best|better|premium|modern|smart|simple|easy|new|great|quality|high-quality|cheap|one-stop|all-in-one|ultimate|personalised|personalized|local)$/;

export type TPhrase = { tokens: TToken[]; from: number; to: number };

const DETERMINER = /^(the|a|an|their|our|your|other|each|of|all|any|some|those|these)$/;

/** Where the customer noun may carry a short qualifier: "with part-time staff", "who work night shifts". */
const QUALIFIER_WORDS: Record<string, number> = { with: 2, who: 4, that: 4 };

/** A run of up to `max` words from `start` that ends in people or organisations, with a short qualifier. */
export function customerAt(
  tokens: TToken[],
  start: number,
  text: string,
  placeWords: Set<string>,
  max = 7,
  twoSided = false,
): TPhrase | null {
  const span: TToken[] = [];
  let from = start;
  for (let j = start; j < tokens.length && span.length < max; j += 1) {
    const token = tokens[j] as TToken;
    if (span.length && brokenBetween(text, span.at(-1) as TToken, token)) break;
    if ((PHRASE_END.test(token.lower) || (OFFER_VERBS.test(token.lower) && !isPerson(token.lower))) && span.length)
      break;
    // A place before the noun qualifies it ("Paris restaurants"); after it, it ends the phrase.
    if (placeWords.has(plain(token.lower)) || DETERMINER.test(token.lower)) {
      if (span.length) break;
      from = j + 1;
      continue;
    }
    span.push(token);
  }
  let head = -1;
  span.forEach((token, i) => {
    if (isPersonOrOrg(token) && !(FORM_WORDS.has(token.lower) && !ORGANISATIONS.has(token.lower))) head = i;
  });
  if (head < 0) return null;
  let to = from + head + 1;
  const next = tokens[to];
  // "matches dog owners with dog walkers": the "with" names the other side, not a qualifier.
  const lastWord = tokens[to - 1];
  const qualifier =
    next && !(twoSided && next.lower === 'with') && !(lastWord && brokenBetween(text, lastWord, next))
      ? next.lower
      : '';
  const room = qualifier ? (QUALIFIER_WORDS[qualifier] ?? (/ing$/.test(qualifier) ? 3 : 0)) : 0;
  if (next && room) {
    let k = to + 1;
    while (k < tokens.length && k <= to + room) {
      const t = tokens[k] as TToken;
      // "people working from home", "adults learning to read": the phrase goes on after these.
      const idiom =
        (t.lower === 'from' && tokens[k + 1]?.lower === 'home') ||
        (t.lower === 'to' &&
          /ing$/.test(tokens[k - 1]?.lower ?? '') &&
          !placeWords.has(plain(tokens[k + 1]?.lower ?? '')));
      if (!idiom && (placeWords.has(plain(t.lower)) || PHRASE_END.test(t.lower))) break;
      // "people with ADHD plan their week": a word before "their" is a verb.
      if (k > to + 1 && /^(their|the|his|her|its|our|your|my)$/.test(tokens[k + 1]?.lower ?? '')) break;
      if (brokenBetween(text, tokens[k - 1] as TToken, t)) break;
      k += idiom ? 2 : 1;
    }
    // "couples marrying in Portugal": a participle followed only by where adds nothing about who.
    const onlyWhere =
      k === to + 1 &&
      /^(in|at|across|around|near)$/.test(tokens[k]?.lower ?? '') &&
      placeWords.has(plain(tokens[k + 1]?.lower ?? ''));
    if ((/ing$/.test(next.lower) && !onlyWhere) || k > to + 1) to = Math.max(k, to + 1);
  }
  return { tokens: tokens.slice(from, to), from: start, to };
}

/** After "that", "which" or "where": people or organisations followed by their verb are who pays. */
function subjectAt(tokens: TToken[], start: number, text: string, placeWords: Set<string>): TPhrase | null {
  if (OFFER_VERBS.test(tokens[start]?.lower ?? '') || verbAfterRelative(tokens, start)) return null;
  const found = customerAt(tokens, start, text, placeWords, 4);
  if (!found) return null;
  let k = found.to;
  while (
    k < tokens.length &&
    (/^(in|at|across|around)$/.test(tokens[k]!.lower) || placeWords.has(plain(tokens[k]!.lower)))
  )
    k += 1;
  const verb = tokens[k];
  const followsVerb = verb && !PHRASE_END.test(verb.lower) && !FUNCTION_WORDS.has(verb.lower) && !isPersonOrOrg(verb);
  return followsVerb || verb?.lower === 'pay' ? found : null;
}

/** Verbs of moving: "to" after them names a destination. */
const MOTION =
  /^(travel|travels|travelled|traveling|travelling|go|goes|going|come|comes|coming|drive|drives|driving|fly|flies|flying|walk|walks|walking|commute|commutes|move|moves|moving|head|heads|return|returns)$/;

/** Who pays when it is not who uses: "paid for by employers", "that care homes pay for". */
export const PAID_BY = /\b(?:paid\s+(?:for\s+)?by|funded\s+by|billed\s+to|charged\s+to|invoiced\s+to|sold\s+to)\s+/i;

/**
 * Who the idea serves: the phrase after "for", "to", "helping"… that ends in people or organisations,
 * people or organisations doing something after "where"/"that", else the first group of people named
 * ("university students rent out textbooks"), never the business itself ("our family farm").
 */
export function findCustomer(
  tokens: TToken[],
  text: string,
  placeWords: Set<string>,
): (TPhrase & { stated: boolean }) | null {
  for (let i = 0; i < tokens.length; i += 1) {
    const word = (tokens[i] as TToken).lower;
    if (i > 0 && /^(that|which|where|whom)$/.test(word)) {
      const subject = subjectAt(tokens, i + 1, text, placeWords);
      if (subject) return { ...subject, stated: true };
    }
    if (!SERVES.test(word)) continue;
    // "artists who travel to venues", "delivered to class": after a verb of moving, "to" names where, not who.
    if (word === 'to' && MOTION.test(tokens[i - 1]?.lower ?? '')) continue;
    const found = customerAt(tokens, i + 1, text, placeWords, 7, /^(connect|match|pair|between)/.test(word));
    if (found) return { ...found, stated: true };
  }
  const leading = chunks(tokens, text, placeWords)[0] ?? [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as TToken;
    // People, or businesses in the plural doing something ("tortillerías in Guadalajara order …"), even when
    // they open the idea ("What if farmers in Iowa could rent drones …").
    const doing =
      isOrganisation(token) &&
      singular(token.lower) !== token.lower &&
      /^(order|orders|book|books|buy|buys|pay|pays|use|uses|need|needs|can|could|would|will|want|get|rent|hire|list|lists)$/.test(
        tokens.slice(i + 1).find((t) => !placeWords.has(plain(t.lower)) && !/^(in|at|across|around)$/.test(t.lower))
          ?.lower ?? '',
      );
    if ((leading.includes(token) && !doing) || FORM_WORDS.has(token.lower)) continue;
    // "a boat that delivers groceries": a verb in -ers is not an occupation.
    if (!isPerson(token.lower) && (OFFER_VERBS.test(token.lower) || verbAfterRelative(tokens, i))) continue;
    if (!(doing || isPerson(token.lower) || (AGENT.test(token.lower) && !NOT_AGENT.test(token.lower)))) continue;
    // Back up over the modifiers of this word ("university students"), not into "our family farm".
    let start = i;
    while (start > 0 && i - start < 2) {
      const prev = tokens[start - 1] as TToken;
      if (
        DETERMINER.test(prev.lower) ||
        FUNCTION_WORDS.has(prev.lower) ||
        FORM_WORDS.has(prev.lower) ||
        OFFER_VERBS.test(prev.lower) ||
        PHRASE_END.test(prev.lower) ||
        placeWords.has(plain(prev.lower)) ||
        brokenBetween(text, prev, tokens[start] as TToken)
      )
        break;
      start -= 1;
    }
    if (/^(our|my|we)$/.test(tokens[start - 1]?.lower ?? '')) continue;
    // "sensors that tell barley farmers": the word after "that" is its verb, not a modifier.
    if (start < i && /^(that|which|who)$/.test(tokens[start - 1]?.lower ?? '')) start += 1;
    let last = i;
    while (
      last + 1 < tokens.length &&
      isPerson(tokens[last + 1]!.lower) &&
      !brokenBetween(text, tokens[last] as TToken, tokens[last + 1] as TToken) &&
      // "people's homes": the homes are the people's, not more people.
      !/['’]s$/.test(text.slice(tokens[last]!.start, tokens[last]!.end))
    )
      last += 1;
    const found = customerAt(tokens, start, text, placeWords, last - start + 1);
    if (found) return { ...found, stated: false };
  }
  return null;
}

/** Participles that follow the noun they describe rather than qualify the noun after them. */
const PARTICIPLE_VERB =
  /^(serving|selling|offering|delivering|providing|bringing|giving|sending|helping|connecting|targeting|visiting|covering|touring|travelling|traveling|reaching)$/;

/** Gerunds name what is sold when they qualify a noun ("cleaning products", "booking platform"). */
function actsAsVerb(
  token: TToken,
  current: TToken[],
  prev: TToken | undefined,
  next?: TToken,
  placeAfterNext = false,
): boolean {
  if (/^(for|of|with|about|on)$/.test(token.lower)) return true;
  // "for repairs", "the booking": after a preposition or an article the word is a noun.
  if (prev && !current.length && /^(for|of|with|about|on|the|a|an|our|your|their|in|and|out|up|off)$/.test(prev.lower))
    return false;
  // "bike repair van", "web design studio": a verb's plain form after a thing in the singular names a trade, as a
  // noun; after people it is their verb ("owners book walkers").
  if (
    current.length &&
    prev &&
    !/(?:s|ed|ing)$/.test(token.lower) &&
    singular(prev.lower) === prev.lower &&
    !isPersonOrOrg(prev) &&
    !FUNCTION_WORDS.has(prev.lower)
  )
    return false;
  if (!/ing$/.test(token.lower)) return true;
  // "a van serving homes", "a bakery van selling sourdough": after a noun, these verbs say what it does with whom
  // or what, unless they name the kind of business that follows ("a gift giving app").
  if (current.length && PARTICIPLE_VERB.test(token.lower) && !(next && FORM_WORDS.has(next.lower))) return true;
  // "a studio specialising in weddings": a gerund with its preposition is a verb.
  // "piano tuning in Lyon": before a place, "in" says where the trade is done, and the gerund is its name.
  if (next && /^(in|on|to|with|from|into|across)$/.test(next.lower) && !(placeAfterNext && current.length)) return true;
  if (current.length) return FORM_WORDS.has((current.at(-1) as TToken).lower);
  // "Renting out camping gear": a gerund with its particle is a verb.
  if (next && /^(out|up|off|away|back)$/.test(next.lower)) return true;
  return !!prev && !/^(a|an|the|our|my|your|their|its)$/.test(prev.lower);
}

/** A past participle after a noun ("leased", "booked", "handled"), not a noun in -ed ("bed", "seed"). */
const PARTICIPLE =
  /^(leased|rented|hired|booked|paid|handled|included|shared|offered|provided|supplied|priced|billed|charged|cooled|used|needed|required|tracked|run|owned|operated|approved|certified|checked)$/;

/** Participles that say how the goods are traded, which the industry is read from: "olive oil exported". */
const TRADE_PARTICIPLE =
  /^(exported|imported|distributed|wholesaled|manufactured|assembled|installed|repaired|serviced)$/;

/** Nouns in -ed: "bed", "seed", "feed" are things, not participles. */
const ED_NOUNS =
  /^(bed|beds|seed|seeds|shed|sheds|feed|feeds|speed|weed|weeds|reed|red|breed|breeds|need|needs|sled|fed|med)$/;

/** A participle after a noun ("beer brewed", "uniforms swapped", "plastic turned"): a known one, or any in -ed. */
const isParticiple = (word: string) =>
  PARTICIPLE.test(word) || (/[a-z]{3,}ed$/.test(word) && !ED_NOUNS.test(word) && !TRADE_PARTICIPLE.test(word));

/** The noun phrases of a clause: runs of words between verbs, prepositions and punctuation. */
export function chunks(tokens: TToken[], text: string, placeWords: Set<string>): TToken[][] {
  const out: TToken[][] = [];
  let current: TToken[] = [];
  const flush = () => {
    if (current.length) out.push(current);
    current = [];
  };
  tokens.forEach((token, i) => {
    const prev = tokens[i - 1];
    if (prev && brokenBetween(text, prev, token)) flush();
    if (
      ((OFFER_VERBS.test(token.lower) || /ing$/.test(token.lower)) &&
        actsAsVerb(token, current, prev, tokens[i + 1], placeWords.has(plain(tokens[i + 2]?.lower ?? '')))) ||
      PHRASE_END.test(token.lower) ||
      placeWords.has(plain(token.lower)) ||
      /^(out|up|off|where|that|which|who|is|are|will|can|them|it|they|each|other)$/.test(token.lower) ||
      // The word after "that" or "which" is its verb ("sensors that tell farmers").
      (prev && /^(that|which|who)$/.test(prev.lower) && !isPersonOrOrg(token) && !OFFER_VERBS.test(token.lower))
    ) {
      flush();
      return;
    }
    current.push(token);
  });
  flush();
  return out.map((chunk) => {
    let start = 0;
    const filler = (t: TToken) =>
      FUNCTION_WORDS.has(t.lower) || HYPE.test(t.lower) || MODEL_WORDS.test(t.lower) || PERIODIC.test(t.lower);
    while (start < chunk.length - 1 && filler(chunk[start]!)) start += 1;
    if (start < chunk.length && (FUNCTION_WORDS.has(chunk[start]!.lower) || HYPE.test(chunk[start]!.lower))) start += 1;
    let end = chunk.length;
    // "linen leased to hotels", "studio time booked by the hour": a participle after the noun is no part of it.
    while (
      end > start + 1 &&
      (/^(and|or|&|only|just|exclusively|also|too|live|now|straight|direct|directly)$/.test(chunk[end - 1]!.lower) ||
        isParticiple(chunk[end - 1]!.lower))
    )
      end -= 1;
    return chunk.slice(start, end);
  });
}

/**
 * Words of a chunk that say what is sold. A word for people or an organisation says who, unless it
 * qualifies a noun after it ("school uniforms", "hotel linen").
 */
const contentWords = (chunk: TToken[]) =>
  chunk.filter(
    (t, i) =>
      !FORM_WORDS.has(t.lower) &&
      !FUNCTION_WORDS.has(t.lower) &&
      ((i < chunk.length - 1 && !FORM_WORDS.has(chunk[i + 1]!.lower) && singular(t.lower) === t.lower) ||
        (!isPerson(t.lower) && !isOrganisation(t) && !AGENT.test(t.lower))),
  ).length;

/** Words that open the features of what is sold, not what is sold: "repairs with a 90-day guarantee". */
const FEATURE_OPENER = /^(with|including|includes|featuring|plus)$/;

/** Words that open the price of what is sold: "and charge per litre cooled". */
const PRICING = /^(charge|charges|charging|charged|priced|pricing|billed|costs|costing|fee|fees)$/;

/**
 * Words of a chunk that name goods: like contentWords, but a word ending like a person ("chillers",
 * "digesters") counts unless the lists know it as people or an organisation.
 */
const objectWords = (chunk: TToken[]) =>
  chunk.filter(
    (t) => !FORM_WORDS.has(t.lower) && !FUNCTION_WORDS.has(t.lower) && !isPerson(t.lower) && !isOrganisation(t),
  ).length;

/** Software by its form: what follows "that" says what it does for the customer, not what is sold. */
const SOFTWARE_FORMS = /^(software|saas|bot|chatbot|api|plugin|extension|dashboard|widget|crm|erp)$/;

/**
 * "a drone that inspects turbines", "a cinema that screens films": the verb of the business named before "that",
 * "which" or "who", whose object is what the business does (not a verb that only helps or lets someone else).
 */
const relativeVerbAt = (tokens: TToken[], at: number) => {
  const verb = tokens[at];
  const antecedent = tokens[at - 2]?.lower ?? '';
  return (
    !!verb &&
    /^(that|which|who)$/.test(tokens[at - 1]?.lower ?? '') &&
    // "compliance software that keeps the evidence ready": what software does is its features.
    !FORM_WORDS.has(antecedent) &&
    !SOFTWARE_FORMS.test(antecedent) &&
    !/^(use|uses|help|helps|let|lets|allow|allows|enable|enables)$/.test(verb.lower) &&
    !FUNCTION_WORDS.has(verb.lower) &&
    !PHRASE_END.test(verb.lower) &&
    !isPersonOrOrg(verb)
  );
};

/**
 * Whether the idea opens with one organisation in the singular, before who it serves: the business
 * itself ("Nursery for babies …", "A vet practice for farm animals"), not its customers ("Restaurants can …").
 */
const opensWithPlace = (tokens: TToken[], chunk: TToken[], customer: TPhrase | null) => {
  const last = chunk.at(-1);
  const first = tokens.findIndex((token) => !DETERMINER.test(token.lower));
  const after = last ? tokens.indexOf(last) + 1 : -1;
  // "A truck that brings a climbing wall to schools": what it brings is sold, not the truck.
  const handsOver =
    PASS_ON.test(tokens[after]?.lower ?? '') ||
    (/^(that|which)$/.test(tokens[after]?.lower ?? '') && PASS_ON.test(tokens[after + 1]?.lower ?? ''));
  return (
    !!last &&
    !handsOver &&
    !!customer &&
    tokens[first] === chunk[0] &&
    tokens.indexOf(last) < customer.from &&
    ORGANISATIONS.has(last.lower) &&
    singular(last.lower) === last.lower &&
    !FORM_WORDS.has(last.lower)
  );
};

/**
 * Nouns of an activity that take what it is done to after "of": "translation", "repair", "delivery". Not how it is
 * sold ("rental of", "leasing of"): the business model says that.
 */
const ACTIVITY_NOUN = /(?:tion|sion|ment|ance|ence|ing)$|^(repair|repairs|delivery|supply|import|export|care)$/;

/**
 * Whether the idea opens with the people who do its work ("Interpreters on video call …", "Tutors for …"): one
 * word, an occupation in -ers or -ors that is not a kind of customer. With words before it, the noun may be a thing
 * ("appointment reminders", "biogas digesters").
 */
const opensWithWorkers = (tokens: TToken[], chunk: TToken[]) => {
  const last = chunk.length === 1 ? chunk[0] : undefined;
  const first = tokens.findIndex((token) => !DETERMINER.test(token.lower));
  return (
    !!last &&
    tokens[first] === chunk[0] &&
    /[a-z]{3,}(?:ers|ors)$/.test(last.lower) &&
    !NOT_AGENT.test(last.lower) &&
    !isPerson(last.lower) &&
    !OFFER_VERBS.test(last.lower)
  );
};

/** Forms of content that carry their topic: "a podcast about personal finance". */
const CONTENT_FORMS =
  /^(podcast|newsletter|magazine|blog|channel|show|book|guide|course|app|community|series|documentary|game)$/;

/** "dog walkers" offered by a marketplace is "dog walking"; "tutors" is "tutoring". */
const activityOf = (word: string) => word.replace(/(ers|ors)$/, (ending) => (ending === 'ors' ? 'oring' : 'ing'));

/** "find" → "finding", "manage" → "managing", "plan" → "planning", "helps" → "helping". */
export function gerund(verb: string): string {
  const base = verb.endsWith('ing') ? verb : verb.replace(/(?<=[^s])s$/, '').replace(/ie$/, 'y');
  if (base.endsWith('ing')) return base;
  if (/[^aeiou]e$/.test(base) && !/ee$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/** What is sold: the noun phrase with most content words, preferring objects of "delivering", "of", "for". */
export function findOffering(
  tokens: TToken[],
  text: string,
  customer: TPhrase | null,
  placeWords: Set<string>,
): { phrase: string; confidence: number } {
  const before = customer ? tokens.slice(0, customer.from) : tokens;
  // "Restaurants in Paris order vegetables …": the customers' own verb is no part of what is sold.
  let verbFrom = customer?.to ?? tokens.length;
  while (
    /^(in|at|across|around)$/.test(tokens[verbFrom]?.lower ?? '') ||
    placeWords.has(plain(tokens[verbFrom]?.lower ?? ''))
  )
    verbFrom += 1;
  let verbTo = verbFrom;
  while (PEOPLE_VERB.test(tokens[verbTo]?.lower ?? '')) verbTo += 1;
  const after = customer ? [...tokens.slice(customer.to, verbFrom), ...tokens.slice(verbTo)] : [];
  const beforeChunks = chunks(before, text, placeWords).filter((chunk) => chunk.length > 0);
  const candidates = [...beforeChunks, ...chunks(after, text, placeWords).filter((chunk) => chunk.length > 0)];
  // "A bus subscription that picks kids up and tracks the route": once the idea names what it sells and its
  // form, a clause after "that" or "which" lists what it does, not what is sold.
  const opening = candidates[0];
  const openingLast = opening?.at(-1);
  const openingEnd = openingLast ? tokens.indexOf(openingLast) : -1;
  const describedFrom =
    opening &&
    openingLast &&
    objectWords(opening) >= 1 &&
    (FORM_WORDS.has(openingLast.lower) || SOFTWARE_FORMS.test(openingLast.lower)) &&
    /^(that|which)$/.test(tokens[openingEnd + 1]?.lower ?? '')
      ? openingLast.end
      : -1;
  const scored = candidates
    // An idea usually opens with what it sells ("Wedding photography studio specialising in …"); one
    // that opens with a single place of business ("Nursery for …", "A dental clinic for …") is that place.
    .map((chunk, index) => {
      const first = tokens.indexOf(chunk[0] as TToken);
      let at = first - 1;
      while (at > 0 && (DETERMINER.test(tokens[at]!.lower) || HYPE.test(tokens[at]!.lower))) at -= 1;
      const opener = tokens[at];
      // The object of the business's own verb is what it sells, machines named like people included
      // ("we rent milk chillers").
      const offered =
        (!!opener && PASS_ON.test(opener.lower) && !/^(use|uses|using|help|helps|helping)$/.test(opener.lower)) ||
        relativeVerbAt(tokens, at);
      // An opening place of business counts as three words; one word naming the people who do the work, as two.
      const words =
        index === 0 && opensWithPlace(tokens, chunk, customer)
          ? 3
          : index === 0 && opensWithWorkers(tokens, chunk)
            ? 2
            : offered || index === 0
              ? objectWords(chunk)
              : contentWords(chunk);
      // After "with" or "including" come features, after "charge" or "priced" the price, once
      // something before them names what is sold; features run to the end of their sentence.
      const featureAt = tokens
        .slice(0, first)
        .findLastIndex((t) => FEATURE_OPENER.test(t.lower) || PRICING.test(t.lower));
      const between = tokens.slice(featureAt + 1, first);
      const listed =
        featureAt >= 0 &&
        !/[.!?]/.test(text.slice(tokens[featureAt]!.end, chunk[0]!.start)) &&
        !between.some((t) => PHRASE_END.test(t.lower) || OFFER_VERBS.test(t.lower));
      const described = describedFrom >= 0 && !/[.!?]/.test(text.slice(describedFrom, chunk[0]!.start));
      const feature = index > 0 && (listed || described) ? 2 : 0;
      const bonus = (index === 0 && words >= 2 ? 1 : 0) + (offered && words >= 1 ? 1 : 0);
      return { chunk: chunk.slice(-6), index, score: Math.min(words, 3) + bonus - feature };
    })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const best = scored[0];
  if (!best) {
    // "an app that helps landlords find reliable tenants": what it does for them.
    const verbAt = after.findIndex(
      (t, i) =>
        !placeWords.has(plain(t.lower)) &&
        !PHRASE_END.test(t.lower) &&
        ((OFFER_VERBS.test(t.lower) && !/^(for|of|with|about|on|use|uses|using)$/.test(t.lower)) ||
          /^(their|the|a|an|your|his|her|its|my|our)$/.test(after[i + 1]?.lower ?? '')),
    );
    const object = verbAt >= 0 ? chunks(after.slice(verbAt + 1), text, placeWords)[0] : undefined;
    if (verbAt >= 0 && object?.length) {
      const owner = after[verbAt + 1];
      const possessive = owner && /^(their|his|her|its|your|our)$/.test(owner.lower) ? `${owner.lower} ` : '';
      return {
        phrase: `${gerund((after[verbAt] as TToken).lower)} ${possessive}${phraseText(object)}`,
        confidence: 0.7,
      };
    }
    // Only people after the customer ("matches dog owners with dog walkers"): the activity they offer.
    const supply = candidates.find((chunk) => chunk.length > 1 && AGENT.test(chunk.at(-1)!.lower));
    if (supply) {
      const words = supply.slice(-3).map((t) => t.lower);
      words[words.length - 1] = activityOf(words.at(-1) as string);
      return { phrase: words.join(' '), confidence: 0.7 };
    }
    const form = candidates.find((chunk) => chunk.length > 0);
    return form ? { phrase: phraseText(form), confidence: 0.35 } : { phrase: '', confidence: 0 };
  }
  let chunk = best.chunk;
  // Drop trailing people that slipped in ("textbooks students"), and the kind of business after two
  // or more words of what is sold ("used container trading platform").
  while (chunk.length > 1 && isPerson(chunk.at(-1)!.lower)) chunk = chunk.slice(0, -1);
  if (best.score >= 2 && chunk.length > 2 && PLATFORM_WORDS.test(chunk.at(-1)!.lower)) {
    chunk = chunk.slice(0, -1);
  }
  // "Interpreters on video call for patients": an idea that opens with the people who do the work sells that work.
  const workers = best.index === 0 && opensWithWorkers(tokens, chunk);
  let phrase = workers ? activityOf(chunk[0]!.lower) : phraseText(chunk);
  const start = tokens.indexOf(chunk[0] as TToken);
  // "Translation of medical records": the activity the idea opens with, with its object.
  const activity = candidates[0];
  if (
    best.index > 0 &&
    activity &&
    activity.length <= 2 &&
    tokens[start - 1]?.lower === 'of' &&
    tokens[start - 2] === activity.at(-1) &&
    ACTIVITY_NOUN.test(activity.at(-1)!.lower) &&
    !MODEL_WORDS.test(activity.at(-1)!.lower)
  ) {
    phrase = `${phraseText(activity)} of ${phrase}`;
  }
  // "software to track ingredient costs": what it does, not the costs themselves. Verbs that only pass
  // goods along ("delivering refurbished chairs") leave the goods as what is sold.
  const verb = tokens[start - 1];
  if (
    verb &&
    (OFFER_VERBS.test(verb.lower) || relativeVerbAt(tokens, start - 1)) &&
    !PASS_ON.test(verb.lower) &&
    !/^(for|of|with|about|on)$/.test(verb.lower)
  ) {
    phrase = `${gerund(verb.lower)} ${phrase}`;
  }
  // "a podcast about personal finance": keep the form with its topic.
  const about = tokens[start - 1];
  const form = tokens[start - 2];
  if (about && form && /^(about|on|for|of)$/.test(about.lower) && CONTENT_FORMS.test(singular(form.lower))) {
    phrase = `${singular(form.lower)} ${about.lower} ${phrase}`;
  }
  const fromBefore = best.index < beforeChunks.length;
  return { phrase, confidence: best.score >= 2 ? 0.9 : fromBefore ? 0.75 : 0.6 };
}

/** How businesses buy from each other: wholesale, minimum orders, tenders, a price per machine or site. */
const TRADE_TERMS =
  /\b(wholesale|in bulk|bulk (?:orders?|buying)|minimum orders?|trade (?:buyers?|accounts?|customers?|prices?)|procurement|tenders?|invoic\w*|per (?:machine|site|location|outlet|branch|seat|user|employee|vehicle|truck|van|factory|store))\b/i;

export function findBuyer(text: string, customer: TPhrase | null): { buyer: TBuyerType; confidence: number } {
  if (/\bb2b\b/i.test(text)) return { buyer: 'b2b', confidence: 0.95 };
  if (/\bb2c\b|\bconsumers?\b/i.test(text)) return { buyer: 'b2c', confidence: 0.9 };
  if (customer) {
    const words = customer.tokens.map((t) => t.lower);
    const head = words.at(-1) as string;
    const orgWord = words.find(isOrganisationWord);
    // "owners flying abroad": what they do after the noun qualifies them, as "with" or "who" does.
    const qualifier = words.findIndex(
      (w, i) =>
        w === 'with' ||
        w === 'who' ||
        w === 'that' ||
        (i > 0 && /ing$/.test(w) && (isPerson(words[i - 1]!) || isOrganisationWord(words[i - 1]!))),
    );
    const core = qualifier > 0 ? words.slice(0, qualifier) : words;
    const coreHead = core.at(-1) ?? head;
    if (/^homes?$/.test(coreHead) && /^(care|nursing|retirement|residential)$/.test(core.at(-2) ?? '')) {
      return { buyer: 'b2b', confidence: 0.85 };
    }
    if (isOrganisationWord(coreHead)) {
      // "dog owners", "home owners" buy for themselves; "restaurant owners" for a business.
      if (/^(owners?|managers?)$/.test(coreHead)) {
        const modifier = core.at(-2);
        const businessOwner = modifier && (ORGANISATIONS.has(modifier) || ORGANISATIONS.has(singular(modifier)));
        return { buyer: businessOwner ? 'b2b' : 'b2c', confidence: 0.8 };
      }
      return { buyer: 'b2b', confidence: 0.9 };
    }
    // "restaurant staff", "hospital staff": an organisation's staff are bought for by the organisation.
    const employer = core.at(-2);
    if (coreHead === 'staff' && employer && isOrganisationWord(employer)) return { buyer: 'b2b', confidence: 0.7 };
    if (CONSUMERS.has(coreHead) || CONSUMERS.has(singular(coreHead))) return { buyer: 'b2c', confidence: 0.85 };
    const headToken = customer.tokens[core.length - 1];
    if (orgWord || (headToken && isAcronymBuyer(headToken))) return { buyer: 'b2b', confidence: 0.75 };
    // Occupations by their ending ("florists", "physiotherapists") buy for their work.
    if (/ists$/.test(coreHead)) return { buyer: 'b2b', confidence: 0.65 };
    // People named by their trade ("coffee roasters") buy as businesses when the idea trades as businesses do.
    if (TRADE_TERMS.test(text)) return { buyer: 'b2b', confidence: 0.65 };
    return { buyer: 'b2c', confidence: 0.6 };
  }
  if (/\b(businesses|companies|firms|smes|teams|employers|enterprises?|corporates?|corporate)\b/i.test(text)) {
    return { buyer: 'b2b', confidence: 0.75 };
  }
  if (TRADE_TERMS.test(text)) return { buyer: 'b2b', confidence: 0.6 };
  return { buyer: 'b2c', confidence: 0.45 };
}

/** People who use it when a business pays: "an app for clinics to remind patients" → patients. */
export function findEndUser(tokens: TToken[], customer: TPhrase | null, buyer: TBuyerType): string | null {
  if (buyer !== 'b2b' || !customer) return null;
  const inCustomer = new Set(customer.tokens.map((t) => t.lower));
  for (let i = customer.to; i < tokens.length; i += 1) {
    const word = (tokens[i] as TToken).lower;
    if (inCustomer.has(word) || !(CONSUMERS.has(word) || CONSUMERS.has(singular(word)))) continue;
    if (/^(customers?|users?|people|members?|buyers?|individuals?)$/.test(word)) continue;
    const prev = tokens[i - 1];
    return prev && !FUNCTION_WORDS.has(prev.lower) && !OFFER_VERBS.test(prev.lower) ? `${prev.lower} ${word}` : word;
  }
  return null;
}

/** Words of every place in the brief, lower case, so they never become what is sold or who pays. */
export function placeWordsOf(places: TBriefPlace[]): Set<string> {
  const words = new Set<string>();
  for (const place of places) {
    for (const name of [place.city, place.region, place.country]) {
      for (const w of (name ?? '').toLowerCase().split(/[\s,]+/)) if (w.length > 1) words.add(plain(w));
    }
  }
  return words;
}
