// AI builder quality (issue 18 "An honest measure"): every idea of a hand-labelled set goes through the real
// api in-process (fresh in-memory PGlite, seeded), as a member on a plan with the builder would build it:
// create the idea, read its detail and brief, then ask for every section. Each idea is scored on checks
// against its labels (bench/lib/ai-checks.mjs), never against terms the generator itself chose.
//
//   npm run bench:ai                          the project's labelled set, bench/ai-ideas.json
//   npm run bench:ai -- --ideas other.json    another set in the same format (e.g. one kept outside the project)
//   npm run bench:ai -- --only id,id --verbose --json results.json --dump dir   (dir: each idea's brief and sections)
//
// The provider is the app's: the built-in offline generator, or an OpenAI-compatible API when LLM_BASE_URL
// (with LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS…) is set. It prints figures and exits 0 whatever they are;
// a non-zero exit means the harness itself could not run.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { CHECKS, assertChecksWork, checkIdea } from './lib/ai-checks.mjs';

const { values: args } = parseArgs({
  options: {
    ideas: { type: 'string', default: new URL('./ai-ideas.json', import.meta.url).pathname },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    json: { type: 'string' },
    dump: { type: 'string' },
  },
});

const REGIONAL_RECOMMENDATIONS = ['fetchEvents', 'fetchCommunities', 'fetchInvestors'];
const ALL_CHECKS = ['sections', ...CHECKS];

/** The labelled set, checked for shape so a typo in a label is reported, not scored. */
async function readLabels(path) {
  const { ideas } = JSON.parse(await readFile(path, 'utf8'));
  if (!Array.isArray(ideas) || ideas.length === 0) throw new Error(`${path} has no ideas`);
  for (const label of ideas) {
    const e = label.expected ?? {};
    const problems = [
      typeof label.id !== 'string' && 'id',
      typeof label.idea !== 'string' && 'idea',
      !(Array.isArray(e.naics) && e.naics.length && e.naics.every((c) => /^\d{4,6}$/.test(c))) && 'expected.naics',
      !['b2b', 'b2c'].includes(e.buyer) && 'expected.buyer',
      !(e.country === null || /^[A-Z]{2}$/.test(e.country)) && 'expected.country',
      !(e.city === null || typeof e.city === 'string') && 'expected.city',
      !/^[A-Z]{3}$/.test(e.currency ?? '') && 'expected.currency',
      !Array.isArray(e.acronyms) && 'expected.acronyms',
      !(Array.isArray(label.analyst_terms) && label.analyst_terms.length >= 2) && 'analyst_terms',
      !Array.isArray(label.wrong_terms) && 'wrong_terms',
    ].filter(Boolean);
    if (problems.length) throw new Error(`label ${label.id ?? JSON.stringify(label.idea)}: bad ${problems.join(', ')}`);
  }
  if (new Set(ideas.map((i) => i.id)).size !== ideas.length) throw new Error(`${path} repeats an id`);
  return ideas;
}

const post = (app, url, headers, payload) => app.inject({ method: 'POST', url, headers, payload: payload ?? {} });
const messageOf = (res) => {
  try {
    return res.json().message ?? res.body.slice(0, 80);
  } catch {
    return res.body.slice(0, 80);
  }
};

