// AI builder quality (issue 7): runs 30 varied ideas through the active LLM provider (the built-in
// offline generator, or the OpenAI-compatible API when LLM_BASE_URL is set) and prints, per section:
// schema-valid rate (must be 100%), mean share of the idea's key terms reflected, duplicate-sentence
// rate across ideas, and p50/p95 generation time. Run: `node bench/ai-quality.mjs`
// (env: LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS as for the api).
import { tsImport } from 'tsx/esm/api';

const { createLlmProvider, analyseIdea } = await tsImport('../apps/api/src/providers/llm/index.ts', import.meta.url);
const { GENERATED_SECTIONS, PROVIDER_SCHEMAS } = await tsImport('../packages/shared/src/index.ts', import.meta.url);

const IDEAS = [
  'A subscription app that delivers healthy vegan meal kits to busy parents in Manchester',
  'An app that matches dog owners in Berlin with trusted local dog walkers',
  'A marketplace where university students in Manchester rent out textbooks to each other',
  'An AI bookkeeping assistant for freelance designers in the United States',
  'Solar panel leasing for small farms in Texas',
  'A refill shop for zero-waste cleaning products in Bristol',
  'Online therapy sessions for teenagers with exam anxiety',
  'A cargo-bike delivery service for independent shops in Amsterdam',
  'Rental wardrobe of occasion dresses for wedding guests in London',
  'A language-exchange app pairing nurses from abroad with local volunteers in Dublin',
  'Indie game studio making cosy farming games for Nintendo Switch',
  'Soil sensors that tell Scottish farmers when to irrigate their crops',
  'A booking platform for small walking-tour guides in Lisbon',
  'Flexible evening childcare for parents who work night shifts',
  'Payroll software for restaurants with part-time staff in New York',
  'A clean skincare brand for men sold through barbers in Paris',
  'Running coach app that builds training plans from smartwatch data',
  'Peer-to-peer camping gear rental for weekend hikers in Edinburgh',
  'A tenant app that lets renters in Dublin report repairs and track landlords',
  'Corporate catering with surplus food from restaurants to reduce waste',
  'Live online coding bootcamp for career changers over forty',
  'Subscription box of handmade toys from European craftspeople',
  'Telehealth physiotherapy for office workers with back pain',
  'A podcast network for amateur football fans in Barcelona',
  'Carbon accounting dashboard for small manufacturers in Germany',
  'Mobile bike repair for commuters in London',
  'A marketplace for second-hand wedding decorations',
  'Smart beehive monitors for urban beekeepers',
  'A coworking space with an on-site crèche in Hong Kong',
  'Recruitment platform matching retired engineers with startups for mentoring',
];

const provider = createLlmProvider({
  LLM_BASE_URL: process.env.LLM_BASE_URL,
  LLM_API_KEY: process.env.LLM_API_KEY,
  LLM_MODEL: process.env.LLM_MODEL ?? 'gpt-4o-mini',
  LLM_TIMEOUT_MS: Number(process.env.LLM_TIMEOUT_MS ?? 60_000),
});

const strings = (value) =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
const sentences = (text) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 20);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const reflects = (text, term) => text.includes(term.length > 5 ? term.slice(0, term.length - 1) : term);

const stats = Object.fromEntries(
  GENERATED_SECTIONS.map((s) => [s, { valid: 0, coverage: [], times: [], sentences: new Map() }]),
);
for (const [index, idea] of IDEAS.entries()) {
  const analysis = analyseIdea(idea);
  const terms = analysis.keyTerms.slice(0, 5);
  for (const section of GENERATED_SECTIONS) {
    const entry = stats[section];
    const started = performance.now();
    let content = null;
    try {
      content = await provider.generate({ section, idea, analysis });
    } catch (error) {
      console.error(`${section} failed for idea ${index + 1}: ${error.message}`);
    }
    entry.times.push(performance.now() - started);
    if (content && PROVIDER_SCHEMAS[section].safeParse(content).success) entry.valid += 1;
    const text = strings(content).join(' ').toLowerCase();
    entry.coverage.push(terms.length ? terms.filter((t) => reflects(text, t)).length / terms.length : 1);
    for (const sentence of new Set(sentences(strings(content).join(' ')))) {
      entry.sentences.set(sentence, (entry.sentences.get(sentence) ?? 0) + 1);
    }
  }
}

const pct = (n) => `${(n * 100).toFixed(1)}%`;
console.log(`provider: ${provider.name}, ${IDEAS.length} ideas, ${GENERATED_SECTIONS.length} sections\n`);
console.log('section                   valid    key terms  dup sentences  p50 ms   p95 ms');
let allValid = 0;
let allCoverage = [];
let dupTotal = 0;
let sentenceTotal = 0;
for (const section of GENERATED_SECTIONS) {
  const e = stats[section];
  const counts = [...e.sentences.values()];
  const total = counts.reduce((a, b) => a + b, 0);
  const duplicated = counts.filter((c) => c > 1).reduce((a, b) => a + b, 0);
  allValid += e.valid;
  allCoverage = allCoverage.concat(e.coverage);
  dupTotal += duplicated;
  sentenceTotal += total;
  console.log(
    `${section.padEnd(25)} ${pct(e.valid / IDEAS.length).padStart(6)}   ${pct(e.coverage.reduce((a, b) => a + b, 0) / e.coverage.length).padStart(7)}   ${(total ? pct(duplicated / total) : '—').padStart(11)}   ${percentile(e.times, 50).toFixed(1).padStart(6)}   ${percentile(e.times, 95).toFixed(1).padStart(6)}`,
  );
}
console.log(
  `\nall sections: schema-valid ${pct(allValid / (IDEAS.length * GENERATED_SECTIONS.length))}, key terms ${pct(allCoverage.reduce((a, b) => a + b, 0) / allCoverage.length)}, duplicate sentences ${pct(sentenceTotal ? dupTotal / sentenceTotal : 0)}`,
);
if (allValid !== IDEAS.length * GENERATED_SECTIONS.length) process.exitCode = 1;
