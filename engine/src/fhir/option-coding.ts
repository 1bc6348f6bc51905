import type { QuestionOption } from '@telehealth/schemas';

import type { FhirCoding } from './fhir-types.js';

/** The code an option is written with when it names none: its text with whitespace collapsed, as a FHIR code must be. */
export function defaultOptionCode(optionText: string): string {
  const code = optionText.trim().replace(/\s+/g, ' ');
  return code === '' ? '-' : code;
}

/**
 * The Coding of an option: `display` is the option text exactly (what routing and hard stops name); `code` and
 * `system` are the option's own when it has them (a LOINC answer code), else the code is the text with its
 * whitespace collapsed and there is no system (R4 allows a Coding without one: the code is local to the
 * Questionnaire). Importers read `display`, then `code`.
 */
export function optionCoding(option: Pick<QuestionOption, 'option_text' | 'code' | 'system'>): FhirCoding {
  return {
    ...(option.system === undefined ? {} : { system: option.system }),
    code: option.code ?? defaultOptionCode(option.option_text),
    display: option.option_text,
  };
}

/** The Coding of a chosen option of `options` by its text (a text that is no option: its default coding). */
export const codingOfChoice = (options: readonly QuestionOption[], optionText: string): FhirCoding =>
  optionCoding(options.find((o) => o.option_text === optionText) ?? { option_text: optionText });
