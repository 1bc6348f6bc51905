/**
 * The parts of FHIR R4 (4.0.1) this package reads and writes, written by hand: Questionnaire, QuestionnaireResponse,
 * Bundle and the data types they use. Only what the mapping needs; every property is optional where R4 makes it
 * so. A document from another system may carry more (an index signature would hide typing slips here, so reading
 * code treats foreign input as `unknown` and narrows it).
 */

export interface FhirCoding {
  system?: string;
  version?: string;
  code?: string;
  display?: string;
  extension?: FhirExtension[];
}

export interface FhirQuantity {
  value?: number;
  unit?: string;
  system?: string;
  code?: string;
}

export interface FhirExpression {
  language: string;
  expression?: string;
  description?: string;
  name?: string;
}

export interface FhirAttachment {
  contentType?: string;
  /** The bytes, base64. */
  data?: string;
  url?: string;
  size?: number;
  title?: string;
  creation?: string;
}

export interface FhirIdentifier {
  system?: string;
  value?: string;
}

export interface FhirReference {
  reference?: string;
  identifier?: FhirIdentifier;
  display?: string;
}

/** An extension: a value, or nested extensions (a complex extension). */
export interface FhirExtension {
  url: string;
  extension?: FhirExtension[];
  valueString?: string;
  valueCode?: string;
  valueId?: string;
  valueInteger?: number;
  valueDecimal?: number;
  valueBoolean?: boolean;
  valueDateTime?: string;
  valueCoding?: FhirCoding;
  valueCodeableConcept?: { coding?: FhirCoding[]; text?: string };
  valueExpression?: FhirExpression;
}

export type QuestionnaireItemType =
  | 'group'
  | 'display'
  | 'boolean'
  | 'decimal'
  | 'integer'
  | 'date'
  | 'dateTime'
  | 'time'
  | 'string'
  | 'text'
  | 'url'
  | 'choice'
  | 'open-choice'
  | 'attachment'
  | 'reference'
  | 'quantity';

export interface QuestionnaireEnableWhen {
  question: string;
  operator: 'exists' | '=' | '!=' | '>' | '<' | '>=' | '<=';
  answerBoolean?: boolean;
  answerDecimal?: number;
  answerInteger?: number;
  answerDate?: string;
  answerString?: string;
  answerCoding?: FhirCoding;
}

export interface QuestionnaireAnswerOption {
  extension?: FhirExtension[];
  valueCoding?: FhirCoding;
  valueString?: string;
  valueInteger?: number;
  valueDate?: string;
  valueTime?: string;
  initialSelected?: boolean;
}

export interface QuestionnaireItem {
  extension?: FhirExtension[];
  linkId: string;
  definition?: string;
  prefix?: string;
  text?: string;
  type: QuestionnaireItemType;
  enableWhen?: QuestionnaireEnableWhen[];
  enableBehavior?: 'all' | 'any';
  required?: boolean;
  repeats?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  answerValueSet?: string;
  answerOption?: QuestionnaireAnswerOption[];
  item?: QuestionnaireItem[];
}

export type QuestionnaireStatus = 'draft' | 'active' | 'retired' | 'unknown';

export interface Questionnaire {
  resourceType: 'Questionnaire';
  id?: string;
  extension?: FhirExtension[];
  url?: string;
  identifier?: FhirIdentifier[];
  version?: string;
  name?: string;
  title?: string;
  status: QuestionnaireStatus;
  subjectType?: string[];
  date?: string;
  publisher?: string;
  description?: string;
  item?: QuestionnaireItem[];
}

export interface QuestionnaireResponseAnswer {
  valueBoolean?: boolean;
  valueDecimal?: number;
  valueInteger?: number;
  valueDate?: string;
  valueString?: string;
  valueCoding?: FhirCoding;
  valueQuantity?: FhirQuantity;
  valueAttachment?: FhirAttachment;
  item?: QuestionnaireResponseItem[];
}

export interface QuestionnaireResponseItem {
  linkId: string;
  text?: string;
  answer?: QuestionnaireResponseAnswer[];
  item?: QuestionnaireResponseItem[];
}

export type QuestionnaireResponseStatus =
  'in-progress' | 'completed' | 'amended' | 'entered-in-error' | 'stopped';

export interface QuestionnaireResponse {
  resourceType: 'QuestionnaireResponse';
  id?: string;
  extension?: FhirExtension[];
  identifier?: FhirIdentifier;
  questionnaire?: string;
  status: QuestionnaireResponseStatus;
  subject?: FhirReference;
  authored?: string;
  item?: QuestionnaireResponseItem[];
}

export interface Bundle<R = Questionnaire | QuestionnaireResponse> {
  resourceType: 'Bundle';
  id?: string;
  type: 'collection' | 'searchset' | 'document' | 'transaction' | 'batch' | 'history' | 'message';
  timestamp?: string;
  total?: number;
  entry?: { fullUrl?: string; resource: R }[];
}
