/**
 * The engine benchmark: compile + analyze and a full walk of generated flows of 100, 1,000 and 5,000 questions,
 * with survey-core (SurveyJS) loading and walking the same flows as the baseline, measured in the same run.
 * It reports; it never fails on a slow figure. It does fail when a run does not do the work it claims (a walk
 * not reaching checkout, SurveyJS leaving our path), since its figures would then mean nothing.
 *
 * Run it with `npm run bench` (see ../README.md).
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';

import { assertValid, type FlowVersion } from '@telehealth/schemas';
import { settings, SurveyModel, Version as surveyCoreVersion } from 'survey-core';
import { createActor, initialTransition, transition } from 'xstate';

import {
  ANALYSIS_DATE,
  analyzeFlow,
  compileFlow,
  eventsForPath,
  explore,
  hasErrors,
  isHardStopState,
  questionGraph,
  questionIdOf,
  type CompiledFlow,
  type Exploration,
  type FlowPath,
  type IntakeEvent,
} from '../../dist/index.js';
import { generateFlow } from '../../dist/testing/generate-flow.js';
import { longestCheckoutPath, samplePaths } from './paths.js';
import {
  CHECKOUT_HTML,
  pageName,
  surveyValue,
  toSurveyJson,
  walkSurvey,
  type SurveyStep,
} from './survey-js.js';
import { measure, measurePhases, type Rounds, type Timing } from './timing.js';

const xstateVersion = (createRequire(import.meta.url)('xstate/package.json') as { version: string }).version;

const SIZES = [100, 1_000, 5_000] as const;
type Size = (typeof SIZES)[number];
const SEED = 7;
/**
 * A generated flow as the engine receives a document: parsed from JSON text (the API reads flow versions from
 * Postgres, the storefront and the builder get them from the API). generateFlow builds its objects in code, with
 * properties set in orders that vary by question kind; V8 reads those through more object shapes than the parsed
 * document has, and compile + analyze took about twice as long on them. What is timed is what production compiles.
 */
function flowDocument(size: number, seed: number, rules = false): FlowVersion {
  return JSON.parse(JSON.stringify(generateFlow(size, seed, { rules }))) as FlowVersion;
}

/** The day ages are measured on, for both engines: a fixed date keeps the paths the same on every run. */
const AS_OF = '2026-01-15';
/** Warm-up and timed runs of our engine per size. */
const ROUNDS: Record<Size, Rounds> = {
  100: { warmup: 5, runs: 21 },
  1_000: { warmup: 3, runs: 11 },
  5_000: { warmup: 3, runs: 15 },
};
/** Warm-up and timed runs of survey-core, whose load alone takes seconds at 5,000 pages. */
const SURVEY_ROUNDS: Record<Size, Rounds> = {
  100: { warmup: 1, runs: 3 },
  1_000: { warmup: 1, runs: 3 },
  // Warmed up by the smaller sizes: one more load of 5,000 pages would cost seconds.
  5_000: { warmup: 0, runs: 3 },
};
/**
 * How many pages of our path survey-core walks per run. Each of its page turns costs time in proportion to the
 * number of pages (it recomputes its visible pages and re-runs every page's conditions), so a full walk of 5,000
 * pages takes most of an hour; beyond 100 questions it walks the first pages of the path and the full walk is
 * that per-page cost times the path's pages. BENCH_SURVEYJS_FULL=1 walks every page instead.
 */
const SURVEY_PAGES: Record<Size, number> = process.env['BENCH_SURVEYJS_FULL']
  ? { 100: Infinity, 1_000: Infinity, 5_000: Infinity }
  : { 100: Infinity, 1_000: 10, 5_000: 6 };
/**
 * The flow the SurveyJS conversion is checked on: small, since every SurveyJS page turn costs in proportion to
 * the page count, yet with hard stops of every kind (answer, number, age, BMI) and mapped multiple choice.
 */
const CHECK_FLOW = { size: 40, seed: 15, walks: 20 };
const COMPILE_TARGET_MS = 100;
/** The same target for a flow with rules: its analysis proves every rule and assertion over every path. */
const RULES_TARGET_MS = 100;
/** Growth from 1,000 to 5,000 questions counted as near-linear (linear is 5.0). */
const NEAR_LINEAR = 6.5;
/**
 * A walk's cost per event is constant in the path's length when its growth from 1,000 to 5,000 questions stays
 * within this factor of the path's growth (issue 15).
 */