/** Build one idea as the web app does and collect what each check needs. */
async function buildIdea(bench, shared, label, times) {
  const { ctx, headers } = bench;
  const { LAUNCHPAD_SECTIONS, GENERATED_SECTIONS, SECTION_SCHEMAS, launchpadEndpoints, pathOf } = shared;
  const outcome = { brief: null, sections: {}, recommendations: {}, problems: [], ms: 0 };
  const started = performance.now();
  const created = await post(ctx.app, launchpadEndpoints.create.path, headers, { query: label.idea });
  if (created.statusCode !== 200) {
    outcome.problems.push(`create answered ${created.statusCode}: ${messageOf(created)}`);
    return outcome;
  }
  const id = created.json().data.idea_id;
  const detail = await post(ctx.app, pathOf(launchpadEndpoints.idea, { id }), headers);
  if (detail.statusCode === 200) outcome.brief = detail.json().data.brief ?? null;
  else outcome.problems.push(`detail answered ${detail.statusCode}: ${messageOf(detail)}`);

  for (const section of LAUNCHPAD_SECTIONS) {
    const t0 = performance.now();
    const res = await post(ctx.app, pathOf(launchpadEndpoints.section, { id, section }), headers);
    times[section].push(performance.now() - t0);
    if (res.statusCode !== 200) {
      outcome.problems.push(`${section} answered ${res.statusCode}: ${messageOf(res)}`);
      if (GENERATED_SECTIONS.includes(section)) outcome.sections[section] = null;
      continue;
    }
    let content = null;
    try {
      content = JSON.parse(res.json().data.content);
    } catch {
      outcome.problems.push(`${section} is not JSON`);
    }
    if (content && !SECTION_SCHEMAS[section].safeParse(content).success) {
      outcome.problems.push(`${section} does not match its schema`);
    }
    if (GENERATED_SECTIONS.includes(section)) outcome.sections[section] = content;
    else if (REGIONAL_RECOMMENDATIONS.includes(section)) outcome.recommendations[section] = content?.items ?? [];
  }
  outcome.ms = performance.now() - started;
  return outcome;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const pct = (n, d) => (d ? `${((n / d) * 100).toFixed(1)}%` : '—');
const short = (text, n = 110) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

async function main() {
  assertChecksWork();
  // Imported here so that an app that does not load is reported as the harness failing, with its cause.
  const { startBenchApp } = await tsImport('./lib/ai-app.ts', import.meta.url);
  const shared = await tsImport('../packages/shared/src/index.ts', import.meta.url);
  let labels = await readLabels(args.ideas);
  if (args.only) {
    const only = new Set(args.only.split(','));
    labels = labels.filter((label) => only.has(label.id));
  }
  if (args.dump) await mkdir(args.dump, { recursive: true });
  const bench = await startBenchApp(labels.length + 5);
  const { LAUNCHPAD_SECTIONS } = shared;
  const times = Object.fromEntries(LAUNCHPAD_SECTIONS.map((s) => [s, []]));
  const ideaTimes = [];
  const results = [];
  try {
    for (const label of labels) {
      const outcome = await buildIdea(bench, shared, label, times);
      if (outcome.ms) ideaTimes.push(outcome.ms);
      const checks = {
        sections: outcome.problems.length
          ? { pass: false, reason: `${outcome.problems.length} failed: ${outcome.problems[0]}` }
          : { pass: true, reason: null },
        ...checkIdea(label, outcome),
      };
      if (args.dump) {
        const { brief, sections, recommendations } = outcome;
        await writeFile(
          join(args.dump, `${label.id}.json`),
          `${JSON.stringify({ label, brief, sections, recommendations, checks }, null, 2)}\n`,
        );
      }
      results.push({ id: label.id, idea: label.idea, brief: outcome.brief, checks, ms: Math.round(outcome.ms) });
      process.stderr.write('.');
    }
  } finally {
    process.stderr.write('\n');
    await bench.close();
  }

  const counts = Object.fromEntries(ALL_CHECKS.map((c) => [c, results.filter((r) => r.checks[c].pass).length]));
  const allPass = results.filter((r) => ALL_CHECKS.every((c) => r.checks[c].pass));
  const n = results.length;
  console.log(`AI builder quality: ${n} labelled ideas from ${args.ideas.replace(`${process.cwd()}/`, '')}`);
  console.log(`provider: ${bench.llm}\n`);
  console.log('check              passed     rate');
  for (const check of ALL_CHECKS) {
    console.log(`${check.padEnd(18)} ${`${counts[check]}/${n}`.padStart(7)}   ${pct(counts[check], n).padStart(6)}`);
  }
  console.log(
    `${'every check'.padEnd(18)} ${`${allPass.length}/${n}`.padStart(7)}   ${pct(allPass.length, n).padStart(6)}\n`,
  );

  const failing = results.filter((r) => !allPass.includes(r));
  if (failing.length) {
    console.log(`failing ideas (${failing.length}), first failing check:`);
    for (const r of failing) {
      const failed = ALL_CHECKS.filter((c) => !r.checks[c].pass);
      const first = failed[0];
      console.log(`  ${r.id.padEnd(34)} ${first}: ${short(r.checks[first].reason)}`);
      if (args.verbose) {
        for (const c of failed.slice(1)) console.log(`  ${''.padEnd(34)} ${c}: ${short(r.checks[c].reason)}`);
      }
    }
    console.log('');
  }

  console.log('section                     p50 ms   p95 ms');
  for (const section of LAUNCHPAD_SECTIONS) {
    const t = times[section];
    console.log(
      `${section.padEnd(26)} ${percentile(t, 50).toFixed(1).padStart(7)}  ${percentile(t, 95).toFixed(1).padStart(7)}`,
    );
  }
  const allSections = Object.values(times).flat();
  console.log(
    `\nall sections p50 ${percentile(allSections, 50).toFixed(1)} ms, p95 ${percentile(allSections, 95).toFixed(1)} ms; ` +
      `whole idea (create, detail, ${LAUNCHPAD_SECTIONS.length} sections) p50 ${percentile(ideaTimes, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(ideaTimes, 95).toFixed(0)} ms`,
  );

  if (args.json) {
    await writeFile(
      args.json,
      `${JSON.stringify({ provider: bench.llm, counts, all: allPass.length, n, results }, null, 2)}\n`,
    );
  }
}

try {
  await main();
} catch (error) {
  console.error(
    `the AI-quality bench could not run: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exitCode = 1;
}
