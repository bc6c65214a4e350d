import {
  type TBriefCorrection,
  type TBriefField,
  type TBriefPlace,
  type TIdeaBrief,
  ZBriefCorrection,
  industryByCode,
} from '@launchpad/shared';
import { classifyIndustry } from './industry';
import { findPlaces, resolvePlace } from './places';
import { findModel } from './business-model';
import { pluralPhrase } from '../builtin.grammar';
import { findCustomer, placeWordsOf } from './phrases';
import { finishBrief, readIdeaBrief } from './read-brief';
import { phraseText, tokenise } from './tokens';

export type TBriefChange = { ok: true; brief: TIdeaBrief; changed: TBriefField[] } | { ok: false; message: string };

const samePlace = (a: TBriefPlace, b: TBriefPlace) =>
  a.country_code === b.country_code && (a.city ?? '') === (b.city ?? '') && (a.region ?? '') === (b.region ?? '');

function mergePlaces(places: TBriefPlace[]): TBriefPlace[] {
  return places.filter((place, i) => places.findIndex((other) => samePlace(place, other)) === i).slice(0, 6);
}

/** Industry follows what is sold and to whom, unless the founder chose it. */
function reclassify(brief: TIdeaBrief, text: string): TIdeaBrief {
  if (brief.corrected.includes('industry')) return brief;
  const found = classifyIndustry({ text, offering: brief.offering, customer: brief.customer });
  return {
    ...brief,
    industry: { code: found.entry.code, label: found.entry.label, family: found.entry.family },
    confidence: { ...brief.confidence, industry: found.confidence },
  };
}

function mark(brief: TIdeaBrief, fields: TBriefField[]): TIdeaBrief {
  const confidence = { ...brief.confidence };
  for (const field of fields) confidence[field] = 1;
  return { ...brief, confidence, corrected: [...new Set([...brief.corrected, ...fields])] };
}

/**
 * The founder's chip edits applied to a brief: corrected fields are kept on every later rebuild;
 * a changed offering or customer re-reads the industry unless the founder chose it.
 */
export function correctBrief(brief: TIdeaBrief, input: TBriefCorrection, text: string): TBriefChange {
  const parsed = ZBriefCorrection.safeParse(input);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'That correction is not valid.' };
  const correction = parsed.data;
  let next: TIdeaBrief = { ...brief };
  const changed: TBriefField[] = [];
  if (correction.offering !== undefined) {
    next.offering = correction.offering;
    changed.push('offering');
  }
  if (correction.customer !== undefined) {
    next.customer = correction.customer;
    changed.push('customer');
  }
  if (correction.end_user !== undefined) next.end_user = correction.end_user || null;
  if (correction.buyer !== undefined) {
    next.buyer = correction.buyer;
    changed.push('buyer');
  }
  if (correction.business_model !== undefined) {
    next.business_model = correction.business_model;
    changed.push('business_model');
  }
  if (correction.places !== undefined) {
    const places: TBriefPlace[] = [];
    for (const name of correction.places) {
      const place = resolvePlace(name);
      if (!place) return { ok: false, message: `We could not find "${name}". Try a city, region or country.` };
      places.push(place);
    }
    next.places = mergePlaces(places);
    next.scope = places.length === 0 ? 'national' : places.some((p) => p.city || p.region) ? 'local' : 'national';
    changed.push('places');
  }
  if (correction.industry_code !== undefined) {
    const entry = industryByCode(correction.industry_code);
    if (!entry) return { ok: false, message: 'Choose an industry from the list.' };
    next.industry = { code: entry.code, label: entry.label, family: entry.family };
    changed.push('industry');
  }
  next = mark(next, changed);
  if (changed.includes('offering') || changed.includes('customer')) next = reclassify(next, text);
  return { ok: true, brief: finishBrief(next), changed };
}