const WALK_GROWTH_SLACK = 1.3;
/** The machine's load averages (1, 5, 15 minutes): the timings mean little when they exceed its cores. */
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// A skip fires when the page's "Next" is pressed, as our machine moves on an ANSWER, not while the value is typed.
settings.triggers.executeSkipOnValueChanged = false;

interface Row {
  size: Size;
  pathEvents: number;
  pathPages: number;
  warnings: number;
  compile: Timing;
  analyze: Timing;
  compileAnalyze: Timing;
  /** Building the machine config, which compileFlow leaves to the first use of `config` or `machine`. */
  config: Timing;
  /** Building the XState machine, which compileFlow leaves to the first use of `machine`. */
  machine: Timing;
  /** compileFlow + analyzeFlow + the config + the machine: what it takes before a walk can start. */
  ready: Timing;
  walk: Timing;
  actorWalk: Timing;
  surveyLoad: Timing;
  /** The pages walked per run and their time; the full walk is measured when every page is walked. */
  surveyWalked: { pages: number; timing: Timing };
  surveyWalkFull: { median: number; estimated: boolean };
}

function benchSize(size: Size): Row {
  const document = flowDocument(size, SEED);
  const compiled = compileFlow(document);
  const findings = analyzeFlow(compiled.flow, compiled.index);
  if (hasErrors(findings)) throw new Error(`the generated flow of ${size} questions has errors`);
  const sameFindings = (found: readonly unknown[]) => expectEqual(found.length, findings.length, 'findings');

  const path = longestCheckoutPath(compiled.index);
  const events = eventsForPath(compiled.index, path, AS_OF);
  if (!events) throw new Error(`no answers walk the longest path of the ${size}-question flow`);
  const steps = surveySteps(compiled, path, events);

  const rounds = ROUNDS[size];
  // Compile and analysis as their callers run them, the API's checks and the builder's findings: neither builds the
  // machine, so these runs build none either (25,000 transitions of garbage per run at 5,000 questions, which slowed
  // the next run's compile and analysis by up to half again in the same loop).
  const analysis = measurePhases(
    rounds,
    2,
    (lap) => {
      const fresh = compileFlow(document);
      lap();
      const found = analyzeFlow(fresh.flow, fresh.index);
      lap();
      return found;
    },
    sameFindings,
  );
  // What it takes before a walk can start: compile, analysis, the config and the machine, one after the other.
  const load = measurePhases(
    rounds,
    4,
    (lap) => {
      const fresh = compileFlow(document);
      lap();
      const found = analyzeFlow(fresh.flow, fresh.index);
      lap();
      const { config } = fresh;
      lap();
      const { machine } = fresh;
      lap();
      if (config.initial !== machine.config.initial)
        throw new Error('the machine was not built from the config');
      return { found, machine };
    },
    ({ found, machine }) => {
      sameFindings(found);
      expectEqual(machine.id, compiled.machine.id, 'machine id');
    },
  );
  const walk = measure(
    rounds,
    () => {
      let [snapshot] = initialTransition(compiled.machine, { asOf: AS_OF });
      for (const event of events) [snapshot] = transition(compiled.machine, snapshot, event);
      return snapshot.value;
    },
    (state) => expectEqual(state, 'checkout', 'state after the walk (transition)'),
  );
  const actorWalk = measure(
    rounds,
    () => {
      const actor = createActor(compiled.machine, { input: { asOf: AS_OF } }).start();
      for (const event of events) actor.send(event);
      return actor.getSnapshot().value;
    },
    (state) => expectEqual(state, 'checkout', 'state after the walk (actor)'),
  );

  const json = toSurveyJson(document, AS_OF);
  const walked = steps.slice(0, SURVEY_PAGES[size]);
  const survey = measurePhases(
    SURVEY_ROUNDS[size],
    2,
    (lap) => {
      const model = new SurveyModel(json);
      lap();
      const result = walkSurvey(model, walked);
      lap();
      return { pages: model.pages.length, result };
    },
    ({ pages, result }) => {
      expectEqual(pages, compiled.index.ordered.length, 'SurveyJS pages');
      const what = `the longest path of the ${size}-question flow`;
      if (walked.length === steps.length) expectSameWalk(result, walked, { state: 'completed' }, what);
      else expectSameWalk(result, walked, { state: 'running', current: steps[walked.length]?.page }, what);
    },
  );
  const [surveyLoad, surveyWalk] = survey.phases as [Timing, Timing];
  return {
    size,
    pathEvents: events.length,
    pathPages: steps.length,
    warnings: findings.length,
    compile: analysis.phases[0] as Timing,
    analyze: analysis.phases[1] as Timing,
    compileAnalyze: analysis.span(0, 2),
    config: load.phases[2] as Timing,
    machine: load.phases[3] as Timing,
    ready: load.span(0, 4),
    walk,
    actorWalk,
    surveyLoad,
    surveyWalked: { pages: walked.length, timing: surveyWalk },
    surveyWalkFull: {
      median: (surveyWalk.median / walked.length) * steps.length,
      estimated: walked.length < steps.length,
    },
  };
}

