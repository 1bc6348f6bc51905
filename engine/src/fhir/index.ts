export { EXT, EXTENSION_BASE, FHIR_BASE, HL7_EXT } from './extensions.js';
export type * from './fhir-types.js';
export {
  flowToQuestionnaire,
  questionnaireReference,
  questionnaireUrl,
  totalLinkId,
  type FhirExportOptions,
} from './flow-to-questionnaire.js';
export { intakeToQuestionnaireResponse, type ResponseOptions } from './intake-to-response.js';
export { questionnaireToFlow, type ImportResult, type ImportTarget } from './questionnaire-to-flow.js';
