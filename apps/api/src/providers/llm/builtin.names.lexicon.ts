// The word stock brand names are formed from, besides the idea's own words: whole English words that
// make good second halves and first halves of compounds, the affixes English brands use with what
// each means, the idea words that never name a business, and the letters no name may contain.

/** A whole word with what it brings to a name, read after "and “nest”, …". */
export type TLexeme = { word: string; feel: string };

/** Second halves of compounds (and blends): short, concrete, easy to spell. */
export const TAILS: readonly TLexeme[] = [
  { word: 'nest', feel: 'a safe, homely place' },
  { word: 'field', feel: 'room to grow' },
  { word: 'yard', feel: 'a place where the work gets done' },
  { word: 'works', feel: 'a workshop that makes things well' },
  { word: 'craft', feel: 'skill and care' },
  { word: 'mark', feel: 'a sign of quality' },
  { word: 'path', feel: 'a clear way forward' },
  { word: 'well', feel: 'a source people come back to' },
  { word: 'stone', feel: 'something solid that lasts' },
  { word: 'leaf', feel: 'something fresh and natural' },
  { word: 'lane', feel: 'something local and close to home' },
  { word: 'haven', feel: 'a calm, safe place' },
  { word: 'bloom', feel: 'growth' },
  { word: 'light', feel: 'clarity' },
  { word: 'spring', feel: 'a fresh start' },
  { word: 'spark', feel: 'energy' },
  { word: 'forge', feel: 'making things with care' },
  { word: 'bridge', feel: 'bringing people together' },
  { word: 'loop', feel: 'something people return to' },
  { word: 'hive', feel: 'busy, shared work' },
  { word: 'den', feel: 'a cosy place of your own' },
  { word: 'grove', feel: 'a quiet place that grows' },
  { word: 'ridge', feel: 'a high, clear view' },
  { word: 'port', feel: 'a place where things arrive' },
  { word: 'hearth', feel: 'the warm centre of a home' },
];

/** Further words for blends only: too long for a compound, or starting with a vowel a word can run into. */
export const BLEND_WORDS: readonly TLexeme[] = [
  { word: 'harbour', feel: 'shelter and trust' },
  { word: 'beacon', feel: 'a guide people follow' },
  { word: 'compass', feel: 'a sense of direction' },
  { word: 'anchor', feel: 'steadiness' },
  { word: 'orbit', feel: 'everything you need close by' },
  { word: 'arrow', feel: 'speed and aim' },
  { word: 'atlas', feel: 'knowing the ground' },
  { word: 'pilot', feel: 'a guide at your side' },
  { word: 'tandem', feel: 'working side by side' },
  { word: 'meadow', feel: 'open, unhurried space' },
  { word: 'river', feel: 'steady flow' },
  { word: 'summit', feel: 'reaching the top' },
  { word: 'lantern', feel: 'warm, guiding light' },
  { word: 'ember', feel: 'lasting warmth' },
  { word: 'willow', feel: 'gentle strength' },
  { word: 'kindle', feel: 'getting something started' },
  { word: 'canvas', feel: 'room to make it your own' },
  { word: 'thread', feel: 'things joined together' },
  { word: 'table', feel: 'people gathered round' },
  { word: 'wren', feel: 'something small and lively' },
  { word: 'olive', feel: 'peace and warmth' },
  { word: 'amber', feel: 'warmth' },
  { word: 'ally', feel: 'someone on your side' },
  { word: 'able', feel: 'capability' },
  { word: 'avenue', feel: 'a way in' },
  { word: 'every', feel: 'something for everyone' },
  { word: 'umbrella', feel: 'cover and care' },
  { word: 'oasis', feel: 'relief' },
  { word: 'echo', feel: 'word of mouth' },
  { word: 'ivy', feel: 'steady growth' },
  { word: 'acorn', feel: 'small beginnings that grow' },
  { word: 'iris', feel: 'a clear eye' },
  { word: 'ease', feel: 'lightness' },
  { word: 'unity', feel: 'togetherness' },
  { word: 'evergreen', feel: 'something that lasts all year' },
  { word: 'oracle', feel: 'good advice' },
  { word: 'rally', feel: 'people coming together' },
  { word: 'tally', feel: 'keeping count' },
  { word: 'alto', feel: 'a clear voice' },
];

