// The real api in-process for the AI-quality bench: a fresh in-memory PGlite database, migrated and seeded,
// and a member whose plan has the AI builder and enough builds for the whole labelled set. The plan is
// added as staff would add it and bought through the payments endpoint, as the launchpad tests do.
import { randomUUID } from 'node:crypto';
import { subscriptionEndpoints } from '@launchpad/shared';
import { plans } from '../../apps/api/src/db/schema';
import { newCard } from '../../apps/api/src/modules/payments/cards.test-helpers';
import { type TTestContext, createSignedInUser, createTestContext } from '../../apps/api/src/test/context';

/** The app's LLM settings from this process's environment (the app itself reads only what it is given). */
function llmEnv(): Record<string, string> {
  const names = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS', 'LLM_MAX_TOKENS', 'LLM_MAX_RETRIES'];
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

export type TBenchApp = {
  ctx: TTestContext;
  headers: Record<string, string>;
  llm: string;
  close: () => Promise<void>;
};

export async function startBenchApp(builds: number): Promise<TBenchApp> {
  const env = llmEnv();
  const ctx = await createTestContext({ env });
  const slug = `bench-${randomUUID().slice(0, 8)}`;
  await ctx.database.db.insert(plans).values({
    slug,
    name: 'Bench',
    description: 'AI-quality bench: the builder with a large monthly allowance',
    monthlyPricePence: 7900,
    yearlyPricePence: 79000,
    buildStartupAi: true,
    aiMonthlyLimit: builds,
  });
  const member = await createSignedInUser(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: subscriptionEndpoints.createPayment.path,
    headers: member.headers,
    payload: {
      planId: slug,
      interval: 'month',
      paymentMethod: newCard('4242424242424242'),
      idempotencyKey: randomUUID(),
    },
  });
  if (res.statusCode !== 200) {
    await ctx.close();
    throw new Error(`subscribing the bench member failed: ${res.statusCode} ${res.body}`);
  }
  return {
    ctx,
    headers: member.headers,
    llm: env.LLM_BASE_URL
      ? `OpenAI-compatible at ${env.LLM_BASE_URL} (${env.LLM_MODEL ?? 'default model'})`
      : 'built-in',
    close: () => ctx.close(),
  };
}
