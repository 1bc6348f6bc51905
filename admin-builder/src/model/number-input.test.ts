import { analyzeFlow } from '@telehealth/engine';
import { validate, type FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { deepFreeze, sampleFlow } from './__fixtures__/sample-flow';
import { applyEdit, applyEdits } from './edits';
import {
  meansNumberInput,
  numberInputEdit,
  numberInputText,
  parseNumberInput,
  type NumberInputField,
} from './number-input';
import { FlowEditError, type FlowEdit } from './types';

const WEIGHT = 7;

/** The sample flow with a number question 7 (goal weight, no limits yet) after question 6. */
function withNumberQuestion(input?: FlowVersion['questions'][number]['input']): FlowVersion {
  const doc = applyEdit(sampleFlow(), {
    type: 'addQuestion',
    id: WEIGHT,
    question: {
      title: 'Goal weight',
      type: 'number',
      QuestionOptions: [],
      next_question_map: { Final: 0 },
      ...(input ? { input } : {}),
    },
  });
  return deepFreeze(applyEdit(doc, { type: 'connect', questionId: 6, answer: null, target: WEIGHT }));
}

const weight = (doc: FlowVersion) => doc.questions.find((q) => q.id === WEIGHT)!;

/** The edit the panel makes for `text` typed into `field` (fails the test when the text is refused). */
function typed(field: NumberInputField, text: string, questionId = WEIGHT): FlowEdit {
  const result = numberInputEdit(questionId, field, text);
  if (!result.ok) throw new Error(`"${text}" was refused: ${result.message}`);
  return result.edit;
}

function refusal(doc: FlowVersion, edit: FlowEdit): FlowEditError {
  try {
    applyEdit(doc, edit);
  } catch (error) {
    if (error instanceof FlowEditError) return error;
    throw error;
  }
  throw new Error('expected the edit to be refused');
}

describe('parseNumberInput', () => {
  it('reads decimal numbers, and an empty or blank field as no value', () => {
    const values = ['80', ' 1.5 ', '-2', '+3', '.5', '1.', '1e3', '0'].map((text) =>
      parseNumberInput('min', text),
    );
    expect(values).toEqual([80, 1.5, -2, 3, 0.5, 1, 1000, 0].map((value) => ({ ok: true, value })));
    expect(parseNumberInput('max', '')).toEqual({ ok: true, value: undefined });
    expect(parseNumberInput('max', '   ')).toEqual({ ok: true, value: undefined });
  });

  it('refuses what Number() would let through or half-read, naming the field', () => {
    for (const text of [
      'abc',
      '12abc',
      '0x10',
      '0b1',
      'Infinity',
      '1,5',
      '1 000',
      '1e999',
      '-',
      '.',
      'e3',
      'NaN',
    ]) {
      const result = parseNumberInput('min', text);
      expect(result, text).toEqual({
        ok: false,
        message: `Minimum must be a number (such as 80 or 1.5), not "${text.trim()}".`,
      });
    }
    expect(parseNumberInput('max', 'lots')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Maximum /),
    });
  });

  it('takes a unit as free text without its surrounding spaces', () => {
    expect(parseNumberInput('unit', ' fl oz ')).toEqual({ ok: true, value: 'fl oz' });
    expect(parseNumberInput('unit', '12')).toEqual({ ok: true, value: '12' });
    expect(parseNumberInput('unit', ' ')).toEqual({ ok: true, value: undefined });
  });
});

