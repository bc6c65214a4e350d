import { LAUNCHPAD_MESSAGES, type TIdeaDetail, launchpadEndpoints, pathOf } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../../test/context';
import { createIdeaFor, customerOnPlan, launchpadApi } from './launchpad.test-helpers';

let ctx: TTestContext;
let api: ReturnType<typeof launchpadApi>;
beforeAll(async () => {
  ctx = await createTestContext();
  api = launchpadApi(ctx);
});
afterAll(() => ctx.close());

const correct = (headers: Record<string, string>, id: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: pathOf(launchpadEndpoints.correctBrief, { id }), headers, payload });

async function detailOf(headers: Record<string, string>, id: string): Promise<TIdeaDetail> {
  const res = await api.read(headers, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('launchpad brief: what the builder understood (issue 18)', () => {
  it('reads the idea into a brief stored with the idea: offering, who pays, model, place and currency', async () => {
    const member = await customerOnPlan(ctx, 'scale');
    const id = await createIdeaFor(
      ctx,
      member.headers,
      'A subscription service delivering refurbished office chairs to remote workers in Lisbon',
    );
    const { brief } = await detailOf(member.headers, id);
    expect(brief.offering).toContain('office chair');
    expect(brief.customer).toContain('remote workers');
    expect(brief.buyer).toBe('b2c');
    expect(brief.business_model).toBe('subscription');
    expect(brief.places[0]).toMatchObject({ city: 'Lisbon', country_code: 'PT' });
    expect(brief.currency).toBe('EUR');
    expect(brief.industry.code).toMatch(/^\d{4,6}$/);
  });

  it('refuses a keyboard mash, a single word and text with no business in it, and counts no build', async () => {
    const member = await customerOnPlan(ctx, 'scale');
    const before = (await api.allowance(member.headers)).json().data.used_this_month;
    for (const [query, message] of [
      ['asdfghjkl qwertyuiop zxcvbnm', LAUNCHPAD_MESSAGES.notWords],
      ['sdkjfh wqpeoiru xcmvnb lkjhsdf', LAUNCHPAD_MESSAGES.notWords],
      ['chairs', LAUNCHPAD_MESSAGES.tooShort],
      ['hello how are you today', LAUNCHPAD_MESSAGES.noBusiness],
    ] as const) {
      const res = await api.create(member.headers, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    expect((await api.allowance(member.headers)).json().data.used_this_month).toBe(before);
  });

  it('a corrected country makes a new version with that country, its currency, and the earlier version kept', async () => {
    const member = await customerOnPlan(ctx, 'scale');
    const id = await createIdeaFor(ctx, member.headers, 'Mobile bike repair for commuters in Leeds');
    const first = await detailOf(member.headers, id);
    expect(first.brief.currency).toBe('GBP');
    const res = await correct(member.headers, id, { places: ['Porto'] });
    expect(res.statusCode, res.body).toBe(200);
    const second: TIdeaDetail = res.json().data;
    expect(second.version).toBe(2);
    expect(second.brief.places[0]).toMatchObject({ city: 'Porto', country_code: 'PT' });
    expect(second.brief.currency).toBe('EUR');
    expect(second.brief.corrected).toContain('places');
    expect(second.brief.confidence.places).toBe(1);
    expect(second.sections).toEqual({});
    expect(second.versions.map((v) => v.brief?.currency)).toEqual(['GBP', 'EUR']);
    const location = await api.section(member.headers, id, 'LocationData');
    expect(JSON.parse(location.json().data.content)).toMatchObject({ country_code: 'PT' });
  });

  it('keeps what the founder corrected when the idea is refined', async () => {
    const member = await customerOnPlan(ctx, 'scale');
    const id = await createIdeaFor(ctx, member.headers, 'Payroll software for restaurants with part-time staff');
    await correct(member.headers, id, { business_model: 'saas', customer: 'independent restaurants' });
    const refined = (await api.refine(member.headers, id, 'and sell it in Dublin too')).json().data as TIdeaDetail;
    expect(refined.brief.customer).toBe('independent restaurants');
    expect(refined.brief.business_model).toBe('saas');
    expect(refined.brief.places.map((p) => p.city)).toContain('Dublin');
    expect(refined.brief.currency).toBe('EUR');
  });

  it('a refinement replaces the customer it names and adds the place it names, keeping the rest', async () => {
    const member = await customerOnPlan(ctx, 'scale');
    const id = await createIdeaFor(
      ctx,
      member.headers,
      'Stock-ordering software for small independent bakeries in Leeds',
    );
    const refined = (
      await api.refine(member.headers, id, 'supermarkets instead of bakeries, and sell in Manchester too')
    ).json().data as TIdeaDetail;
    expect(refined.brief.customer).toContain('supermarkets');
    expect(refined.brief.customer).not.toContain('bakeries');
    expect(refined.brief.places.map((p) => p.city)).toEqual(['Leeds', 'Manchester']);
    expect(refined.versions).toHaveLength(2);
  });

  it('answers 400 with a message for a place it cannot find or an unknown industry, and adds no version', async () => {
    const member = await customerOnPlan(ctx, 'scale');
    const id = await createIdeaFor(ctx, member.headers, 'Dog grooming van for pet owners in Bristol');
    const place = await correct(member.headers, id, { places: ['Qwzxplok'] });
    expect(place.statusCode).toBe(400);
    expect(place.json().message).toContain('Qwzxplok');
    const industry = await correct(member.headers, id, { industry_code: '000000' });
    expect(industry.statusCode).toBe(400);
    const empty = await correct(member.headers, id, {});
    expect(empty.statusCode).toBe(400);
    const unknown = await correct(member.headers, id, { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect((await detailOf(member.headers, id)).versions).toHaveLength(1);
  });

  it("does not let anyone correct someone else's idea", async () => {
    const owner = await customerOnPlan(ctx, 'scale');
    const other = await customerOnPlan(ctx, 'scale');
    const id = await createIdeaFor(ctx, owner.headers, 'Dog grooming van for pet owners in Bristol');
    const res = await correct(other.headers, id, { places: ['Leeds'] });
    expect(res.statusCode).toBe(404);
  });
});
