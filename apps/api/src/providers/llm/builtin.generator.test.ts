import {
  BUSINESS_MODELS,
  GENERATED_SECTIONS,
  INDUSTRY_FAMILIES,
  PROVIDER_SCHEMAS,
  type TGeneratedSection,
  familyByKey,
} from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { IDEAS, type TBriefSpec, analysisOf } from './builtin.generator.fixtures';
import { createBuiltinGenerator, writeSection } from './builtin.generator';
import { modelProfile } from './builtin.models';
import { currencySign } from './builtin.money';
import { analyseIdea } from './brief/read-brief';
import { industryDetail } from '@launchpad/shared/domain/industries/details/index';

type TSections = Record<TGeneratedSection, unknown>;

const writeAll = (text: string, spec: TBriefSpec): TSections => {
  const analysis = analysisOf(text, spec);
  return Object.fromEntries(
    GENERATED_SECTIONS.map((section) => [section, writeSection(section, analysis)]),
  ) as TSections;
};

/** Every prose string of a section (not codes, ids, colours or the location record). */
function prose(value: unknown, key = ''): string[] {
  if (/^(id|assumption_id|risk|canvas_box|hex|style|verdict|key_terms|name)$/.test(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => prose(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => prose(item, name));
  return [];
}
const textOf = (sections: TSections, skip: TGeneratedSection[] = ['LocationData', 'BusinessName']) =>
  GENERATED_SECTIONS.filter((section) => !skip.includes(section)).flatMap((section) => prose(sections[section]));

// An oracle for articles written independently of the generator's grammar: letters and the few
// spellings whose sound differs from their first letter.
const LETTER_NAME_VOWEL = /^[AEFHILMNORSX]/;
function articleExpected(word: string): 'a' | 'an' {
  const token = word.replace(/^[^\p{L}\p{N}£€$¥]+/u, '');
  if (/^[£€$¥\d]/u.test(token)) return /^(8|11|18)\b/.test(token) ? 'an' : 'a';
  if (/^[A-Z][A-Z0-9]+\b/.test(token)) return LETTER_NAME_VOWEL.test(token) ? 'an' : 'a';
  const lower = token.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(uni(?!n)|use|usu|ura|ure|uri|uro|uti|eu|one(?!r)|once|uk)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

const GB_ONLY =
  /\b(NHS|HMRC|Companies House|Ofsted|Ofcom|Ofgem|CQC|Care Quality Commission|Financial Conduct Authority|DVLA|Food Standards Agency|Trading Standards|Information Commissioner)/;
const CLAIMS =
  /backed by|trusted by|our investors|as featured in|in partnership with|our partners|loved by|our customers|funded by/i;

describe('built-in generator: every section for many ideas', () => {
  it('covers every business model and at least 40 ideas in 20 countries', () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(IDEAS.map(([, spec]) => spec.model))).toEqual(new Set(BUSINESS_MODELS));
    const countries = new Set(IDEAS.map(([text, spec]) => analysisOf(text, spec).brief.places[0]?.country_code));
    expect(countries.size).toBeGreaterThanOrEqual(20);
    expect(new Set(IDEAS.map(([, spec]) => spec.buyer ?? 'b2c'))).toEqual(new Set(['b2b', 'b2c']));
  });

  describe.each(IDEAS)('%s', (text, spec) => {
    const sections = writeAll(text, spec);
    const all = textOf(sections);
    const brief = analysisOf(text, spec).brief;
    const country = brief.places[0]?.country_code ?? null;

    it('writes every section valid against its schema, with no empty or unfilled slot', () => {
      for (const section of GENERATED_SECTIONS) {
        const parsed = PROVIDER_SCHEMAS[section].safeParse(sections[section]);
        expect(parsed.success, `${section}: ${parsed.error?.message}`).toBe(true);
      }
      for (const line of all) {
        expect(line, line).not.toMatch(/undefined|\bnull\b|NaN|\{\w+\}|\[object|\s{2}|\s[.,;:]|^\s|\s$|\.\.|,,/);
        expect(line.trim().length, line).toBeGreaterThan(1);
      }
    });

    it('uses "a" and "an" by sound, never doubles a word, and starts sentences with a capital', () => {
      for (const line of all) {
        for (const match of line.matchAll(/(?:^|[\s(])(a|an|A|An)\s+([^\s]+)/g)) {
          if (match[1] === 'A' && match.index! > 0 && !/[.!?:]\s*$/.test(line.slice(0, match.index! + 1))) continue;
          expect(match[1]!.toLowerCase(), `"${match[1]} ${match[2]}" in: ${line}`).toBe(articleExpected(match[2]!));
        }
        const words = line.split(/\s+/);
        words.slice(1).forEach((word, index) => {
          const previous = words[index]!;
          if (/^\p{L}+$/u.test(word) && /^\p{L}+$/u.test(previous)) {
            expect(word.toLowerCase(), `doubled word in: ${line}`).not.toBe(previous.toLowerCase());
          }
        });
        for (const sentence of line.split(/(?<=[.!?])\s+/)) {
          const first = sentence.split(' ')[0]!;
          const innerCapitals = /\p{Lu}/u.test(first.slice(1));
          if (!innerCapitals) expect(sentence, `lower-case sentence start in: ${line}`).not.toMatch(/^\p{Ll}/u);
        }
      }
    });

    it('keeps the idea’s acronyms and inner capitals as written', () => {
      const written = new Set(
        (text.match(/(?<![\p{L}])(?:[A-Z][A-Z0-9]+s?|[a-z]+[A-Z][A-Za-z]*)(?![\p{L}])/gu) ?? []).filter(
          (token) => !['IT', 'US'].includes(token),
        ),
      );
      for (const token of written) {
        const pattern = new RegExp(`(?<![\\p{L}])${token}(?![\\p{L}])`, 'giu');
        for (const line of all) for (const found of line.match(pattern) ?? []) expect(found, line).toBe(token);
      }
    });

    it('writes prices only in the currency of the idea’s country', () => {
      const joined = all.join('\n');
      const symbol = currencySign(brief.currency);
      for (const foreign of ['£', '€', '¥', '₩', '₹']) {
        if (!symbol.includes(foreign)) expect(joined, `${foreign} for ${brief.currency}`).not.toContain(foreign);
      }
      if (!symbol.includes('$')) expect(joined).not.toContain('$');
      if (brief.currency === 'ARS') expect(joined).toContain('local-currency price');
      else expect(joined).toContain(symbol);
    });

    it('names no institution of another country', () => {
      const joined = all.join('\n');
      if (country !== 'GB') expect(joined).not.toMatch(GB_ONLY);
      for (const family of INDUSTRY_FAMILIES) {
        for (const [code, institutions] of Object.entries(family.institutions)) {
          if (code === country) continue;
          const own = (country && familyByKey(spec.family).institutions[country]) || [];
          for (const institution of institutions.filter((name) => !own.includes(name))) {
            expect(joined).not.toContain(institution.replace(/^the /, ''));
          }
        }
      }
    });

    it('invites rather than claims on the landing page, and names the offering and customer in pitch and page', () => {
      expect(prose(sections.LandingPageContent).join('\n')).not.toMatch(CLAIMS);
      for (const section of ['ElevatorPitch', 'LandingPageContent'] as const) {
        const joined = prose(sections[section]).join('\n').toLowerCase();
        expect(joined, section).toContain(spec.offering.toLowerCase());
        expect(joined, section).toContain(spec.customer.toLowerCase());
      }
    });

    it('gives a verdict with at least three red flags about this idea and the assumptions behind its price', () => {
      const verdict = sections.Verdict as { red_flags: string[]; assumptions: string[] };
      expect(verdict.red_flags.length).toBeGreaterThanOrEqual(3);
      expect(verdict.red_flags.some((flag) => flag.toLowerCase().includes(spec.customer.toLowerCase()))).toBe(true);
      expect(verdict.assumptions.some((line) => /typical starting point/.test(line))).toBe(true);
    });
  });
});

describe('built-in generator: the business-model library', () => {
  it.each(BUSINESS_MODELS)(
    'describes %s with its own revenue, costs, metrics, price and investor red flags',
    (model) => {
      const profile = modelProfile(model);
      expect(profile.key).toBe(model);
      expect(profile.red_flags.length).toBeGreaterThanOrEqual(3);
      for (const list of [profile.revenue, profile.costs, profile.metrics, profile.risks]) {
        expect(list.length).toBeGreaterThanOrEqual(3);
      }
      expect(profile.price.b2c.pounds).toBeGreaterThan(0);
      expect(profile.price.b2b.pounds).toBeGreaterThan(0);
    },
  );
});

describe('built-in generator: one brief, one story', () => {
  const [text, spec] = IDEAS.find(([, s]) => s.places?.length === 2 && s.model === 'agency')!;

  it('writes two places as "in A and B" and keeps them in the location record', () => {
    const sections = writeAll(text, spec);
    expect(textOf(sections).join('\n')).toContain('in Leeds and Manchester');
    expect(sections.LocationData).toMatchObject({
      location: 'Leeds and Manchester',
      city: 'Leeds',
      country_code: 'GB',
    });
  });

  it('prices the canvas, pitch, validation and landing page with the same price point', () => {
    const sections = writeAll(text, spec);
    const price = /£[\d,]+ [a-z ]+?(?=[,.;)]|$)/.exec(prose(sections.RevenueStreams).join(' '))![0];
    for (const section of ['Solution', 'ValidationData', 'LandingPageContent', 'ElevatorPitch', 'Verdict'] as const) {
      expect(prose(sections[section]).join(' '), section).toContain(price);
    }
  });

  it('writes revenue, costs and metrics from the business model first, then the industry', () => {
    const rental = IDEAS.find(([, s]) => s.model === 'rental' && s.family === 'rental-leasing')!;
    const sections = writeAll(...rental);
    expect(prose(sections.KeyMetrics).join(' ')).toMatch(/utilisation/i);
    expect(prose(sections.KeyMetrics).join(' ')).toMatch(/damage and loss rate/i);
    expect(prose(sections.CostStructure).join(' ')).toMatch(/refurbishment/i);
    expect(prose(sections.KeyMetrics).join(' ')).not.toMatch(/seat|time to hire/i);
  });

  it('writes software for a trade with its own costs and rivals, and the trade in the problem and interviews', () => {
    const analysis = analyseIdea('QR code ordering and payments for independent cafés and pubs in Cardiff');
    const served = industryDetail(analysis.brief.industry.serves?.code ?? '');
    expect(analysis.brief.industry.code).toBe('513210');
    expect(served).toBeDefined();
    const write = (section: TGeneratedSection) => prose(writeSection(section, analysis)).join(' ').toLowerCase();
    const costs = write('CostStructure');
    const rivals = write('ExistingAlternatives');
    for (const cost of served!.costs) expect(costs).not.toContain(cost.toLowerCase());
    for (const rival of served!.alternatives) expect(rivals).not.toContain(rival.toLowerCase());
    const theirWork = (text: string) => served!.operations.some((work) => text.includes(work.toLowerCase()));
    expect(theirWork(write('Problem'))).toBe(true);
    expect(theirWork(write('InterviewQuestionnaire'))).toBe(true);
  });

  it('keeps to the kind of an industry that lists several: a bike repair van, not watch servicing', () => {
    const write = (idea: string) =>
      GENERATED_SECTIONS.map((section) => prose(writeSection(section, analyseIdea(idea))).join(' ')).join(' ');
    const trade = industryDetail('811490')!;
    const lines = [...trade.operations, ...trade.costs, ...trade.metrics, ...trade.risks, ...trade.alternatives];
    const naming = (kind: RegExp) => lines.filter((line) => kind.test(line)).map((line) => line.toLowerCase());
    const bikes = write(
      'A bike repair van that visits office car parks in Leeds while staff are at work',
    ).toLowerCase();
    expect(bikes).toMatch(/puncture/);
    for (const line of naming(/watch/i)) expect(bikes).not.toContain(line);
    const watches = write('Vintage watch repair by post for collectors across Scotland').toLowerCase();
    expect(watches).toMatch(/watch/);
    for (const line of naming(/bike/i)) expect(watches).not.toContain(line);
  });

  it('says once in the verdict that how the business makes money is unclear', () => {
    const verdict = writeSection('Verdict', analyseIdea('A bike repair van that visits office car parks in Leeds')) as {
      red_flags: string[];
    };
    expect(verdict.red_flags.filter((flag) => /makes money/i.test(flag))).toHaveLength(1);
  });

  it('is deterministic for the same brief and differs between briefs', async () => {
    const generator = createBuiltinGenerator();
    const analysis = analysisOf(text, spec);
    for (const section of GENERATED_SECTIONS) {
      expect(await generator.generate({ section, idea: text, analysis })).toEqual(
        await generator.generate({ section, idea: text, analysis: { ...analysis } }),
      );
    }
    const other = IDEAS[0]!;
    expect(writeAll(...other).ElevatorPitch).not.toEqual(writeAll(text, spec).ElevatorPitch);
  });
});

describe('built-in generator: low confidence stays general and says so', () => {
  const base: TBriefSpec = {
    offering: 'tapas and natural wine',
    customer: 'young professionals',
    model: 'venue',
    family: 'food-service',
    label: 'restaurants and bars',
    places: ['Madrid'],
  };
  const family = familyByKey('food-service');

  it('uses the industry’s costs and metrics when the industry is clear', () => {
    const sections = writeAll('Tapas bar', base);
    const joined = [...prose(sections.CostStructure), ...prose(sections.KeyMetrics)].join(' ').toLowerCase();
    expect([...family.costs, ...family.metrics].some((line) => joined.includes(line.toLowerCase()))).toBe(true);
  });

  it('offers an unsure reading’s trade words only as an assumption to confirm, and none for a guess', () => {
    const text = 'Mobile dog grooming van visiting homes in Bristol';
    const read = analyseIdea(text).brief;
    const detail = industryDetail(read.industry.code);
    expect(detail).toBeDefined();
    const trade = [...detail!.operations, ...detail!.costs, ...detail!.metrics, ...detail!.risks].map((line) =>
      line.toLowerCase(),
    );
    const linesAt = (industry: number) => {
      const analysis = analyseIdea(text, { ...read, confidence: { ...read.confidence, industry } });
      const sections = Object.fromEntries(
        GENERATED_SECTIONS.map((section) => [section, writeSection(section, analysis)]),
      );
      return textOf(sections as TSections).map((line) => line.toLowerCase());
    };
    // Words a guess writes too (the offering echoed, the model's costs) are not the trade's table.
    const wordsIn = (lines: string[]) => new Set(trade.filter((word) => lines.some((line) => line.includes(word))));
    const guess = linesAt(0.1);
    const unsure = linesAt(0.3);
    const general = wordsIn(guess);
    const hedged = unsure.filter((line) => /as we assumed/.test(line));
    expect([...wordsIn(hedged)].filter((word) => !general.has(word)).length).toBeGreaterThan(0);
    const stated = wordsIn(unsure.filter((line) => !/as we assumed/.test(line)));
    expect([...stated].filter((word) => !general.has(word))).toEqual([]);
    expect(guess.join(' ')).not.toMatch(/as we assumed/);
    expect([...wordsIn(linesAt(0.9))].filter((word) => !general.has(word)).length).toBeGreaterThan(3);
  });

  it('leaves the industry’s table out when unsure, and says what it assumed', () => {
    const sections = writeAll('Tapas bar', { ...base, confidence: { industry: 0.3 } });
    const joined = [...prose(sections.CostStructure), ...prose(sections.KeyMetrics)].join(' ').toLowerCase();
    const specific = [...family.costs, ...family.metrics].filter(
      (line) => ![...modelProfile('venue').costs, ...modelProfile('venue').metrics].includes(line),
    );
    for (const line of specific) expect(joined).not.toContain(line.toLowerCase());
    expect(prose(sections.Verdict).join(' ')).toMatch(/industry/i);
    expect(prose(sections.CostStructure).join(' ')).toMatch(/until you confirm/);
    expect((sections.BusinessContext as { industry: string }).industry).toMatch(/to confirm/);
  });

  it('calls an idea risky when several parts of it are unclear, and promising when it is clear and light on capital', () => {
    const vague = IDEAS.find(([text]) => text.startsWith('Something for people'))!;
    expect((writeAll(...vague).Verdict as { verdict: string }).verdict).toBe('risky');
    const saas = IDEAS.find(([, s]) => s.model === 'saas' && s.buyer === 'b2b')!;
    expect((writeAll(...saas).Verdict as { verdict: string }).verdict).toBe('promising');
    const hardware = IDEAS.find(([, s]) => s.model === 'hardware')!;
    expect((writeAll(...hardware).Verdict as { verdict: string }).verdict).toBe('needs_evidence');
  });
});

describe('built-in generator: where to form the company', () => {
  it.each([
    ['Porto', 'PT'],
    ['Los Angeles', 'US'],
    ['Mendoza', 'US'],
    ['Stockholm', 'DK'],
    ['Oslo', 'DK'],
    ['Cape Town', 'US'],
    ['Shanghai', 'HK'],
    ['Osaka', 'US'],
    ['Toronto', 'US'],
  ])('an idea in %s forms in %s', (place, code) => {
    const sections = writeAll('idea', { ...IDEAS[0]![1], places: [place] });
    expect((sections.LocationData as { formation_country_code: string }).formation_country_code).toBe(code);
  });

  it('forms in the United Kingdom when the idea names no place, and asks for a US state only in the US', () => {
    const none = writeAll('idea', { ...IDEAS[0]![1], places: [] }).LocationData;
    expect(none).toMatchObject({ location: null, formation_country_code: 'GB', state_code: null });
    expect(writeAll('idea', { ...IDEAS[0]![1], places: ['Austin'] }).LocationData).toMatchObject({ state_code: 'TX' });
    expect(writeAll('idea', { ...IDEAS[0]![1], places: ['Toronto'] }).LocationData).toMatchObject({ state_code: null });
  });

  it('names the institutions of the idea’s own country', () => {
    const care = IDEAS.find(([text]) => text.startsWith('Care home visits'))!;
    const institutions = familyByKey(care[1].family).institutions.GB ?? [];
    const joined = textOf(writeAll(...care)).join('\n');
    if (institutions.length) expect(institutions.some((name) => joined.includes(name.replace(/^the /, '')))).toBe(true);
  });
});