interface RulesRow {
  size: Size;
  /** Questions with a rule of their own (`ask_if`, `hard_stop_if`, `next_if`, `checks`, `alerts`). */
  withRules: number;
  rules: number;
  assertions: number;
  calculations: number;
  warnings: number;
  compileAnalyze: Timing;
  /** The explorer alone (`explore`), on a compiled flow whose question graph is built, as the analysis runs it. */
  proof: Timing;
  tried: number;
  valuations: number;
  /** compile + analyze of the same flow without its rules, in the same runs' conditions. */
  plain: Timing;
}

/**
 * A generated flow with rules (`generateFlow(size, SEED, { rules: true })`): compile + analyze, which proves every
 * rule and assertion on every path, and the proof (the explorer) alone with the answers it tried. The same flow
 * without its rules is measured alongside, run for run, for the ratio.
 */
function benchRules(size: Size): RulesRow {
  const document = flowDocument(size, SEED, true);
  const plainDocument = flowDocument(size, SEED);
  const compiled = compileFlow(document);
  const findings = analyzeFlow(compiled.flow, compiled.index);
  if (hasErrors(findings)) {
    const errors = findings.filter((f) => f.severity === 'error').map((f) => `${f.code}: ${f.message}`);
    throw new Error(`the generated flow of ${size} questions with rules has errors: ${errors.join('; ')}`);
  }
  const found = explore(compiled.index, ANALYSIS_DATE);
  if (found.exhausted) throw new Error(`the proof of the ${size}-question flow ran out of answers to try`);
  const broken = found.assertions.filter((a) => a.violation).map((a) => a.name);
  if (broken.length > 0) throw new Error(`assertions broken in the generated flow: ${broken.join(', ')}`);
  const rounds = ROUNDS[size];
  const analysis = measurePhases(
    rounds,
    2,
    (lap) => {
      const fresh = compileFlow(document);
      lap();
      const result = analyzeFlow(fresh.flow, fresh.index);
      lap();
      return result;
    },
    (result) => expectEqual(result.length, findings.length, 'findings of the flow with rules'),
  );
  const proof = measurePhases(
    rounds,
    2,
    (lap) => {
      const fresh = compileFlow(document);
      questionGraph(fresh.index);
      lap();
      const result = explore(fresh.index, ANALYSIS_DATE);
      lap();
      return result;
    },
    (result: Exploration) => {
      expectEqual(result.tried, found.tried, 'answers tried by the proof');
      expectEqual(result.valuations, found.valuations, 'valuations of the proof');
    },
  );
  const plain = measurePhases(
    rounds,
    1,
    (lap) => {
      const fresh = compileFlow(plainDocument);
      const result = analyzeFlow(fresh.flow, fresh.index);
      lap();
      return result;
    },
    () => undefined,
  );
  const questions = document.questions;
  return {
    size,
    withRules: questions.filter((q) => q.ask_if || q.hard_stop_if || q.next_if || q.checks || q.alerts)
      .length,
    rules: found.verdicts.length,
    assertions: document.assertions?.length ?? 0,
    calculations: document.calculations?.length ?? 0,
    warnings: findings.length,
    compileAnalyze: analysis.span(0, 2),
    proof: proof.phases[1] as Timing,
    tried: found.tried,
    valuations: found.valuations,
    plain: plain.span(0, 1),
  };
}

