import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext, readOutbox } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

describe('plans: POST /api/plan/getstartupPackages', () => {
  it('lists the plans in order with monthly and yearly prices and their flags', async () => {
    const res = await post('/api/plan/getstartupPackages');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({
      slug: 'starter',
      name: 'Starter',
      monthlyPricePence: 900,
      yearlyPricePence: 9000,
      yearlySavingPence: 1800,
      tools: false,
      build_startup_ai: false,
      aiMonthlyLimit: 0,
    });
    expect(data[1]).toMatchObject({
      name: 'Growth',
      tools: true,
      build_startup_ai: false,
      aiMonthlyLimit: 0,
      isPopular: true,
    });
    expect(data[2]).toMatchObject({ name: 'Scale', tools: true, build_startup_ai: true, aiMonthlyLimit: 100 });
    expect(data[2].features.length).toBeGreaterThan(2);
  });
});

describe('plans: POST /api/plan/planbyname', () => {
  it('finds a plan by name, ignoring case and spaces', async () => {
    for (const name of ['Scale', 'scale', '  SCALE ']) {
      const res = await post('/api/plan/planbyname', { name });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data).toMatchObject({ slug: 'scale', monthlyPricePence: 7900, yearlyPricePence: 79000 });
    }
  });

  it('answers 404 with the plans there are', async () => {
    const res = await post('/api/plan/planbyname', { name: 'Enterprise' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We have no plan called "Enterprise". Choose one of: Starter, Growth, Scale.');
    expect((await post('/api/plan/planbyname', { name: '' })).json().message).toBe('Name is required');
  });
});

describe('quotations: POST /api/orders/raise-quotation', () => {
  const request = {
    name: 'Ada Founder',
    email: 'ada@example.test',
    company: 'Analytical Engines Ltd',
    details: 'We need a Swiss AG with a Zurich office and a bank introduction.',
  };

  it('stores the request, mails staff and acknowledges it to the customer', async () => {
    const res = await post('/api/orders/raise-quotation', { ...request, productId: 'switzerland-gmbh-formation' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toMatch(/we have received your request/);
    expect(body.data).toMatchObject({ ...request, status: 'new', userId: null, productName: 'Swiss GmbH' });
    const [stored] = await ctx.database.db.select().from(quotations).where(eq(quotations.id, body.data.id));
    expect(stored?.details).toBe(request.details);

    const [staff] = await readOutbox(ctx, ctx.config.STAFF_EMAIL);
    expect(staff?.template).toBe('quotation_staff');
    expect(staff?.text).toContain('Ada Founder <ada@example.test>, Analytical Engines Ltd');
    expect(staff?.text).toContain('about Swiss GmbH');
    expect(staff?.text).toContain(request.details);
    const [ack] = await readOutbox(ctx, request.email);
    expect(ack).toMatchObject({ template: 'quotation_received', subject: 'We have received your quotation request' });
    expect(ack?.text).toContain(body.data.id);
  });

  it('links the request to the signed-in customer', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await post('/api/orders/raise-quotation', request, headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.userId).toBe(user.id);
  });

  it('refuses an invalid token, an unknown product and thin details', async () => {
    const badToken = await post('/api/orders/raise-quotation', request, { authorization: 'Bearer nonsense' });
    expect(badToken.statusCode).toBe(401);
    const unknown = await post('/api/orders/raise-quotation', { ...request, productId: 'no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    const thin = await post('/api/orders/raise-quotation', { ...request, details: 'quote?' });
    expect(thin.statusCode).toBe(400);
    expect(thin.json().message).toBe('Details must be at least 10 characters: tell us what you need');
    const noEmail = await post('/api/orders/raise-quotation', { ...request, email: 'not-an-email' });
    expect(noEmail.json().message).toBe('Email must be a valid email address');
  });
});

describe('quotations: rate limit', () => {
  let limited: TTestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(() => limited.close());

  it('answers the sixth request in a minute from one address with a 429', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/orders/raise-quotation',
        payload: { name: 'Bo', email: 'bo@example.test', details: 'A quote for bookkeeping, please.' },
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many requests/);
  });
});
