import { GENERATED_SECTIONS, PROVIDER_SCHEMAS } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { createBuiltinGenerator } from './builtin.generator';
import { analyseIdea } from './idea-analysis';

const generator = createBuiltinGenerator();
const IDEAS = [
  'A subscription app that delivers healthy vegan meal kits to busy parents in Manchester',
  'An AI bookkeeping assistant for freelance designers in the United States',
  'Solar panel leasing for small farms in Texas',
  'x',
  'Kids',
];

describe('idea analysis', () => {
  it('reads key terms, product, audience, industry and place from the idea’s words', () => {
    const a = analyseIdea(IDEAS[0] as string);
    expect(a.keyTerms).toEqual(expect.arrayContaining(['vegan', 'meal', 'kit', 'parent']));
    expect(a).toMatchObject({
      product: 'healthy vegan meal kits',
      audience: 'busy parents',
      productType: 'subscription',
    });
    expect(a.industry.key).toBe('food');
    expect(a.location).toMatchObject({ city: 'Manchester', country_code: 'GB', scope: 'local' });
    expect(analyseIdea(IDEAS[2] as string).location).toMatchObject({ state_code: 'TX', country_code: 'US' });
    expect(analyseIdea(IDEAS[1] as string).industry.key).toBe('finance');
  });
});

describe('built-in generator', () => {
  it('writes every section valid against its schema, even for very short ideas', async () => {
    for (const idea of IDEAS) {
      for (const section of GENERATED_SECTIONS) {
        const content = await generator.generate({ section, idea, analysis: analyseIdea(idea) });
        const parsed = PROVIDER_SCHEMAS[section].safeParse(content);
        expect(parsed.success, `${idea} / ${section}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('is deterministic for an idea and different between ideas', async () => {
    const write = (idea: string) => generator.generate({ section: 'BusinessName', idea, analysis: analyseIdea(idea) });
    expect(await write(IDEAS[0] as string)).toEqual(await write(IDEAS[0] as string));
    expect(await write(IDEAS[0] as string)).not.toEqual(await write(IDEAS[2] as string));
  });
});
