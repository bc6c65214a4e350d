import { RECOMMENDATION_SECTIONS, type TRecommendation } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseIdea } from '../../providers/llm';
import { type TTestContext, createTestContext } from '../../test/context';
import { ideaStage, recommend, stageFit, stagesOf } from './launchpad-recommendations.service';

// Recommendations ranked by the brief (issue 18 part 4): industry, buyer, stage, country, region, online;
// fewer items rather than ones that do not fit. Ideas are read as the builder reads them; the rows are the
// seeded content.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const recommendationsFor = async (idea: string) => {
  const analysis = analyseIdea(idea);
  const entries = await Promise.all(
    RECOMMENDATION_SECTIONS.map(async (section) => [section, await recommend(ctx.database.db, section, analysis)]),
  );
  return Object.fromEntries(entries) as Record<(typeof RECOMMENDATION_SECTIONS)[number], TRecommendation[]>;
};
const names = (items: TRecommendation[]) => items.map((item) => item.name);

describe('recommendations follow who pays', () => {
  it('gives an idea sold to restaurants the backers and groups of food suppliers, and one sold to households consumer ones', async () => {
    const trade = await recommendationsFor('Ready-made sauces sold wholesale to restaurants in London');
    const home = await recommendationsFor('Vegan ready meals sold to people at home in London');
    // Ladle backs restaurants and food delivery; Harvest Table backs consumer brands.
    expect(names(trade.fetchInvestors)).toEqual(['Ladle Capital']);
    expect(names(trade.fetchCommunities)[0]).toBe('Manchester Food Makers');
    expect(names(home.fetchInvestors)[0]).toBe('Harvest Table Ventures');
    expect(names(home.fetchCommunities)[0]).toBe('Plant-Based Founders Circle');
  });

  it('leaves out a row of another industry that speaks only to the other kind of buyer', async () => {
    const app = await recommendationsFor('A budgeting app that helps students in Leeds save each month');
    // The B2B software angels have nothing for a consumer app; the education fund does.
    expect(names(app.fetchInvestors)).not.toContain('Northern Software Angels');
    const software = await recommendationsFor('Invoicing software sold to plumbers and electricians in Leeds');
    expect(names(software.fetchInvestors)).toContain('Northern Software Angels');
  });
});

describe('recommendations in a country with little that fits', () => {
  it('shows fewer items, each online or in the country and of the idea’s trade, rather than unrelated ones', async () => {
    const nearby = await recommendationsFor('An app booking trusted dog walkers for busy owners in Berlin');
    const far = await recommendationsFor('An app booking trusted dog walkers for busy owners in Reykjavik');
    const count = (all: Record<string, TRecommendation[]>) => Object.values(all).flat().length;
    expect(count(far)).toBeLessThan(count(nearby));
    for (const item of Object.values(far).flat()) {
      expect(item.location).toBe('Online');
      expect(item.industry).toBe('pets');
    }
    // Nothing in Iceland: no investor, founder or event from elsewhere stands in.
    expect(far.fetchInvestors).toEqual([]);
    expect(far.fetchFounders).toEqual([]);
    expect(far.fetchEvents).toEqual([]);
  });

  it('offers a perk only where it can be claimed: the walkers’ insurance is for UK businesses', async () => {
    const uk = await recommendationsFor('An app booking trusted dog walkers for busy owners in Leeds');
    const germany = await recommendationsFor('An app booking trusted dog walkers for busy owners in Berlin');
    expect(names(uk.fetchPerks)).toContain('Pet insurance for walkers');
    expect(names(germany.fetchPerks)).not.toContain('Pet insurance for walkers');
  });
});

describe('the stage an idea is at', () => {
  it('reads an investor’s rounds', () => {
    expect(stagesOf('Pre-seed to seed')).toEqual(['pre-seed', 'seed']);
    expect(stagesOf('Seed to Series A')).toEqual(['seed', 'series-a']);
    expect(stagesOf('Series B+')).toEqual(['series-b', 'growth']);
    expect(stagesOf('Any')).toEqual([]);
  });

  it('is the pre-seed round for a new idea, later when the idea says so', () => {
    expect(ideaStage('Refill shops for shampoo in Cardiff')).toBe('pre-seed');
    expect(ideaStage('We are raising a Series A round for our fleet software')).toBe('series-a');
    expect(ideaStage('Our refill shop already has paying customers and wants a second site')).toBe('seed');
  });

  it('keeps investors whose rounds begin at most one round after the idea’s', () => {
    expect(stageFit(['pre-seed', 'seed'], 'pre-seed')).toBe(1);
    expect(stageFit(['seed', 'series-a'], 'pre-seed')).toBe(0);
    expect(stageFit(['series-a', 'series-b'], 'pre-seed')).toBeNull();
    expect(stageFit([], 'seed')).toBe(0.5);
  });
});