/** Our path as SurveyJS pages: one per question or content screen, with our answer in SurveyJS's shape. */
function surveySteps(compiled: CompiledFlow, path: FlowPath, events: readonly IntakeEvent[]): SurveyStep[] {
  const steps: SurveyStep[] = [];
  path.states.slice(0, -1).forEach((state, i) => {
    const id = questionIdOf(state);
    if (id === undefined) return; // the lead steps come before the questionnaire; SurveyJS has none
    const question = compiled.index.questions.get(id);
    const event = events[i];
    if (!question || !event) throw new Error(`path state ${state} has no question or event`);
    steps.push({
      page: pageName(id),
      name: `q${id}`,
      value: event.type === 'ANSWER' ? surveyValue(question, event.value) : undefined,
    });
  });
  return steps;
}

/**
 * The conversion is checked, not trusted: random walks over the small flow to checkout and to its hard stops go
 * through both engines with the same answers, and SurveyJS must stand on the same pages and end the same way.
 */
function checkConversion(size: number, seed: number, walks: number): string {
  const document = flowDocument(size, seed);
  const compiled = compileFlow(document);
  const json = toSurveyJson(document, AS_OF);
  const paths = [longestCheckoutPath(compiled.index), ...samplePaths(compiled.index, walks, seed)];
  const stopQuestions = Object.keys(compiled.config.states).filter(isHardStopState).length;
  /** Hard stops reached, by what stops them. */
  const stops = new Map<string, number>();
  for (const path of paths) {
    const events = eventsForPath(compiled.index, path, AS_OF);
    if (!events) throw new Error(`no answers walk the path ${path.states.join(' → ')}`);
    const [snapshot] = events.reduce(
      ([current], event) => transition(compiled.machine, current, event),
      initialTransition(compiled.machine, { asOf: AS_OF }),
    );
    expectEqual(snapshot.value, path.states.at(-1), 'our machine at the end of a sampled path');
    const stopAt = path.end === 'hard-stop' ? questionIdOf(path.states.at(-1) as string) : undefined;
    const stopping = stopAt === undefined ? undefined : compiled.index.questions.get(stopAt);
    if (stopping) {
      const kind = stopping.hard_stop_when?.measure ?? 'answer';
      stops.set(kind, (stops.get(kind) ?? 0) + 1);
    }

    const survey = new SurveyModel(json);
    const steps = surveySteps(compiled, path, events);
    const what = path.states.join(' → ');
    expectSameWalk(walkSurvey(survey, steps), steps, { state: 'completed' }, what);
    const ending = stopping ? (stopping.hard_stop_message ?? '') : CHECKOUT_HTML;
    expectEqual(survey.processedCompletedHtml, ending, `SurveyJS's ending of ${what}`);
  }
  const stopCount = [...stops.values()].reduce((a, b) => a + b, 0);
  const kinds = [...stops].map(([kind, n]) => `${n} by ${kind}`).join(', ');
  return (
    `${paths.length} paths of generateFlow(${size}, ${seed}) end alike in both engines: ` +
    `${paths.length - stopCount} at checkout, ${stopCount} at a hard stop (${stopCount} of its ${stopQuestions} ` +
    `hard-stop questions; ${kinds})`
  );
}

function expectSameWalk(
  walked: { pages: string[]; state: string; current: string | undefined },
  steps: readonly SurveyStep[],
  end: { state: string; current?: string | undefined },
  what: string,
): void {
  const wrong = steps.findIndex((step, i) => walked.pages[i] !== step.page);
  if (wrong !== -1) {
    throw new Error(
      `SurveyJS left ${what} at step ${wrong}: it stood on ${walked.pages[wrong]}, our path is on ${steps[wrong]?.page}`,
    );
  }
  expectEqual(walked.state, end.state, `SurveyJS state after ${what}`);
  if (end.current !== undefined) expectEqual(walked.current, end.current, `SurveyJS page after ${what}`);
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}

/** How much of compileFlow is schema validation, and how big a machine XState has to build. */
function compileBreakdown(size: Size): { validate: Timing; transitions: number } {
  const document = flowDocument(size, SEED);
  const { config } = compileFlow(document);
  const transitions = [config.on, ...Object.values(config.states).map((state) => state.on ?? {})].reduce(
    (sum, on) => sum + Object.values(on).reduce((n, list) => n + (list?.length ?? 0), 0),
    0,
  );
  return {
    validate: measure(
      ROUNDS[size],
      () => assertValid('FlowVersion', document),
      (flow) => expectEqual(flow.questions.length, size, 'validated questions'),
    ),
    transitions,
  };
}

// ---- output ----------------------------------------------------------------------------------------------------

