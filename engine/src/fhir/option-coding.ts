import type { FhirCoding } from './fhir-types.js';

/**
 * The Coding of an option: `display` is the option text exactly (what routing and hard stops name), `code` the same
 * text with its whitespace collapsed to single spaces, as a FHIR `code` must be. No system: the codes are local to
 * the Questionnaire (R4 allows a Coding without one); importers read `display`, then `code`.
 */
export function optionCoding(optionText: string): FhirCoding {
  const code = optionText.trim().replace(/\s+/g, ' ');
  return { code: code === '' ? '-' : code, display: optionText };
}
