import type { QuestionInput, QuestionOption } from '@telehealth/schemas';

import { EXT, extOf, extsOf, HL7_EXT } from './extensions.js';
import type { FhirExtension, QuestionnaireAnswerOption, QuestionnaireItem } from './fhir-types.js';
import { asArray, exts, isObject, num, numberValue, str } from './fhir-json.js';
import { defaultOptionCode } from './option-coding.js';

/** Readers of Questionnaire items shared by the import of our export and of other systems' Questionnaires. */

const part = (ext: FhirExtension | undefined, url: string) => extOf(ext?.extension, url);

/** The input limits from the standard extensions (min, max, unit, accepted types, size, number of files). */
export function readInput(itemExts: FhirExtension[]): QuestionInput | undefined {
  const min = numberValue(extOf(itemExts, HL7_EXT.minValue));
  const max = numberValue(extOf(itemExts, HL7_EXT.maxValue));
  const unitCoding = extOf(itemExts, HL7_EXT.unit)?.valueCoding;
  const unit = unitCoding?.display ?? unitCoding?.code;
  const accept = extsOf(itemExts, HL7_EXT.mimeType)
    .map((e) => e.valueCode)
    .filter((v): v is string => typeof v === 'string');
  const maxSize = numberValue(extOf(itemExts, HL7_EXT.maxSize));
  const maxFiles = num(extOf(itemExts, HL7_EXT.maxOccurs)?.valueInteger);
  const input: QuestionInput = {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(unit === undefined ? {} : { unit }),
    ...(accept.length > 0 ? { accept: accept as NonNullable<QuestionInput['accept']> } : {}),
    ...(maxSize === undefined ? {} : { max_size_mb: maxSize / 1048576 }),
    ...(maxFiles === undefined ? {} : { max_files: maxFiles }),
  };
  return Object.keys(input).length > 0 ? input : undefined;
}

/** The text of an answer option: a coding's display (else code), a string, an integer, a date or a time. */
export function optionText(option: QuestionnaireAnswerOption): string | undefined {
  const coding = isObject(option.valueCoding) ? option.valueCoding : undefined;
  const text =
    str(coding?.display) ??
    str(coding?.code) ??
    str(option.valueString) ??
    str(option.valueDate) ??
    str(option.valueTime) ??
    (num(option.valueInteger) === undefined ? undefined : String(option.valueInteger));
  return text !== undefined && text.trim() !== '' ? text : undefined;
}

/** A FHIR code as an option may keep it (the pattern of the `code` data type). */
const CODE = /^[^\s]+( [^\s]+)*$/;

/**
 * An option with its score (ordinalValue; from other systems also iso21090-CO-value or itemWeight, on the option or
 * its coding) and its code and system. A code is kept when it has a system or differs from the option text with its
 * whitespace collapsed, which is the code an export writes for an option that names none (so a code equal to it
 * says nothing more, and an export of ours reads back to the same options).
 */
export function readOption(option: QuestionnaireAnswerOption, ours: boolean): QuestionOption {
  const coding = isObject(option.valueCoding) ? option.valueCoding : undefined;
  const optionExts = [...exts(option.extension), ...exts(coding?.extension)];
  const score =
    numberValue(extOf(optionExts, HL7_EXT.ordinalValue)) ??
    (ours
      ? undefined
      : (numberValue(extOf(optionExts, HL7_EXT.coValue)) ??
        numberValue(extOf(optionExts, HL7_EXT.itemWeight))));
  const exclusive = extOf(optionExts, HL7_EXT.optionExclusive)?.valueBoolean;
  const own = extOf(optionExts, EXT.option);
  const description = str(part(own, 'description')?.valueString);
  const outcome = str(part(own, 'outcome')?.valueCode);
  const reason = str(part(own, 'reason')?.valueCode);
  const text = optionText(option) ?? '';
  const system = str(coding?.system);
  const code = str(coding?.code);
  const keepCode =
    code !== undefined && CODE.test(code) && (system !== undefined || code !== defaultOptionCode(text));
  return {
    option_text: text,
    ...(description === undefined ? {} : { description }),
    ...(typeof exclusive === 'boolean' ? { exclusive } : {}),
    ...(score === undefined ? {} : { score }),
    ...(outcome === undefined ? {} : { outcome }),
    ...(reason === undefined ? {} : { reason }),
    ...(keepCode ? { code } : {}),
    ...(keepCode && system !== undefined && /^\S+$/.test(system) ? { system } : {}),
  } as QuestionOption;
}

/** A display child shown as help (SDC itemControl `help`): a question's description. */
export function isHelp(item: QuestionnaireItem): boolean {
  return exts(item.extension).some(
    (e) =>
      e.url === HL7_EXT.itemControl &&
      asArray(e.valueCodeableConcept?.coding).some((c) => isObject(c) && c.code === 'help'),
  );
}