describe('setNumberInput', () => {
  it('sets the minimum, maximum and unit of a number question, leaving the rest of the document alone', () => {
    const doc = withNumberQuestion();
    expect(weight(doc)).not.toHaveProperty('input');
    const next = applyEdits(doc, [typed('min', '80'), typed('max', '600'), typed('unit', 'lb')]);
    expect(weight(next).input).toEqual({ min: 80, max: 600, unit: 'lb' });
    expect(next.questions.filter((q) => q.id !== WEIGHT)).toEqual(
      doc.questions.filter((q) => q.id !== WEIGHT),
    );
    expect(next.questions[0]).toBe(doc.questions[0]);
    expect(validate('FlowVersion', next).ok).toBe(true);
    expect(analyzeFlow(next)).toEqual([]);
  });

  it('replaces a value, and an empty field removes it; `input` goes when nothing is left in it', () => {
    const doc = withNumberQuestion({ min: 80, max: 600, unit: 'lb' });
    expect(weight(applyEdit(doc, typed('max', '450'))).input).toEqual({ min: 80, max: 450, unit: 'lb' });
    const noMin = applyEdit(doc, typed('min', ''));
    expect(weight(noMin).input).toEqual({ max: 600, unit: 'lb' });
    const none = applyEdits(noMin, [typed('max', ' '), typed('unit', '')]);
    expect(weight(none)).not.toHaveProperty('input');
    expect(validate('FlowVersion', none).ok).toBe(true);
  });

  it('keeps the other limits of `input`', () => {
    const doc = withNumberQuestion({ min: 1, max_files: 2 });
    expect(weight(applyEdit(doc, typed('min', ''))).input).toEqual({ max_files: 2 });
  });

  it('changes nothing when the value is the one already there', () => {
    const doc = withNumberQuestion({ min: 80 });
    expect(applyEdit(doc, typed('min', '80.0'))).toBe(doc);
    expect(applyEdit(doc, typed('unit', ''))).toBe(doc);
  });

  it('refuses a minimum above the maximum, naming the field typed into, and leaves the document as it was', () => {
    const doc = withNumberQuestion({ min: 80, max: 600 });
    expect(refusal(doc, typed('min', '700')).message).toBe(
      'Minimum (700) cannot be above the maximum (600).',
    );
    expect(refusal(doc, typed('max', '50')).message).toBe('Maximum (50) cannot be below the minimum (80).');
    expect(weight(doc).input).toEqual({ min: 80, max: 600 });
    // Equal bounds accept exactly one number.
    expect(weight(applyEdit(doc, typed('max', '80'))).input).toEqual({ min: 80, max: 80 });
    // A batch with a refused edit is refused whole.
    expect(() => applyEdits(doc, [typed('unit', 'lb'), typed('min', '601')])).toThrow(FlowEditError);
  });

  it('refuses a value that is no finite number, an empty unit, and a question of another type', () => {
    const doc = withNumberQuestion();
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refusal(doc, { type: 'setNumberInput', questionId: WEIGHT, field: 'max', value }).message).toBe(
        'Maximum must be a number (such as 80 or 1.5).',
      );
    }
    expect(
      refusal(doc, { type: 'setNumberInput', questionId: WEIGHT, field: 'unit', value: ' ' }).message,
    ).toMatch(/^Unit must be a text/);
    expect(refusal(doc, typed('min', '1', 6)).message).toBe(
      'Question 6 is not a number question: only a number question has a minimum, maximum and unit.',
    );
    expect(refusal(doc, typed('min', '1', 99)).message).toBe('Question 99 does not exist in this flow.');
    expect(numberInputEdit(WEIGHT, 'min', 'ten')).toEqual({
      ok: false,
      message: 'Minimum must be a number (such as 80 or 1.5), not "ten".',
    });
  });

  it('lets an imported minimum above the maximum (which the analysis reports) be repaired, and other limits edited', () => {
    const doc = withNumberQuestion({ min: 700, max: 600 });
    expect(analyzeFlow(doc).map((f) => [f.code, f.questionId])).toContainEqual(['unanswerable', WEIGHT]);
    expect(weight(applyEdit(doc, typed('unit', 'kg'))).input).toEqual({ min: 700, max: 600, unit: 'kg' });
    expect(() => applyEdit(doc, typed('min', '650'))).toThrow(
      'Minimum (650) cannot be above the maximum (600).',
    );
    const repaired = applyEdit(doc, typed('min', '100'));
    expect(weight(repaired).input).toEqual({ min: 100, max: 600 });
    expect(analyzeFlow(repaired)).toEqual([]);
  });
});

describe('what the fields show', () => {
  it('shows the current value, and keeps text as typed while it means that value', () => {
    const question = weight(withNumberQuestion({ min: 1.5, unit: 'lb' }));
    expect(numberInputText(question, 'min')).toBe('1.5');
    expect(numberInputText(question, 'max')).toBe('');
    expect(meansNumberInput(question, 'min', '1.50')).toBe(true);
    expect(meansNumberInput(question, 'min', '1.')).toBe(false);
    expect(meansNumberInput(question, 'max', '')).toBe(true);
    expect(meansNumberInput(question, 'unit', 'lb ')).toBe(true);
    expect(meansNumberInput(question, 'unit', 'kg')).toBe(false);
  });
});
