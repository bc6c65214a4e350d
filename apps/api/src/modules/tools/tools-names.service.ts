import {
  NAME_IDEA_TLDS,
  PROVIDER_SCHEMAS,
  type TBusinessNameDraft,
  type TBusinessNameIdea,
  type TBusinessNamesRequest,
  type TNameStyle,
} from '@launchpad/shared';
import type { TDeps } from '../../core';
import { AppError } from '../../lib/app-error';
import { LlmError, analyseIdea } from '../../providers/llm';
import type { TAvailability } from '../../providers/registrar/registrar.provider';
import { findTldPrices } from '../domains';

type TNamesDeps = Pick<TDeps, 'db' | 'llm' | 'registrar'>;
type TDraftStyle = TBusinessNameDraft['business_names'][number]['style'];

/** How many ideas one request answers. */
export const NAME_IDEAS_COUNT = 8;

/** Which of the generator's kinds of name suit each style best, first to last. */
const STYLE_ORDER: Record<TNameStyle, TDraftStyle[]> = {
  modern: ['affix', 'blend', 'compound', 'word'],
  classic: ['word', 'compound', 'affix', 'blend'],
  playful: ['blend', 'affix', 'word', 'compound'],
  descriptive: ['compound', 'affix', 'word', 'blend'],
  abstract: ['blend', 'word', 'affix', 'compound'],
};

const STYLE_HINT: Record<TNameStyle, string> = {
  modern: 'short, modern, tech-style brand names',
  classic: 'timeless, trustworthy, classic brand names',
  playful: 'fun, playful, memorable brand names',
  descriptive: 'clear names that say what the business does',
  abstract: 'abstract, invented brand names',
};

/** The name as a domain label: `Harvest Coffee` → `harvestcoffee`; null when nothing usable is left. */
export function nameToLabel(name: string): string | null {
  const label = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return label.length >= 2 && label.length <= 63 ? label : null;
}

async function draftNames(deps: TNamesDeps, keyword: string, style: TNameStyle): Promise<TBusinessNameDraft> {
  let raw: unknown;
  try {
    // The analysis reads the keyword alone; the idea text carries the style for a hosted model.
    raw = await deps.llm.generate({
      section: 'BusinessName',
      idea: `${keyword}. Suggest ${STYLE_HINT[style]}.`,
      analysis: analyseIdea(keyword),
    });
  } catch (error) {
    if (error instanceof LlmError) throw new AppError('SERVICE_UNAVAILABLE', error.message);
    throw error;
  }
  const parsed = PROVIDER_SCHEMAS.BusinessName.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The name generator gave an unusable answer. Please try again.');
  }
  return parsed.data as TBusinessNameDraft;
}

/**
 * Business name ideas for a keyword in a style (issue 8): names from the LLM provider, ordered for the
 * style, each with its domains under NAME_IDEA_TLDS, their availability from the registrar and the
 * yearly registration price (premium price when the registry asks more).
 */
export async function businessNameIdeas(
  deps: TNamesDeps,
  { keyword, style }: TBusinessNamesRequest,
): Promise<{ keyword: string; style: TNameStyle; names: TBusinessNameIdea[] }> {
  const draft = await draftNames(deps, keyword, style);
  const order = STYLE_ORDER[style];
  const seen = new Set<string>();
  const picked = draft.business_names
    .map((n, index) => ({ ...n, index, label: nameToLabel(n.name) }))
    .filter((n): n is typeof n & { label: string } => {
      if (!n.label || seen.has(n.label)) return false;
      seen.add(n.label);
      return true;
    })
    .sort((a, b) => order.indexOf(a.style) - order.indexOf(b.style) || a.index - b.index)
    .slice(0, NAME_IDEAS_COUNT);

  const domains = picked.flatMap((n) => NAME_IDEA_TLDS.map((tld) => `${n.label}.${tld}`));
  const prices = await findTldPrices(deps, NAME_IDEA_TLDS);
  let answers: Map<string, TAvailability> | null;
  try {
    answers = new Map((await deps.registrar.check(domains)).map((a) => [a.domain, a]));
  } catch {
    // The names are still useful without availability; the page says it could not check.
    answers = null;
  }

  const names = picked.map((n) => ({
    name: n.name,
    rationale: n.rationale,
    domains: NAME_IDEA_TLDS.map((tld) => {
      const domain = `${n.label}.${tld}`;
      const answer = answers?.get(domain);
      const available = answer ? answer.available : null;
      const listPrice = prices.get(tld)?.registrationPricePence ?? null;
      const price = answer?.premium ? (answer.premiumRegistrationPence ?? listPrice) : listPrice;
      return {
        sld: n.label,
        tld,
        domain,
        available,
        pricePerYearPence: available === false ? null : price,
        premium: answer?.premium ?? false,
      };
    }),
  }));
  return { keyword, style, names };
}
