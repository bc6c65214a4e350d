// Money, places and institutions for the AI-quality bench (issue 18): which currency an amount is written
// in, which countries a recommendation's location names, and public bodies that exist only in the UK.

// ---- Money ----------------------------------------------------------------------------------------------

const DOLLARS = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];
const SIGN_CURRENCIES = {
  US$: ['USD'],
  A$: ['AUD'],
  AU$: ['AUD'],
  C$: ['CAD'],
  CA$: ['CAD'],
  S$: ['SGD'],
  NZ$: ['NZD'],
  MX$: ['MXN'],
  R$: ['BRL'],
  HK$: ['HKD'],
  $: DOLLARS,
  '£': ['GBP'],
  '€': ['EUR'],
  '¥': ['JPY', 'CNY'],
  '₹': ['INR'],
  '₦': ['NGN'],
  KSh: ['KES'],
  Ksh: ['KES'],
  Rs: ['INR', 'PKR', 'LKR'],
  'Rs.': ['INR', 'PKR', 'LKR'],
  R: ['ZAR'],
  zł: ['PLN'],
  kr: ['SEK', 'NOK', 'DKK', 'ISK'],
  'Fr.': ['CHF'],
  Dh: ['AED'],
};
const WORD_CURRENCIES = [
  [/^euros?$/i, ['EUR']],
  [/^pounds?$/i, ['GBP']],
  [/^dollars?$/i, DOLLARS],
  [/^yen$/i, ['JPY']],
  [/^rupees?$/i, ['INR']],
  [/^naira$/i, ['NGN']],
  [/^shillings?$/i, ['KES']],
  [/^rand$/i, ['ZAR']],
  [/^(reais|real)$/i, ['BRL']],
  [/^pesos?$/i, ['MXN']],
  [/^francs?$/i, ['CHF']],
  [/^(zloty|złoty|zł)$/i, ['PLN']],
  [/^kr(ona|one|onor|oner)?$/i, ['SEK', 'NOK', 'DKK']],
  [/^dirhams?$/i, ['AED']],
];
const CODES =
  'GBP|EUR|USD|CAD|AUD|NZD|SGD|HKD|MXN|BRL|INR|JPY|CNY|KES|NGN|ZAR|AED|CHF|PLN|SEK|NOK|DKK|CZK|HUF|TRY|ISK|PKR|LKR';
const SIGN_BEFORE =
  /(?<![\p{L}])(US\$|AU\$|A\$|CA\$|C\$|S\$|NZ\$|MX\$|R\$|HK\$|KSh|Ksh|Rs\.?|Fr\.|Dh|\$|£|€|¥|₹|₦|R)\s?(?=\d)/gu;
const CODE_BEFORE = new RegExp(`\\b(${CODES})\\s?(?=\\d)`, 'g');
const AFTER_NUMBER = new RegExp(
  `\\d[\\d,.]*\\s?(?:k|m|bn|million|billion|thousand)?\\s?(${CODES}|zł|kr|euros?|pounds?|dollars?|yen|rupees?|naira|shillings?|rand|reais|pesos?|francs?|zloty|złoty|dirhams?)(?![\\p{L}])`,
  'gu',
);

/** Every money amount in a string, with the currencies its sign or word may stand for. */
export function moneyIn(text) {
  const found = [];
  for (const m of text.matchAll(SIGN_BEFORE)) found.push({ sign: m[1], currencies: SIGN_CURRENCIES[m[1]] });
  for (const m of text.matchAll(CODE_BEFORE)) found.push({ sign: m[1], currencies: [m[1]] });
  for (const m of text.matchAll(AFTER_NUMBER)) {
    const unit = m[1];
    const currencies = new RegExp(`^(${CODES})$`).test(unit)
      ? [unit]
      : (WORD_CURRENCIES.find(([re]) => re.test(unit))?.[1] ?? []);
    found.push({ sign: unit, currencies });
  }
  return found;
}

// ---- Places ---------------------------------------------------------------------------------------------

/** Lower case, accents and punctuation off: how two place names are compared. */
export const foldPlace = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Codes Intl names that are not countries, or a second code for one (UK for GB). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'UK']);

const COUNTRY_NAMES = (() => {
  const names = new Map();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      let name;
      try {
        name = display.of(code);
      } catch {
        continue;
      }
      if (name && name !== code && !NOT_COUNTRIES.has(code) && !names.has(foldPlace(name)))
        names.set(foldPlace(name), code);
    }
  }
  const aliases = {
    GB: ['uk', 'u k', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland'],
    US: ['usa', 'us', 'u s', 'u s a', 'united states of america', 'america'],
    NL: ['holland', 'the netherlands'],
    HK: ['hong kong'],
    CZ: ['czech republic'],
    TR: ['turkey'],
    AE: ['uae'],
    KR: ['south korea', 'korea'],
    CI: ['ivory coast'],
  };
  for (const [code, list] of Object.entries(aliases)) for (const alias of list) names.set(alias, code);
  return names;
})();

