import { schemaDocuments } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { QUESTION_TYPES, questionTypeLabel } from './question-types';

describe('question types', () => {
  it('lists exactly the types the schema allows, each with a name', () => {
    const enums = schemaDocuments.find((d) => d.$id.endsWith('/enums.schema.json')) as unknown as {
      $defs: { QuestionType: { enum: string[] } };
    };
    expect([...QUESTION_TYPES].sort()).toEqual([...enums.$defs.QuestionType.enum].sort());
    for (const type of QUESTION_TYPES) expect(questionTypeLabel(type)).not.toBe(type);
  });

  it('names a missing type with nothing and an unknown one as it is', () => {
    expect(questionTypeLabel(null)).toBe('');
    expect(questionTypeLabel('hologram')).toBe('hologram');
    expect(questionTypeLabel('image')).toBe('Content screen');
  });
});
