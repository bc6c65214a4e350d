import { BRIEF_CONFIDENT, BUSINESS_MODEL_LABELS, type TBriefField, type TIdeaBrief } from '@launchpad/shared';
import type { TIdeaAnalysis } from '../llm.provider';
import { findModel, withModelSector } from './business-model';
import { FORM_WORDS, FUNCTION_WORDS, LEAD_IN } from './idea-words';
import { classifyIndustry } from './industry';
import { PAID_BY, customerAt, findBuyer, findCustomer, findEndUser, findOffering, placeWordsOf } from './phrases';
import { pluralPhrase } from '../builtin.grammar';
import { pitchOf } from './pitch';
import { currencyOf, findPlaces } from './places';
import { hashText, phraseText, plain, singular, tokenise } from './tokens';

/**
 * Reads an idea into its brief (issue 18): what is sold, who pays, how the business makes money, the
 * industry, the places and the currency, each with a confidence. Pure and deterministic.
 */

const LOW = BRIEF_CONFIDENT;

function assumptionsOf(brief: Omit<TIdeaBrief, 'assumptions'>): string[] {
  const out: string[] = [];
  const { confidence } = brief;
  if (brief.places.length === 0) {
    out.push('No place was named, so we assumed you start in the United Kingdom and price in pounds.');
  } else if (confidence.places < LOW) {
    out.push(`We read the place as ${brief.places[0]?.city ?? brief.places[0]?.country}; correct it if that is wrong.`);
  }
  if (confidence.customer < LOW) out.push(`We assumed your customers are ${brief.customer}; tell us who pays.`);
  if (confidence.buyer < LOW) {
    out.push(brief.buyer === 'b2b' ? 'We assumed businesses pay.' : 'We assumed people pay for themselves.');
  }
  if (confidence.business_model < LOW) {
    out.push(`We assumed a ${BUSINESS_MODEL_LABELS[brief.business_model].toLowerCase()} business model.`);
  }
  if (confidence.industry < LOW) {
    out.push(
      `We could not tell the industry for sure, so the advice stays general (closest: ${brief.industry.label}).`,
    );
  }
  if (confidence.offering < LOW) out.push(`We read what you sell as "${brief.offering}".`);
  return out;
}

export function finishBrief(brief: Omit<TIdeaBrief, 'assumptions' | 'currency'>): TIdeaBrief {
  const withCurrency = { ...brief, currency: currencyOf(brief.places[0]?.country_code ?? 'GB') };
  return { ...withCurrency, assumptions: assumptionsOf(withCurrency) };
}

/** Property let to guests or tenants, and services done to it for its owner. */
const LET_PROPERTY =
  /\b(holiday[- ](lets?|cottages?|homes?|rentals?|apartments?)|short[- ]lets?|airbnbs?|vacation rentals?|serviced apartments?|rental propert(y|ies)|buy[- ]to[- ]lets?)\b/i;
const SERVICE_TO_PROPERTY =
  /\b(clean(ing|ers?)?|changeovers?|management|managing|maintenance|co-?host(ing)?|laundry|linen|photography|key[- ]holding|check-?ins?|turnovers?)\b/i;

/** Tools a trade buys for its work. */
const TRADE_TOOL =
  /\b(software|saas|crm|erp|dashboard|booking system|invoicing|scheduling|route planning|point of sale|pos|job management)\b/i;

