import type { FhirExtension } from './fhir-types.js';

/** The base of every canonical URL this storefront mints (Questionnaires, extensions, identifier systems). */
export const FHIR_BASE = 'https://telehealth.local/fhir';

/** Where our own extensions are defined (engine/README.md, "FHIR R4", lists each). */
export const EXTENSION_BASE = `${FHIR_BASE}/StructureDefinition`;

/** Our extensions: what R4 cannot say about a flow, carried so that an import of our export is the same flow. */
export const EXT = {
  /** Questionnaire: tenant, flow key, schema version, first question, steps and builder positions. */
  flow: `${EXTENSION_BASE}/flow`,
  /** Item: the question's own type and the fields FHIR has no element for (mapped field, image, explicit nulls). */
  question: `${EXTENSION_BASE}/question`,
  /** Item: the real routing (`next`, `prev`, `next_question_map`, `next_when`), which enableWhen only approximates. */
  route: `${EXTENSION_BASE}/route`,
  /** Item: the hard stop (answers that stop, a measured or total condition, the message). */
  hardStop: `${EXTENSION_BASE}/hard-stop`,
  /**
   * Item and Questionnaire: the rule language of the flow document exactly (a question's conditions, checks and
   * alerts; the flow's calculations and assertions), as JSON.
   */
  rules: `${EXTENSION_BASE}/rules`,
  /** Calculated item: the flow total it is (name and counted questions). */
  total: `${EXTENSION_BASE}/total`,
  /** Calculated item: the name of the flow calculation it shows (the calculation itself travels in `rules`). */
  calculation: `${EXTENSION_BASE}/calculation`,
  /** answerOption: an option's description and, in a cancellation flow, its outcome and reason. */
  option: `${EXTENSION_BASE}/option`,
} as const;

/** Extensions of HL7 (R4 core) and of the SDC implementation guide that we write and read. */
export const HL7_EXT = {
  minValue: 'http://hl7.org/fhir/StructureDefinition/minValue',
  maxValue: 'http://hl7.org/fhir/StructureDefinition/maxValue',
  unit: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unit',
  unitOption: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unitOption',
  entryFormat: 'http://hl7.org/fhir/StructureDefinition/entryFormat',
  mimeType: 'http://hl7.org/fhir/StructureDefinition/mimeType',
  maxSize: 'http://hl7.org/fhir/StructureDefinition/maxSize',
  maxOccurs: 'http://hl7.org/fhir/StructureDefinition/questionnaire-maxOccurs',
  itemControl: 'http://hl7.org/fhir/StructureDefinition/questionnaire-itemControl',
  ordinalValue: 'http://hl7.org/fhir/StructureDefinition/ordinalValue',
  /** The R4 predecessor of ordinalValue, still written by many SDC tools; read, never written. */
  coValue: 'http://hl7.org/fhir/StructureDefinition/iso21090-CO-value',
  /** R5's itemWeight as an R4 extension (read, never written). */
  itemWeight: 'http://hl7.org/fhir/StructureDefinition/itemWeight',
  optionExclusive: 'http://hl7.org/fhir/StructureDefinition/questionnaire-optionExclusive',
  calculatedExpression:
    'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
  /** SDC: when an item is enabled, as FHIRPath (instead of enableWhen, never with it). */
  enableWhenExpression:
    'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression',
  /** SDC (from the extensions pack): a FHIRPath check with the message shown when it fails. Written and read. */
  targetConstraint: 'http://hl7.org/fhir/StructureDefinition/targetConstraint',
  /** R4's older form of targetConstraint (expression as a string), which SDC deprecates: read, never written. */
  questionnaireConstraint: 'http://hl7.org/fhir/StructureDefinition/questionnaire-constraint',
  /** SDC: a named FHIRPath value that other expressions of the item and its descendants read as `%name`. */
  variable: 'http://hl7.org/fhir/StructureDefinition/variable',
  /** A default answer (SDC initialExpression): read only to report it. */
  initialExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-initialExpression',
  hidden: 'http://hl7.org/fhir/StructureDefinition/questionnaire-hidden',
} as const;

export const UCUM = 'http://unitsofmeasure.org';
export const ITEM_CONTROL_SYSTEM = 'http://hl7.org/fhir/questionnaire-item-control';

/** An extension with a value, or nothing when the value is undefined. */
export function valueExt(
  url: string,
  key:
    | 'valueString'
    | 'valueCode'
    | 'valueId'
    | 'valueInteger'
    | 'valueDecimal'
    | 'valueBoolean'
    | 'valueDateTime',
  value: string | number | boolean | undefined | null,
): FhirExtension[] {
  return value === undefined || value === null ? [] : [{ url, [key]: value } as FhirExtension];
}

/** A complex extension of its parts, or nothing when it has none. */
export function complexExt(url: string, parts: FhirExtension[]): FhirExtension[] {
  return parts.length === 0 ? [] : [{ url, extension: parts }];
}

/** The extensions of `extensions` with this url. */
export const extsOf = (extensions: readonly FhirExtension[] | undefined, url: string): FhirExtension[] =>
  (extensions ?? []).filter((extension) => extension.url === url);

/** The first extension with this url. */
export const extOf = (
  extensions: readonly FhirExtension[] | undefined,
  url: string,
): FhirExtension | undefined => (extensions ?? []).find((extension) => extension.url === url);
