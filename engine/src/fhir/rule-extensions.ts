import type { FlowVersion, Question } from '@telehealth/schemas';

import type { FhirExtension } from './fhir-types.js';
import { EXT, extOf, valueExt } from './extensions.js';

/**
 * The flow's rule language in our export, exactly: a question's rules (`ask_if`, `hard_stop_if`, `next_if`, `checks`,
 * `alerts`) in the item's `rules` extension, the flow's calculations, eligibility rules and assertions in the
 * Questionnaire's, each as the JSON of the flow document, so that an import of our export is the same flow.
 */

const QUESTION_RULES = ['ask_if', 'hard_stop_if', 'next_if', 'checks', 'alerts'] as const;
const FLOW_RULES = ['calculations', 'eligibility', 'assertions'] as const;

function pick<T extends object>(from: T, keys: readonly (keyof T)[]): Partial<T> | undefined {
  const picked: Partial<T> = {};
  for (const key of keys) if (from[key] !== undefined) picked[key] = from[key];
  return Object.keys(picked).length > 0 ? picked : undefined;
}

function read(
  extensions: readonly FhirExtension[] | undefined,
  keys: readonly string[],
): Record<string, unknown> {
  const text = extOf(extensions, EXT.rules)?.valueString;
  if (typeof text !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    // Only the rule fields travel here; the schema check of the imported draft judges their contents.
    return Object.fromEntries(Object.entries(parsed).filter(([key]) => keys.includes(key)));
  } catch {
    return {};
  }
}

export function questionRulesExtension(question: Question): FhirExtension[] {
  const rules = pick(question, QUESTION_RULES);
  return valueExt(EXT.rules, 'valueString', rules && JSON.stringify(rules));
}

export const readQuestionRules = (extensions: readonly FhirExtension[] | undefined): Partial<Question> =>
  read(extensions, QUESTION_RULES) as Partial<Question>;

export function flowRulesExtension(flow: FlowVersion): FhirExtension[] {
  const rules = pick(flow, FLOW_RULES);
  return valueExt(EXT.rules, 'valueString', rules && JSON.stringify(rules));
}

export const readFlowRules = (extensions: readonly FhirExtension[] | undefined): Partial<FlowVersion> =>
  read(extensions, FLOW_RULES) as Partial<FlowVersion>;