/** The text with the words of its places taken out. */
function withoutPlaces(text: string, placeWords: Set<string>): string {
  if (!placeWords.size) return text;
  return text
    .split(/(\s+)/)
    .filter((part) => !placeWords.has(plain(part.toLowerCase().replace(/[^\p{L}\p{N}'-]+/gu, ''))))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Names of continents and world regions: they say where, like places, but are no place of the brief. */
const WORLD_REGIONS =
  /\b(europe|asia|africa|oceania|scandinavia|the nordics|the balkans|the gulf|the middle east|latin america|south america|north america|central america|the caribbean|southeast asia|south-east asia|east africa|west africa)\b/gi;

/** People or organisations the idea opens its problem with: "Hotels in Bangkok waste hours …". */
function problemSubject(problem: string, placeWords: Set<string>) {
  const text = problem.replace(/^\s*(?:the\s+)?[a-z ]{3,20}:\s*/i, '');
  const tokens = tokenise(text);
  const subject = customerAt(tokens, 0, text, placeWords, 5);
  return subject && subject.from === 0 ? { phrase: subject, text } : null;
}

/** The brief of an idea as the built-in reader understands it. */
export function readIdeaBrief(rawText: string): TIdeaBrief {
  const whole = rawText.replace(/\s+/g, ' ').trim().replace(LEAD_IN, '');
  const located = findPlaces(whole);
  const placeWords = placeWordsOf(located.places);
  for (const match of whole.matchAll(WORLD_REGIONS)) {
    for (const word of match[0].toLowerCase().split(/[\s-]+/)) if (word !== 'the') placeWords.add(word);
  }
  // What the business is comes from its pitch: not from the problem it opens with, nor from the
  // features listed after a colon.
  const { pitch, head, problem } = pitchOf(whole);
  const text = pitch.replace(LEAD_IN, '');
  const tokens = tokenise(text);
  const found = findCustomer(tokens, text, placeWords);
  const headText = head === pitch ? text : head.replace(LEAD_IN, '');
  const headTokens = head === pitch ? tokens : tokenise(headText);
  const offering =
    head === pitch
      ? findOffering(tokens, text, found, placeWords)
      : findOffering(headTokens, headText, findCustomer(headTokens, headText, placeWords), placeWords);
  // "Bike leasing for employees, paid for by employers": the employers pay, the employees use it.
  const paidBy = PAID_BY.exec(text);
  const payer = paidBy
    ? customerAt(
        tokens,
        tokens.findIndex((t) => t.start >= paidBy.index + paidBy[0].length),
        text,
        placeWords,
        4,
      )
    : null;
  const customer = payer ? { ...payer, stated: true } : found;
  // No one named in the pitch: the people with the problem are the customers.
  const sufferer = !customer?.stated && problem ? problemSubject(problem, placeWords) : null;
  const read = sufferer ? findBuyer(sufferer.text, sufferer.phrase) : findBuyer(text, customer);
  // Services to property that is let (changeovers, short-let management) are sold to the owners who
  // let it: they buy as a business, whatever the idea calls them.
  const letProperty = LET_PROPERTY.test(text) && SERVICE_TO_PROPERTY.test(text);
  const forLetProperty = letProperty && (!customer || LET_PROPERTY.test(phraseText(customer.tokens)));
  // A trade named by its work ("dog groomers", "luthiers") that is sold software buys it for that work.
  const tradeTool =
    read.buyer === 'b2c' &&
    read.confidence <= 0.6 &&
    !!customer &&
    /(ers|ors|iers)$/.test(customer.tokens.at(-1)?.lower ?? '') &&
    TRADE_TOOL.test(text);
  const { buyer, confidence: buyerConfidence } =
    (forLetProperty || tradeTool) && read.buyer === 'b2c' && read.confidence < 0.9
      ? { buyer: 'b2b' as const, confidence: 0.7 }
      : read;
  // How it makes money is read from what is sold, not from who buys ("QR ordering for cafés").
  const modelText = customer
    ? `${text.slice(0, tokens[customer.from]?.start ?? 0)} ${text.slice(tokens[customer.to - 1]?.end ?? 0)}`
    : text;
  // What is sold names its model before the rest of the idea does: "a hostel … with surf lessons" is a venue.
  const offeredModel = findModel(offering.phrase, buyer);
  const { model, confidence: modelConfidence } =
    offeredModel.confidence >= 0.9 ? offeredModel : findModel(modelText, buyer);
  const customerPhrase = sufferer
    ? pluralPhrase(phraseText(sufferer.phrase.tokens))
    : customer
      ? pluralPhrase(phraseText(customer.tokens))
      : forLetProperty && buyer === 'b2b'
        ? 'owners who let their property'
        : buyer === 'b2b'
          ? 'small businesses'
          : 'local customers';
  // Place names say where, not what: "Mexico City" is no city-planning business.
  const tradeText = withoutPlaces(text, placeWords);
  const industry = withModelSector(
    classifyIndustry({
      text: tradeText,
      offering: withoutPlaces(offering.phrase, placeWords),
      customer: customerPhrase,
    }),
    model,
    modelConfidence,
    (customer || sufferer) && buyer === 'b2b'
      ? classifyIndustry({ text: customerPhrase, offering: customerPhrase })
      : undefined,
  );
  const offeringPhrase = offering.phrase || industry.entry.label;
  const endUser =
    payer && found && found !== payer ? pluralPhrase(phraseText(found.tokens)) : findEndUser(tokens, customer, buyer);
  return finishBrief({
    offering: offeringPhrase.slice(0, 120),
    buyer,
    customer: customerPhrase.slice(0, 120),
    end_user: endUser,
    business_model: model,
    industry: {
      code: industry.entry.code,
      label: industry.entry.label,
      family: industry.entry.family,
      ...(industry.serves ? { serves: { code: industry.serves.code, label: industry.serves.label } } : {}),
    },
    places: located.places.slice(0, 6),
    scope: located.scope,
    confidence: {
      offering: offering.phrase ? offering.confidence : 0.2,
      buyer: buyerConfidence,
      customer: customer?.stated ? 0.85 : sufferer ? 0.7 : customer ? 0.65 : 0.35,
      business_model: modelConfidence,
      industry: industry.confidence,
      places: located.places.length ? located.confidence : 0.3,
    },
    corrected: [],
  });
}

/** Distinct content words of the idea, what is sold first: for search, names and the LLM's context. */
export function keyTermsOf(text: string, brief: TIdeaBrief): string[] {
  const places = placeWordsOf(brief.places);
  const terms: string[] = [];
  for (const token of [...tokenise(brief.offering), ...tokenise(text), ...tokenise(brief.customer)]) {
    const word = singular(token.lower);
    if (word.length < 3 && !/^[A-Z0-9]{2}$/.test(token.text)) continue;
    if (FUNCTION_WORDS.has(word) || FORM_WORDS.has(word) || places.has(token.lower) || terms.includes(word)) continue;
    terms.push(word);
  }
  return terms.slice(0, 12);
}

/** What the generator writes from: the text, its brief, key terms and a seed fixed by the brief. */
export function analyseIdea(text: string, brief: TIdeaBrief = readIdeaBrief(text)): TIdeaAnalysis {
  const keyTerms = keyTermsOf(text, brief);
  return {
    text,
    brief,
    keyTerms: keyTerms.length ? keyTerms : [brief.industry.label],
    seed: hashText(JSON.stringify(brief)),
  };
}

export const lowConfidence = (brief: TIdeaBrief, field: TBriefField) =>
  !brief.corrected.includes(field) && brief.confidence[field] < LOW;