/** States and provinces a location may name instead of its country ("Austin, Texas"). */
const REGION_NAMES = {
  US:
    'alabama, alaska, arizona, arkansas, california, colorado, connecticut, delaware, florida, hawaii, idaho, ' +
    'illinois, indiana, iowa, kansas, kentucky, louisiana, maine, maryland, massachusetts, michigan, minnesota, ' +
    'mississippi, missouri, montana, nebraska, nevada, new hampshire, new jersey, new mexico, north carolina, ' +
    'north dakota, ohio, oklahoma, oregon, pennsylvania, rhode island, south carolina, south dakota, tennessee, ' +
    'texas, utah, vermont, virginia, west virginia, wisconsin, wyoming, ny, tx, fl',
  CA:
    'ontario, quebec, british columbia, alberta, manitoba, saskatchewan, nova scotia, new brunswick, ' +
    'newfoundland, prince edward island, yukon, qc, bc',
  AU: 'new south wales, queensland, tasmania, western australia, south australia, northern territory, nsw, qld',
};
const REGION_COUNTRY = new Map(
  Object.entries(REGION_NAMES).flatMap(([code, names]) => names.split(', ').map((name) => [name, code])),
);

const MULTI_COUNTRY = [
  [
    /\b(europe|european union|eu|emea)\b/,
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM UA VA',
  ],
  [/\b(nordics?|scandinavia)\b/, 'DK NO SE FI IS'],
  [/\bdach\b/, 'DE AT CH'],
  [/\bbenelux\b/, 'BE NL LU'],
  [/\b(latam|latin america|south america)\b/, 'AR BO BR CL CO CR CU DO EC GT HN MX NI PA PE PY SV UY VE'],
  [/\b(north america)\b/, 'US CA MX'],
  [
    /\b(africa|sub saharan africa|east africa|west africa)\b/,
    'DZ AO BJ BW BF BI CM CV CF TD KM CD CG CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW',
  ],
  [
    /\b(apac|asia pacific|asia|south east asia|southeast asia)\b/,
    'AU BD BN CN HK ID IN JP KH KR LA LK MM MN MY NP NZ PH PK SG TH TW VN',
  ],
  [/\b(middle east|gcc|gulf)\b/, 'AE BH IL JO KW LB OM QA SA'],
];

const EVERYWHERE =
  /\b(online|remote|virtual|global|globally|worldwide|anywhere|international|internationally|hybrid|distributed)\b/;

/**
 * The countries a recommendation's location names: "Berlin, Germany" → DE, "Austin, Texas" → US,
 * "Online" → "everywhere", "Europe" → every European country; [] when it names none we know.
 */
export function countriesOfLocation(location) {
  if (!location) return [];
  const text = foldPlace(location);
  if (EVERYWHERE.test(text)) return ['everywhere'];
  const found = new Set();
  for (const part of location.split(/[,/|·;()]|\s[–-]\s/)) {
    const name = foldPlace(part);
    if (!name) continue;
    const country = COUNTRY_NAMES.get(name) ?? REGION_COUNTRY.get(name);
    if (country) found.add(country);
  }
  for (const [re, list] of MULTI_COUNTRY) if (re.test(text)) for (const code of list.split(' ')) found.add(code);
  return [...found];
}

// ---- Institutions ---------------------------------------------------------------------------------------

/** Public bodies and schemes that exist only in the UK (case matters: "FCA", not "fca"). */
export const UK_ONLY_INSTITUTIONS = [
  /\bNHS\b/,
  /\bHMRC\b/,
  /\bCompanies House\b/,
  /\bOfsted\b/,
  /\bOfqual\b/,
  /\bOfcom\b/,
  /\bOfgem\b/,
  /\bOfwat\b/,
  /\bFCA\b/,
  /\bCQC\b/,
  /\bDVLA\b/,
  /\bGCSEs?\b/,
  /\bA[- ]levels?\b/,
  /\bUCAS\b/,
  /\bInnovate UK\b/,
  /\bBritish Business Bank\b/,
  /\bJobcentre\b/,
  /\b[Cc]ouncil [Tt]ax\b/,
  /\bNational Insurance\b/,
  /\bMaking Tax Digital\b/,
  /\bS?EIS\b/,
  /\bStart Up Loans?\b/,
  /\bDBS\b/,
  /\bTrading Standards\b/,
  /\bUniversal Credit\b/,
  /\bStudent Loans Company\b/,
];
