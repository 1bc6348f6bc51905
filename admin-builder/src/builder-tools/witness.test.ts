import type { FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { applyEdit } from '../model';
import { rulesFlow } from '../model/__fixtures__/rules-flow';
import { analyzeDraft } from '../builder/flow-analysis';
import { eventText, walkWitness, witnessAnswerText } from './witness';

const slipped = (): FlowVersion =>
  applyEdit(rulesFlow(), {
    type: 'setCondition',
    questionId: 4,
    field: 'hard_stop_if',
    condition: { all: [{ value: 'bmi.2', below: 28 }, { not: { question: 4, any_of: ['Sleep apnea'] } }] },
  });

describe('walkWitness', () => {
  it('walks a broken assertion’s answers through the machine: the nodes of its path and its steps in words', () => {
    const doc = slipped();
    const witness = analyzeDraft(doc).assertions[0]!.witness!;
    const walk = walkWitness(doc, witness)!;
    expect(walk.nodeIds[0]).toBe('lead-qualify');
    expect(walk.nodeIds.at(-1)).toBe('checkout');
    expect(walk.nodeIds).toEqual(expect.arrayContaining(['q:1', 'q:2', 'q:3', 'q:4', 'q:6', 'q:7']));
    expect(walk.nodeIds).not.toContain('stop:4');
    expect(walk.refused).toBeUndefined();
    const bmi = walk.steps.find((s) => s.state === 'q2')!;
    expect(bmi.label).toBe('Q2 Height and weight');
    expect(bmi.action).toMatch(/^answers \d+ ft \d+ in, [\d.]+ lb \(BMI 2[89](\.\d)?\)$/);
    expect(walk.steps[0]).toEqual({ state: 'leadQualify', label: 'Lead qualification', action: 'continues' });
  });

  it('says where a draft changed since no longer lets the path through', () => {
    const doc = slipped();
    const witness = analyzeDraft(doc).assertions[0]!.witness!;
    const fixed = applyEdit(doc, {
      type: 'setCondition',
      questionId: 4,
      field: 'hard_stop_if',
      condition: rulesFlow().questions[3]!.hard_stop_if,
    });
    const walk = walkWitness(fixed, witness)!;
    expect(walk.nodeIds.at(-1)).toBe('stop:4');
    const broken = { ...doc, first_question_id: 99 };
    expect(walkWitness(broken, witness)).toBeUndefined();
  });

  it('writes answers and events for the admin', () => {
    expect(witnessAnswerText({ feet: 5, inches: 6, pounds: 173.49644 })).toBe('5 ft 6 in, 173.5 lb (BMI 28)');
    expect(witnessAnswerText(['None'])).toBe('None');
    expect(eventText({ type: 'ANSWER', questionId: 3, value: 150 })).toBe('answers 150');
    expect(eventText({ type: 'CONTINUE' })).toBe('continues');
  });
});