/** First halves of compounds: one quality the brand promises. */
export const HEADS: readonly TLexeme[] = [
  { word: 'true', feel: 'honesty' },
  { word: 'bright', feel: 'optimism' },
  { word: 'north', feel: 'direction' },
  { word: 'clear', feel: 'clarity' },
  { word: 'kind', feel: 'care' },
  { word: 'fair', feel: 'fairness' },
  { word: 'bold', feel: 'confidence' },
  { word: 'swift', feel: 'speed' },
  { word: 'good', feel: 'trust' },
  { word: 'open', feel: 'openness' },
  { word: 'wild', feel: 'adventure' },
  { word: 'fresh', feel: 'freshness' },
  { word: 'steady', feel: 'reliability' },
  { word: 'little', feel: 'a personal touch' },
  { word: 'golden', feel: 'quality' },
  { word: 'blue', feel: 'calm' },
  { word: 'green', feel: 'care for the planet' },
];

/** Endings that are English morphemes or established brand endings, with what each says. */
export type TSuffix = { affix: string; feel: string; afterVowel: boolean };
export const SUFFIXES: readonly TSuffix[] = [
  { affix: 'ly', feel: 'the friendly “-ly” ending makes it sound like a helper', afterVowel: true },
  { affix: 'ify', feel: '“-ify” (to make) turns it into something you do', afterVowel: false },
  { affix: 'wise', feel: '“-wise” says you know it inside out', afterVowel: true },
  { affix: 'io', feel: 'the short “-io” ending gives it a modern ring', afterVowel: false },
  { affix: 'ster', feel: '“-ster” (one who does) gives it personality', afterVowel: true },
];

/** “-able” goes on verbs only ("Walkable", never "Chairable"). */
export const VERB_SUFFIX = { affix: 'able', feel: '“-able” says it is within easy reach', afterVowel: false };

/** Beginnings that are English morphemes, with what each says and the ideas each suits. */
export const PREFIXES: readonly { affix: string; feel: string; suits?: RegExp }[] = [
  {
    affix: 're',
    feel: '“re-” (again) speaks of giving things a second life',
    suits:
      /\b(re(furb|cycl|use|new|sell|sale|pair|fill|stor|condition|claim|purpos|made|loved)\w*|second[- ]hand|used|pre-?owned|vintage|upcycl\w*)\b/i,
  },
  {
    affix: 'co',
    feel: '“co-” (together) speaks of sharing',
    suits: /\b(shar\w*|together|communit\w*|marketplace|peer|swap\w*|co-?op\w*|rent out|each other)\b/i,
  },
  { affix: 'pro', feel: '“pro-” speaks to professionals', suits: /\bb2b\b/i },
  { affix: 'ever', feel: '“ever-” promises it lasts' },
  { affix: 'go', feel: '“go” is a call to get started' },
  { affix: 'up', feel: '“up” promises something better' },
  { affix: 'my', feel: '“my” makes it personal' },
];

/**
 * Words of an idea that say what kind of business it is or who in general it serves, not what it is:
 * never a name or part of one ("Subscriptionly", "Deliveryhub"). Added to the brief reader's FORM_WORDS.
 */
export const GENERIC_WORDS = new Set(
  (
    'delivery deliver solution market software saas tool provider offer management manager booking order ' +
    'ordering plan ecommerce internet tech technology data ai cloud api dashboard ' +
    'people person user customer client consumer owner member individual team firm organisation organization ' +
    'thing stuff range option access support service platform application subscription company business ' +
    'comparison finder directory listing search review tracker tracking man men woman women adult'
  ).split(' '),
);

/** Idea words too vague to name anything: sizes, speed, price, place in general, time. */
export const VAGUE_WORDS = new Set(
  (
    'small big large little busy local independent new old young modern affordable cheap premium quality high low ' +
    'best better good great easy simple fast quick free full part own other every each many more most first ' +
    'remote national international global worldwide nearby city town area region country based focused ' +
    'daily weekly monthly yearly annual time day week month year today real right top key main major minor ' +
    'different various specific certain general special'
  ).split(' '),
);

/**
 * Letter sequences no name may contain anywhere, even across a join ("Snackunt" would not do). Short on
 * purpose: a few innocent words are skipped too (Essex), which costs one candidate among many.
 */
export const OFFENSIVE_PARTS = [
  'fuck',
  'shit',
  'cunt',
  'nigg',
  'fag',
  'slut',
  'whore',
  'piss',
  'dick',
  'cock',
  'twat',
  'wank',
  'rape',
  'porn',
  'anal',
  'nazi',
  'jizz',
  'cum',
  'sex',
  'arse',
  'bitch',
  'bastard',
  'dildo',
  'spunk',
  'tits',
  'boob',
  'kkk',
  'hitler',
  'isis',
];
