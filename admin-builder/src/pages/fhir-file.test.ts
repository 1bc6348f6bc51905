import { describe, expect, it } from 'vitest';

import { fhirFileName, readQuestionnaireFile } from './fhir-file';

describe('readQuestionnaireFile', () => {
  it('takes a JSON Questionnaire and says what else a file is', () => {
    expect(readQuestionnaireFile('{"resourceType":"Questionnaire","status":"draft"}')).toEqual({
      ok: true,
      questionnaire: { resourceType: 'Questionnaire', status: 'draft' },
    });
    expect(readQuestionnaireFile('{"resourceType":"Patient"}')).toEqual({
      ok: false,
      message: 'The file is a FHIR "Patient", not a Questionnaire.',
    });
    expect(readQuestionnaireFile('[1]')).toEqual({
      ok: false,
      message: 'The file is not a FHIR resource (it has no resourceType).',
    });
    const broken = readQuestionnaireFile('{');
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.message).toMatch(/^The file is not JSON: /);
  });

  it('names downloads by flow version and by order', () => {
    expect(fhirFileName.questionnaire('intake', 3)).toBe('intake-v3-questionnaire.fhir.json');
    expect(fhirFileName.order('42')).toBe('order-42-responses.fhir.json');
  });
});