const escapeRe = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "supermarkets instead of bakeries", "replace bakeries with supermarkets", "not bakeries but supermarkets". */
function replacements(text: string): [string, string][] {
  const out: [string, string][] = [];
  const phrase = "([\\p{L}\\p{N}' -]{2,40}?)";
  for (const [re, newFirst] of [
    [new RegExp(`${phrase}\\s+instead of\\s+${phrase}(?=[,.;]|\\s+and\\b|$)`, 'giu'), true],
    [new RegExp(`replace\\s+${phrase}\\s+with\\s+${phrase}(?=[,.;]|\\s+and\\b|$)`, 'giu'), false],
    [new RegExp(`not\\s+${phrase}\\s+but\\s+${phrase}(?=[,.;]|\\s+and\\b|$)`, 'giu'), false],
  ] as const) {
    for (const match of text.matchAll(re)) {
      const [a, b] = [match[1]!.trim(), match[2]!.trim()];
      const strip = (value: string) =>
        value.replace(/^(sell to|sell|for|to|make it|target|use|with|and)\s+/i, '').trim();
      out.push(newFirst ? [strip(b), strip(a)] : [strip(a), strip(b)]);
    }
  }
  return out;
}

function replaceWord(phrase: string, from: string, to: string): string | null {
  const stems = [from, from.replace(/s$/, ''), from.replace(/ies$/, 'y')];
  for (const stem of stems) {
    const re = new RegExp(`\\b${escapeRe(stem)}s?\\b`, 'i');
    if (stem.length > 2 && re.test(phrase)) return phrase.replace(re, to);
  }
  return null;
}

/**
 * A follow-up such as "supermarkets instead of bakeries, and sell in Manchester too" edits the
 * previous brief: it replaces what it names, adds places ("too", "also") or moves them ("only",
 * "instead", "move to"), and takes a new customer or model when it names one. What the founder
 * corrected by hand stays.
 */
export function refineBrief(previous: TIdeaBrief, refinement: string, fullText: string): TIdeaBrief {
  let next: TIdeaBrief = { ...previous, places: [...previous.places] };
  const keep = (field: TBriefField) => previous.corrected.includes(field);
  let reread = false;
  for (const [from, to] of replacements(refinement)) {
    const place = resolvePlace(to);
    const oldPlace = next.places.findIndex((p) =>
      [p.city, p.region, p.country].some((n) => n?.toLowerCase() === from.toLowerCase()),
    );
    if (oldPlace >= 0 && place && !keep('places')) {
      next.places[oldPlace] = place;
      continue;
    }
    const inCustomer = keep('customer') ? null : replaceWord(next.customer, from, to);
    if (inCustomer) {
      next.customer = inCustomer;
      reread = true;
      continue;
    }
    const inOffering = keep('offering') ? null : replaceWord(next.offering, from, to);
    if (inOffering) {
      next.offering = inOffering;
      reread = true;
    }
  }
  const found = findPlaces(refinement).places;
  if (found.length && !keep('places')) {
    const moving =
      /\b(only|instead|move|moving|rather than|switch|relocat\w*)\b/i.test(refinement) &&
      !/\b(too|also|as well|and)\b/i.test(refinement);
    next.places = mergePlaces(moving ? found : [...next.places, ...found]);
    next.scope = next.places.some((p) => p.city || p.region) ? 'local' : 'national';
  }
  if (!keep('customer') && !replacements(refinement).length) {
    const tokens = tokenise(refinement);
    const customer = findCustomer(tokens, refinement, placeWordsOf(found));
    if (customer) {
      next.customer = pluralPhrase(phraseText(customer.tokens));
      reread = true;
    }
  }
  if (!keep('business_model')) {
    const model = findModel(refinement, next.buyer);
    if (model.confidence >= 0.9 && model.model !== 'retail') next.business_model = model.model;
  }
  if (!keep('buyer') && reread) next.buyer = readIdeaBrief(`${next.offering} for ${next.customer}`).buyer;
  if (reread) next = reclassify(next, fullText);
  return finishBrief(next);
}
