/** The names of FHIR downloads, and reading a Questionnaire file (pure, tested). */

export const fhirFileName = {
  /** `intake-v3-questionnaire.fhir.json` */
  questionnaire: (key: string, version: number) => `${key}-v${version}-questionnaire.fhir.json`,
  /** `order-42-responses.fhir.json` */
  order: (orderId: string) => `order-${orderId}-responses.fhir.json`,
};

export type QuestionnaireFile = { ok: true; questionnaire: unknown } | { ok: false; message: string };

/** A file's text as a FHIR Questionnaire: JSON whose resourceType is Questionnaire, else why not. */
export function readQuestionnaireFile(text: string): QuestionnaireFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The file is not JSON: ${(error as Error).message}` };
  }
  const type =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as { resourceType?: unknown }).resourceType
      : undefined;
  if (type !== 'Questionnaire') {
    return {
      ok: false,
      message:
        type === undefined
          ? 'The file is not a FHIR resource (it has no resourceType).'
          : `The file is a FHIR ${JSON.stringify(type)}, not a Questionnaire.`,
    };
  }
  return { ok: true, questionnaire: parsed };
}