const count = (n: number) => n.toLocaleString('en-US');
const ms = (median: number): string =>
  median >= 100 ? count(Math.round(median)) : median >= 10 ? median.toFixed(1) : median.toFixed(2);
/** A ratio or growth factor; small ratios keep two significant digits rather than rounding to 0.00. */
const times = (n: number): string => `${n > 0 && n < 0.01 ? n.toPrecision(2) : n.toFixed(2)}×`;
/** `~` marks a figure computed from a partial walk. */
const approx = (estimated: boolean) => (estimated ? '~' : '');

function table(header: string[], body: string[][]): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...body.map((line) => (line[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

function main(): void {
  const started = performance.now();
  const gc = 'gc' in globalThis ? 'heap collected before every timed run' : 'run without --expose-gc';
  console.log(
    `Engine benchmark: Node ${process.version}, xstate ${xstateVersion}, survey-core ${surveyCoreVersion}; ` +
      `flows from generateFlow(size, ${SEED}), parsed from JSON; ages as of ${AS_OF}; ${gc}; load average ${load()}.`,
  );
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  console.log(
    `Conversion check: ${checkConversion(CHECK_FLOW.size, CHECK_FLOW.seed, CHECK_FLOW.walks)} (${seconds(started)}).`,
  );

  // The flows with rules first, on a heap that SurveyJS's thousands of pages have not grown yet (collecting it
  // before each run then takes seconds, and a large heap slows the runs themselves).
  const rulesRows: RulesRow[] = [];
  for (const size of SIZES) {
    const start = performance.now();
    rulesRows.push(benchRules(size));
    console.log(
      `  measured ${count(size)} questions with rules: ${ROUNDS[size].warmup} warm-up + ${ROUNDS[size].runs} timed runs (${seconds(start)})`,
    );
  }
  const rows: Row[] = [];
  for (const size of SIZES) {
    const start = performance.now();
    rows.push(benchSize(size));
    const ours = ROUNDS[size];
    const theirs = SURVEY_ROUNDS[size];
    console.log(
      `  measured ${count(size)} questions: ours ${ours.warmup} warm-up + ${ours.runs} timed runs, ` +
        `SurveyJS ${theirs.warmup} + ${theirs.runs} (${seconds(start)})`,
    );
  }
  const bySize = (size: Size) => rows.find((row) => row.size === size) as Row;
  const [small, large] = [bySize(1_000), bySize(5_000)];
  const growth = (pick: (row: Row) => number) => pick(large) / pick(small);
  const estimatedWalk = rows.some((row) => row.surveyWalkFull.estimated);

  console.log(
    '\nMedians in ms. Ours: compileFlow + analyzeFlow; machine = first use of compiled.config and compiled.machine' +
      '\n(the config, then XState builds the machine from it);' +
      '\nwalk = initialTransition + one transition() per event of the longest path from lead-qualify to checkout' +
      '\n(as replayIntake does). SurveyJS: load = new SurveyModel(json); walk = setValue + nextPage() per page of' +
      '\nthe same path to completion. Ratios are ours / SurveyJS, under 1.00× ours is faster; the load ratio puts' +
      '\ncompile + analyze + machine against load. Growth is 5,000 over 1,000 questions (linear is 5.00×).\n',
  );
  console.log(
    table(
      [
        'questions',
        'path',
        'ours compile+analyze',
        'ours machine',
        'ours walk',
        'SurveyJS load',
        'SurveyJS walk',
        'load ratio',
        'walk ratio',
      ],
      [
        ...rows.map((row) => [
          count(row.size),
          `${count(row.pathEvents)} events`,
          ms(row.compileAnalyze.median),
          ms(row.config.median + row.machine.median),
          ms(row.walk.median),
          ms(row.surveyLoad.median),
          approx(row.surveyWalkFull.estimated) + ms(row.surveyWalkFull.median),
          times(row.ready.median / row.surveyLoad.median),
          approx(row.surveyWalkFull.estimated) + times(row.walk.median / row.surveyWalkFull.median),
        ]),
        [
          'growth',
          times(growth((row) => row.pathEvents)),
          times(growth((row) => row.compileAnalyze.median)),
          times(growth((row) => row.config.median + row.machine.median)),
          times(growth((row) => row.walk.median)),
          times(growth((row) => row.surveyLoad.median)),
          approx(estimatedWalk) + times(growth((row) => row.surveyWalkFull.median)),
          '',
          '',
        ],
      ],
    ),
  );
  if (estimatedWalk) {
    console.log(
      `~ Beyond 100 questions SurveyJS walks the first ${SURVEY_PAGES[1_000]} pages (${SURVEY_PAGES[5_000]} at 5,000) of the path per run; its full walk` +
        '\n  is that per-page time times the pages of the path: each of its page turns costs time in proportion to the' +
        '\n  number of pages in the survey, about the same anywhere along the path, so a full walk of 5,000 would take' +
        '\n  most of an hour. BENCH_SURVEYJS_FULL=1 walks every page.',
    );
  }

  console.log(
    '\nDetail: compile and analyze apart; config = first use of compiled.config (built on demand, then the machine' +
      '\nis built from it); the same walk through an actor (createActor + send, as the web app does);' +
      '\nSurveyJS per page turn.\n',
  );
  console.log(
    table(
      [
        'questions',
        'findings',
        'compile',
        'analyze',
        'config',
        'walk: transition()',
        'µs/event',
        'walk: actor',
        'µs/event',
        'SurveyJS pages walked',
        'ms/page',
      ],
      rows.map((row) => [
        count(row.size),
        `${row.warnings} warnings`,
        ms(row.compile.median),
        ms(row.analyze.median),
        ms(row.config.median),
        ms(row.walk.median),
        count(Math.round((row.walk.median * 1000) / row.pathEvents)),
        ms(row.actorWalk.median),
        count(Math.round((row.actorWalk.median * 1000) / row.pathEvents)),
        `${count(row.surveyWalked.pages)} of ${count(row.pathPages)}`,
        ms(row.surveyWalked.timing.median / row.surveyWalked.pages),
      ]),
    ),
  );
  console.log(
    '\nRules: generateFlow(size, 7, { rules: true }), the same flows with rules as a protocol writes them (each' +
      '\nquestion may read its own answer and a few answers just before it: numbers against constants or another' +
      '\nnumber, options, all / any / not; hard stops, branches, asked-if, checks, alerts; a handful of calculations' +
      '\nand assertions). compile + analyze proves every rule and assertion on every path; proof = the explorer' +
      '\nalone (`explore`, after compile and the question graph), with the answers it tried and the valuations it' +
      '\nexpanded (a question with each set of earlier answers the rules ahead tell apart). Without rules = compile +' +
      '\nanalyze of the same flow without them, in the same runs. Medians in ms (fastest run in brackets).\n',
  );
  console.log(
    table(
      [
        'questions',
        'with rules',
        'rules',
        'assertions',
        'calculations',
        'compile+analyze',
        'without rules',
        'proof',
        'answers tried',
        'valuations',
        'µs/question',
      ],
      rulesRows.map((row) => [
        count(row.size),
        count(row.withRules),
        count(row.rules),
        String(row.assertions),
        String(row.calculations),
        `${ms(row.compileAnalyze.median)} (${ms(row.compileAnalyze.min)})`,
        ms(row.plain.median),
        `${ms(row.proof.median)} (${ms(row.proof.min)})`,
        count(row.tried),
        count(row.valuations),
        count(Math.round((row.proof.median * 1000) / row.size)),
      ]),
    ),
  );
  const breakdown = compileBreakdown(5_000);
  console.log(
    `\nAt 5,000 questions: schema validation takes ${ms(breakdown.validate.median)} ms of compileFlow's ` +
      `${ms(large.compile.median)} ms; the machine XState builds on first use has ` +
      `${count(breakdown.transitions)} transitions (${ms(large.machine.median)} ms).`,
  );

  const verdict = (holds: boolean) => (holds ? 'HOLDS ' : 'MISSED');
  const walkHolds = rows.every((row) => row.walk.median < row.surveyWalkFull.median);
  const ours: [string, (row: Row) => Timing][] = [
    ['compile+analyze', (row) => row.compileAnalyze],
    ['config', (row) => row.config],
    ['machine', (row) => row.machine],
    ['walk', (row) => row.walk],
  ];
  const ourGrowth = ours.map(([name, pick]) => [name, growth((row) => pick(row).median)] as const);
  const fastestGrowth = ours.map(([name, pick]) => `${name} ${times(growth((row) => pick(row).min))}`);
  const perEvent = (row: Row, timing: Timing) => (timing.median * 1000) / row.pathEvents;
  const pathGrowth = growth((row) => row.pathEvents);
  const walkGrowth = growth((row) => row.walk.median);
  const actorGrowth = growth((row) => row.actorWalk.median);
  console.log(`\nTargets (reported, never asserted; load average ${load()}):`);
  console.log(
    `  ${verdict(large.compileAnalyze.median < COMPILE_TARGET_MS)} compile + analyze of 5,000 questions under ` +
      `${COMPILE_TARGET_MS} ms: median ${ms(large.compileAnalyze.median)} ms (fastest run ` +
      `${ms(large.compileAnalyze.min)} ms; 1,000 questions ${ms(small.compileAnalyze.median)} ms, growth ` +
      `${times(growth((row) => row.compileAnalyze.median))}); with the config ${ms(large.compileAnalyze.median + large.config.median)} ms, with the machine built ${ms(large.ready.median)} ms`,
  );
  const [rulesSmall, rulesLarge] = [1_000, 5_000].map(
    (size) => rulesRows.find((row) => row.size === size) as RulesRow,
  ) as [RulesRow, RulesRow];
  console.log(
    `  ${verdict(rulesLarge.compileAnalyze.median < RULES_TARGET_MS)} compile + analyze of 5,000 questions with rules ` +
      `under ${RULES_TARGET_MS} ms: median ${ms(rulesLarge.compileAnalyze.median)} ms (fastest run ` +
      `${ms(rulesLarge.compileAnalyze.min)} ms; 1,000 questions ${ms(rulesSmall.compileAnalyze.median)} ms; the proof ` +
      `${ms(rulesLarge.proof.median)} ms for ${count(rulesLarge.tried)} answers tried; the same flow without rules ` +
      `${ms(rulesLarge.plain.median)} ms)`,
  );
  console.log(
    `  ${verdict(walkGrowth <= pathGrowth * WALK_GROWTH_SLACK)} walk cost per event constant in the path's length ` +
      `(growth 1,000 → 5,000 within ${WALK_GROWTH_SLACK}× of the path's): ` +
      `1,000 ${ms(small.walk.median)} ms for ${count(small.pathEvents)} events (${perEvent(small, small.walk).toFixed(1)} µs/event), ` +
      `5,000 ${ms(large.walk.median)} ms for ${count(large.pathEvents)} events (${perEvent(large, large.walk).toFixed(1)} µs/event);` +
      `\n         the path grows ${times(pathGrowth)}, the walk ${times(walkGrowth)} ` +
      `(${times(walkGrowth / pathGrowth)} the path's growth; fastest runs ${times(growth((row) => row.walk.min))}); ` +
      `through an actor ${times(actorGrowth)} (${times(actorGrowth / pathGrowth)})` +
      `\n         in CPU time (not inflated by other processes): the walk ${times(growth((row) => row.walk.cpuMedian))} ` +
      `(${times(growth((row) => row.walk.cpuMedian) / pathGrowth)} the path's growth), ` +
      `${((small.walk.cpuMedian * 1000) / small.pathEvents).toFixed(1)} and ` +
      `${((large.walk.cpuMedian * 1000) / large.pathEvents).toFixed(1)} µs/event`,
  );
  console.log(
    `  ${verdict(walkHolds)} full walk faster than survey-core's: ` +
      rows
        .map(
          (row) =>
            `${count(row.size)} ${approx(row.surveyWalkFull.estimated)}` +
            times(row.walk.median / row.surveyWalkFull.median),
        )
        .join(', '),
  );
  console.log(
    `  ${verdict(ourGrowth.every(([, g]) => g <= NEAR_LINEAR))} near-linear growth from 1,000 to 5,000 ` +
      `questions (at most ${NEAR_LINEAR.toFixed(1)}×): ` +
      ourGrowth.map(([name, g]) => `${name} ${times(g)}`).join(', ') +
      `; the path grows ${times(pathGrowth)}, ` +
      `the walk per event ${times(growth((row) => row.walk.median / row.pathEvents))}` +
      `\n         (fastest runs: ${fastestGrowth.join(', ')})`,
  );
  console.log(
    '\nHow SurveyJS follows our branching: one page per question, skip triggers for our forward jumps, complete' +
      '\ntriggers for checkout and hard stops (fired on "Next"). It has no lead steps, so its walk has two steps' +
      '\nfewer; pages it skipped stay in its page list, so its "Previous" would show them where our BACK returns' +
      '\nalong the path taken.',
  );
  console.log(`\nTotal ${seconds(started)}.`);
}

main();
