import { schemaDocuments, type QuestionType } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { choices, question } from '../testing/small-flow.js';
import { canHardStop, isChoice, isContent } from './question-kind.js';

/** Every question type the schema allows, in its order. */
const kinds = (
  schemaDocuments.find((d) => d.$id.endsWith('/enums.schema.json')) as unknown as {
    $defs: { QuestionType: { enum: QuestionType[] } };
  }
).$defs.QuestionType.enum;

describe('question kinds', () => {
  it('knows single and multiple choice as the choice kinds', () => {
    expect(kinds.filter((type) => isChoice({ type }))).toEqual(['single_choice', 'multiple_choice']);
  });

  it('knows image as the only content screen', () => {
    expect(kinds.filter((type) => isContent({ type }))).toEqual(['image']);
  });

  it('sees neither in a node that shows no question', () => {
    expect(isChoice({ type: null })).toBe(false);
    expect(isContent({ type: null })).toBe(false);
  });
});

describe('canHardStop', () => {
  const pregnant = question({ id: 2, type: 'single_choice', QuestionOptions: choices('Yes', 'No') });

  it('is a question marked as a hard stop that names an answer or a measure that stops', () => {
    expect(canHardStop({ ...pregnant, is_hard_stop: true, hard_stop_response: ['Yes'] })).toBe(true);
    expect(
      canHardStop(
        question({
          id: 1,
          type: 'date_of_birth',
          is_hard_stop: true,
          hard_stop_when: { measure: 'age', below: 18 },
        }),
      ),
    ).toBe(true);
  });

  it('is not a question without the mark, or marked without a trigger', () => {
    expect(canHardStop({ ...pregnant, hard_stop_response: ['Yes'] })).toBe(false);
    expect(canHardStop({ ...pregnant, is_hard_stop: true })).toBe(false);
    expect(canHardStop({ ...pregnant, is_hard_stop: true, hard_stop_response: [] })).toBe(false);
  });

  it('is never a content screen, which takes no answer', () => {
    expect(
      canHardStop(question({ id: 5, type: 'image', is_hard_stop: true, hard_stop_response: ['Yes'] })),
    ).toBe(false);
  });
});
