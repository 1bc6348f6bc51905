import { HL7_EXT } from './extensions.js';
import type { FhirCoding } from './fhir-types.js';
import { asArray, extOfJson, isObject, numberValue, str, type Json } from './fhir-json.js';

/** One answer a value set offers: its coding and, when the value set gives one, its score. */
export interface ValueSetAnswer {
  coding: FhirCoding;
  score?: number;
}

/**
 * The answers of an `answerValueSet` that the Questionnaire itself holds: a contained ValueSet named by `#id`, or by
 * its canonical `url` (with or without `|version`). Its `expansion.contains` (nested entries included, abstract
 * ones left out) when it has one, else the concepts its `compose.include` lists. A score is the concept's
 * `ordinalValue`, `itemWeight` or `iso21090-CO-value`. Undefined when the value set is not in the Questionnaire, or
 * names codes it does not list (a whole code system, a filter): resolving it needs a terminology server.
 */
export function containedValueSet(questionnaire: Json, reference: string): ValueSetAnswer[] | undefined {
  const sets = asArray(questionnaire.contained).filter(
    (resource): resource is Json => isObject(resource) && resource.resourceType === 'ValueSet',
  );
  const canonical = reference.split('|')[0];
  const set = reference.startsWith('#')
    ? sets.find((s) => s.id === reference.slice(1))
    : sets.find((s) => str(s.url) === canonical);
  if (!set) return undefined;
  const scoreOf = (concept: Json) =>
    numberValue(extOfJson(concept, HL7_EXT.ordinalValue)) ??
    numberValue(extOfJson(concept, HL7_EXT.itemWeight)) ??
    numberValue(extOfJson(concept, HL7_EXT.coValue));
  const answer = (concept: Json, system: string | undefined): ValueSetAnswer => {
    const score = scoreOf(concept);
    const coding: FhirCoding = {
      ...(system === undefined ? {} : { system }),
      ...(str(concept.code) === undefined ? {} : { code: str(concept.code) }),
      ...(str(concept.display) === undefined ? {} : { display: str(concept.display) }),
    };
    return { coding, ...(score === undefined ? {} : { score }) };
  };
  if (isObject(set.expansion)) {
    const flatten = (entries: unknown[]): ValueSetAnswer[] =>
      entries
        .filter(isObject)
        .flatMap((entry) => [
          ...(entry.abstract === true || entry.code === undefined ? [] : [answer(entry, str(entry.system))]),
          ...flatten(asArray(entry.contains)),
        ]);
    return flatten(asArray(set.expansion.contains));
  }
  if (!isObject(set.compose)) return undefined;
  const includes = asArray(set.compose.include).filter(isObject);
  if (includes.some((include) => asArray(include.concept).length === 0)) return undefined;
  return includes.flatMap((include) =>
    asArray(include.concept)
      .filter(isObject)
      .map((concept) => answer(concept, str(include.system))),
  );
}
