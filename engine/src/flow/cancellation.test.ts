// The cancellation flow of each tenant in flows/, run over answers as the pages record them, and the analysis
// problems of a broken one. (Engine tests may read flows/ data; engine code may not.)
import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion, StartData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { analyzeFlow, hasErrors } from '../analyze/analyze-flow.js';
import { compileFlow } from '../compile/compile-document.js';
import { runCancellation } from './cancellation.js';
import { indexFlow } from './flow-index.js';

const asOf = '2026-11-24';
const flows = loadCatalog()
  .tenants.flatMap((bundle) => bundle.flows)
  .filter((flow) => flow.key === 'cancellation' && flow.status === 'published');

/** The option of question `id` that records `reason`, or that names `outcome`, or the one that goes on to `to`. */
function option(flow: FlowVersion, id: number, pick: { reason?: string; outcome?: string; to?: number }) {
  const question = flow.questions.find((q) => q.id === id);
  const found = question?.QuestionOptions.find(
    (o) =>
      (pick.reason !== undefined && o.reason === pick.reason) ||
      (pick.outcome !== undefined && o.outcome === pick.outcome) ||
      (pick.to !== undefined &&
        o.outcome === undefined &&
        question.next_question_map[o.option_text] === pick.to),
  );
  if (!found || !question) throw new Error(`no such option of question ${id}`);
  return { value: found.option_text, question: question.title };
}

it('each tenant has one published cancellation flow', () => {
  expect(flows.map((flow) => flow.tenant_id)).toEqual([6, 7]);
});

describe.each(flows.map((flow) => [`tenant ${flow.tenant_id}`, flow] as const))('%s', (_, flow) => {
  const index = compileFlow(flow).index;
  const run = (answers: StartData) => runCancellation(index, answers, asOf);

  it('has no analysis problems', () => {
    expect(analyzeFlow(flow)).toEqual([]);
  });

  it('too expensive → the offer; accepting it ends with accept_offer', () => {
    const answers = {
      '1': option(flow, 1, { reason: 'too_expensive' }),
      '2': option(flow, 2, { outcome: 'accept_offer' }),
    };
    expect(run(answers)).toMatchObject({
      ok: true,
      path: [1, 2],
      reason: 'too_expensive',
      details: null,
      outcome: 'accept_offer',
    });
  });

  it('too expensive → offer declined → confirm → cancel', () => {
    const answers = {
      '1': option(flow, 1, { reason: 'too_expensive' }),
      '2': option(flow, 2, { to: 5 }),
      '5': option(flow, 5, { outcome: 'cancel' }),
    };
    expect(run(answers)).toMatchObject({
      ok: true,
      path: [1, 2, 5],
      reason: 'too_expensive',
      outcome: 'cancel',
    });
  });

  it('travelling → skip, or pause', () => {
    const reason = option(flow, 1, { reason: 'travelling' });
    expect(run({ '1': reason, '3': option(flow, 3, { outcome: 'skip' }) })).toMatchObject({
      ok: true,
      path: [1, 3],
      outcome: 'skip',
    });
    expect(run({ '1': reason, '3': option(flow, 3, { outcome: 'pause' }) })).toMatchObject({
      outcome: 'pause',
    });
  });

  it('side effects → support → contact_support', () => {
    const answers = {
      '1': option(flow, 1, { reason: 'side_effects' }),
      '4': option(flow, 4, { outcome: 'contact_support' }),
    };
    expect(run(answers)).toMatchObject({
      ok: true,
      path: [1, 4],
      reason: 'side_effects',
      outcome: 'contact_support',
    });
  });

  it('other, with words → confirm → keep; the words are the details', () => {
    const answers = {
      '1': { ...option(flow, 1, { reason: 'other' }), detail: '  moving abroad  ' },
      '5': option(flow, 5, { outcome: 'keep' }),
    };
    expect(run(answers)).toEqual({
      ok: true,
      path: [1, 5],
      answers: { '1': { ...answers['1'], detail: 'moving abroad' }, '5': answers['5'] },
      reason: 'other',
      details: 'moving abroad',
      outcome: 'keep',
    });
  });

  it('names the first wrong answer', () => {
    expect(run({})).toMatchObject({ ok: false, code: 'answer-missing', questionId: 1 });
    expect(run({ '1': { value: 'Because', question: 'x' } })).toMatchObject({
      ok: false,
      code: 'answer-invalid',
      questionId: 1,
    });
    const expensive = option(flow, 1, { reason: 'too_expensive' });
    expect(run({ '1': expensive })).toMatchObject({ ok: false, code: 'answer-missing', questionId: 2 });
    // The offer page answered on the confirm page's question: not an answer of question 2.
    expect(run({ '1': expensive, '2': option(flow, 5, { outcome: 'cancel' }) })).toMatchObject({
      ok: false,
      code: 'answer-invalid',
      questionId: 2,
    });
    // An answer the path never passes (skip page) beside a complete path.
    expect(
      run({
        '1': expensive,
        '2': option(flow, 2, { outcome: 'accept_offer' }),
        '3': option(flow, 3, { outcome: 'skip' }),
      }),
    ).toMatchObject({ ok: false, code: 'answer-off-path', questionId: 3 });
    expect(
      run({ '1': option(flow, 1, { reason: 'other' }), '5': option(flow, 5, { outcome: 'cancel' }) }),
    ).toMatchObject({
      ok: false,
      code: 'details-missing',
      questionId: 1,
    });
  });
});

describe('the analysis of a cancellation flow', () => {
  const base = flows[0] as FlowVersion;
  const edited = (change: (flow: FlowVersion) => void): FlowVersion => {
    const copy = structuredClone(base);
    change(copy);
    return copy;
  };
  const codes = (flow: FlowVersion) => analyzeFlow(flow).map((f) => `${f.code}:${f.questionId ?? ''}`);

  it('refuses an end that names no outcome, so the builder cannot publish it', () => {
    const flow = edited((f) => delete f.questions[4]?.QuestionOptions[1]?.outcome);
    expect(codes(flow)).toEqual(['end-without-outcome:5']);
    expect(hasErrors(analyzeFlow(flow))).toBe(true);
  });

  it('refuses an outcome on an answer that does not end the flow', () => {
    const flow = edited((f) => {
      const option = f.questions[1]?.QuestionOptions[1];
      if (option) option.outcome = 'keep';
    });
    expect(codes(flow)).toEqual(['outcome-not-at-end:2']);
  });

  it('refuses a flow no answer of which cancels', () => {
    const flow = edited((f) => {
      const option = f.questions[4]?.QuestionOptions[0];
      if (option) option.outcome = 'keep';
    });
    expect(codes(flow)).toEqual(['no-cancel-outcome:']);
  });

  it('refuses outcomes in other flows', () => {
    const flow = edited((f) => {
      f.key = 'quiz';
    });
    expect(codes(flow)).toContain('outcome-outside-cancellation:2');
  });

  it('and runCancellation refuses answers that end without an outcome', () => {
    const flow = edited((f) => delete f.questions[4]?.QuestionOptions[1]?.outcome);
    const keep = flow.questions[4]?.QuestionOptions[1]?.option_text as string;
    const other = flow.questions[0]?.QuestionOptions.find((o) => o.reason === 'reached_my_goal')
      ?.option_text as string;
    expect(
      runCancellation(
        indexFlow(flow),
        { '1': { value: other, question: 'q' }, '5': { value: keep, question: 'q' } },
        asOf,
      ),
    ).toMatchObject({ ok: false, code: 'no-outcome', questionId: 5 });
  });
});
