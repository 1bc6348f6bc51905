import type {
  Calculation,
  FhirImportIssue,
  FlowTotal,
  Question,
  QuestionOption,
  QuestionType,
} from '@telehealth/schemas';

import { FINAL } from '../flow/answer-space.js';
import { extOf, HL7_EXT } from './extensions.js';
import type { QuestionnaireAnswerOption, QuestionnaireItem } from './fhir-types.js';
import { asArray, exts, isObject, str, type Json } from './fhir-json.js';
import type { SourceItem } from './fhirpath-import.js';
import { fhirPathOf, ForeignRules, type EnableSource, type RuleEntry } from './foreign-rules.js';
import { isHelp, readInput, readOption } from './read-items.js';
import { containedValueSet } from './value-sets.js';

/**
 * Another system's Questionnaire as questions of a flow: items in order, asked one after another (groups flattened,
 * nested questions after their parent), each way of the Questionnaire's logic mapped onto the rule language where it
 * says the same thing, and every loss reported:
 * - `enableWhen` + `enableBehavior` and `enableWhenExpression` (of the item, its groups and the question it is nested
 *   under, all of which must hold) become `ask_if`; a condition that reads an item that is not a question before it,
 *   or that the analysis could not prove, is dropped and reported (the question is then asked more often, never
 *   less). Under `all` each test stands alone; under `any` one unmapped test drops them all;
 * - calculated items become the flow's totals (a sum of the scores of answers) or calculations (arithmetic over
 *   number answers, scores and totals); other calculated items are dropped and reported;
 * - constraints (`targetConstraint`, `questionnaire-constraint`) of a question become checks when they map;
 * - answer value sets held by the Questionnaire (contained, by `#id` or url) become options, with codes and scores.
 */

const MAX_ID = 2147483647;

type Draft = Omit<Question, 'id' | 'next' | 'prev' | 'next_question_map'>;
type Entry = Omit<RuleEntry, 'question'> & { question: Draft };

export function variablesOf(element: unknown): Map<string, string> {
  const variables = new Map<string, string>();
  if (!isObject(element)) return variables;
  for (const ext of exts(element.extension)) {
    const name = str(ext.valueExpression?.name);
    const expression = fhirPathOf(ext);
    if (ext.url === HL7_EXT.variable && name && expression !== undefined && !variables.has(name))
      variables.set(name, expression);
  }
  return variables;
}

const validItems = (value: unknown): QuestionnaireItem[] =>
  asArray(value).filter(
    (child): child is Json =>
      isObject(child) && typeof child.linkId === 'string' && typeof child.type === 'string',
  ) as unknown as QuestionnaireItem[];

export class ForeignQuestionnaire {
  private readonly entries: Entry[] = [];
  private readonly calculated: { source: SourceItem; item: QuestionnaireItem; expression: string }[] = [];
  private readonly sources = new Map<QuestionnaireItem, SourceItem>();
  private readonly byLinkId = new Map<string, SourceItem>();
  private readonly roots: SourceItem[];

  constructor(
    private readonly input: Json,
    private readonly issues: FhirImportIssue[],
  ) {
    const build = (items: QuestionnaireItem[], parent: SourceItem | null): SourceItem[] =>
      items.map((item) => {
        const source: SourceItem = {
          linkId: item.linkId,
          type: item.type,
          parent,
          children: [],
          variables: variablesOf(item),
        };
        source.children = build(validItems(item.item), source);
        this.sources.set(item, source);
        if (!this.byLinkId.has(item.linkId)) this.byLinkId.set(item.linkId, source);
        return source;
      });
    this.roots = build(validItems(input.item), null);
  }

  private report(severity: FhirImportIssue['severity'], linkId: string | undefined, message: string) {
    this.issues.push({ severity, ...(linkId === undefined ? {} : { linkId }), message });
  }

  /** Reads an item (and its children) of the Questionnaire, with the conditions of the items around it. */
  add(item: QuestionnaireItem, inherited: EnableSource[] = []): void {
    const report = (severity: FhirImportIssue['severity'], message: string) =>
      this.report(severity, item.linkId, message);
    const source = this.sources.get(item) as SourceItem;
    const text = str(item.text) ?? item.linkId;
    const children = validItems(item.item);
    const help = children.filter((child) => child.type === 'display' && isHelp(child));
    const others = children.filter((child) => !help.includes(child));
    const description =
      help
        .map((child) => child.text)
        .filter(Boolean)
        .join('\n') || null;
    const itemExts = exts(item.extension);
    const enableWhenExpression = fhirPathOf(extOf(itemExts, HL7_EXT.enableWhenExpression));
    const own: EnableSource[] =
      asArray(item.enableWhen).length > 0 || enableWhenExpression !== undefined
        ? [
            {
              source,
              enableWhen: asArray(item.enableWhen),
              behavior: item.enableBehavior,
              ...(enableWhenExpression === undefined ? {} : { expression: enableWhenExpression }),
            },
          ]
        : [];
    const enable = [...inherited, ...own];
    for (const initial of [
      ...asArray((item as unknown as Json).initial),
      ...asArray(item.answerOption).filter((o) => isObject(o) && o.initialSelected === true),
    ])
      report('dropped', `initial answer ${JSON.stringify(initial)} not kept: the patient gives every answer`);
    if (extOf(itemExts, HL7_EXT.initialExpression))
      report('dropped', 'initialExpression not kept: the patient gives every answer');

    if (item.type === 'group') {
      if (item.text)
        report(
          'approximated',
          `group "${text}" flattened: its ${others.length} items are asked one after another, without its heading`,
        );
      if (item.repeats)
        report('approximated', `repeating group "${text}": its items are asked once (one repetition)`);
      for (const child of others) this.add(child, enable);
      return;
    }
    const calculatedExpression = extOf(itemExts, HL7_EXT.calculatedExpression);
    if (calculatedExpression) {
      const expression = fhirPathOf(calculatedExpression);
      if (expression === undefined)
        report('dropped', `calculated item "${text}" not imported: its expression is not FHIRPath`);
      else this.calculated.push({ source, item, expression });
      return;
    }
    if (item.readOnly) {
      report('dropped', `read-only item "${text}" not imported`);
      return;
    }
    if (extOf(itemExts, HL7_EXT.hidden)?.valueBoolean === true) {
      report('dropped', `hidden item "${text}" not imported`);
      return;
    }
    const base = {
      title: text,
      description,
      free_field: null,
      QuestionOptions: [] as QuestionOption[],
      is_hard_stop: false,
      hard_stop_message: null,
    };
    const input = readInput(itemExts);
    const placeholder = str(extOf(itemExts, HL7_EXT.entryFormat)?.valueString);
    const extras = { ...(input ? { input } : {}), ...(placeholder ? { placeholder } : {}) };
    if (item.type !== 'display' && item.required !== true) {
      report('approximated', 'optional in the Questionnaire: every question of a flow must be answered');
    }
    const push = (question: Draft) =>
      this.entries.push({ linkId: item.linkId, source, item, question, enable });
    // R4 lists answer options only for choices; forms that give a text, number, date or time item options mean a
    // choice of those values.
    const listed = !['choice', 'open-choice'].includes(item.type) && asArray(item.answerOption).length > 0;
    if (listed)
      report(
        'approximated',
        `the answer options of ${/^[aeiou]/.test(item.type) ? 'an' : 'a'} ${item.type} item imported as a choice of their values`,
      );
    let type: QuestionType;
    switch (listed ? 'choice' : item.type) {
      case 'choice':
      case 'open-choice': {
        let options = asArray(item.answerOption)
          .filter(isObject)
          .map((option) => readOption(option as QuestionnaireAnswerOption, false))
          .filter((option) => option.option_text !== '');
        if (item.type === 'open-choice')
          report('approximated', 'open-choice: the free-text "other" answer is not kept');
        if (typeof item.answerValueSet === 'string') {
          const answers = containedValueSet(this.input, item.answerValueSet);
          if (answers === undefined)
            report(
              'dropped',
              `answerValueSet ${item.answerValueSet} is not held by the Questionnaire: its answers need a terminology server`,
            );
          else
            options = answers
              .map(({ coding, score }) =>
                readOption(
                  {
                    valueCoding: coding,
                    ...(score === undefined
                      ? {}
                      : { extension: [{ url: HL7_EXT.ordinalValue, valueDecimal: score }] }),
                  },
                  false,
                ),
              )
              .filter((option) => option.option_text !== '');
        }
        if (options.length === 0) {
          report('approximated', 'a choice without answer options is imported as a free-text question');
          push({ ...base, type: 'text' });
        } else {
          type = item.repeats ? 'multiple_choice' : 'single_choice';
          push({ ...base, type, QuestionOptions: options });
        }
        break;
      }
      case 'boolean':
        report('approximated', 'boolean imported as a Yes / No choice');
        push({
          ...base,
          type: 'single_choice',
          QuestionOptions: [{ option_text: 'Yes' }, { option_text: 'No' }],
        });
        break;
      case 'decimal':
      case 'integer':
      case 'quantity': {
        const units = exts(item.extension).filter((e) => e.url === HL7_EXT.unitOption);
        if (item.type === 'quantity' && units.length > 1)
          report('approximated', 'quantity imported as a number: the patient cannot choose its unit');
        const unit = units[0]?.valueCoding;
        const unitText = unit?.display ?? unit?.code;
        const withUnit =
          item.type === 'quantity' && input?.unit === undefined && unitText !== undefined
            ? { input: { ...input, unit: unitText } }
            : {};
        push({ ...base, type: 'number', ...extras, ...withUnit });
        break;
      }
      case 'date':
        report('approximated', 'date imported as a date of birth (the only date question of a flow)');
        push({ ...base, type: 'date_of_birth', ...extras });
        break;
      case 'attachment':
        push({
          ...base,
          type: 'file_upload',
          ...extras,
          ...(item.repeats !== true && input?.max_files === undefined
            ? { input: { ...input, max_files: 1 } }
            : {}),
        });
        break;
      case 'display':
        push({ ...base, type: 'image' });
        break;
      case 'string':
      case 'text':
        push({ ...base, type: 'text', ...extras });
        break;
      default:
        report('approximated', `${item.type} imported as a free-text question`);
        push({ ...base, type: 'text', ...extras });
    }
    if (item.repeats && !['choice', 'open-choice', 'attachment', 'group', 'display'].includes(item.type))
      report('approximated', 'repeating answers: the flow keeps one answer');
    // A question's children are shown only while it is: they keep its conditions.
    for (const child of others) this.add(child, enable);
  }

  get mappedCount(): number {
    return this.entries.length;
  }

  /**
   * The questions (numbered, asked in order, with their rules), the totals and the calculations. An id whose page is
   * reserved (`reservedPage` names it) is never given.
   */
  build(reservedPage: (id: number) => string | null = () => null): {
    questions: Question[];
    totals: FlowTotal[];
    calculations: Calculation[];
  } {
    const numeric = this.entries.map(({ linkId }) => (/^[1-9][0-9]*$/.test(linkId) ? Number(linkId) : NaN));
    const keep = numeric.every((id) => id <= MAX_ID) && new Set(numeric).size === numeric.length;
    const ids = keep ? this.keptIds(numeric, reservedPage) : this.renumbered(reservedPage);
    const questions = this.entries.map(({ question }, at): Question => {
      const last = at === this.entries.length - 1;
      return {
        ...question,
        id: ids[at] as number,
        next_question_map: last ? { [FINAL]: 0 } : {},
        next: last ? null : (ids[at + 1] as number),
        prev: at === 0 ? null : (ids[at - 1] as number),
      } as Question;
    });
    const rules = new ForeignRules(this.roots, variablesOf(this.input), this.byLinkId, this.issues);
    rules.map(
      this.entries.map((entry, at) => ({ ...entry, question: questions[at] as Question })),
      this.calculated,
      [...this.sources.entries()],
    );
    const coded = this.entries.filter(({ item }) => asArray((item as unknown as Json).code).length > 0);
    if (coded.length > 0)
      this.report(
        'dropped',
        undefined,
        `the codes of ${coded.length} ${coded.length === 1 ? 'question' : 'questions'} (item.code, such as LOINC) are not kept: a question of a flow has none`,
      );
    for (const ext of exts(this.input.extension))
      if (ext.url === HL7_EXT.targetConstraint || ext.url === HL7_EXT.questionnaireConstraint)
        this.report(
          'dropped',
          undefined,
          'a constraint of the whole Questionnaire is not kept: checks belong to questions',
        );
    return { questions, totals: rules.totals, calculations: rules.calculations };
  }

  /** The whole-number linkIds as ids; one whose page is reserved moves up to the next free id (reported). */
  private keptIds(numeric: number[], reservedPage: (id: number) => string | null): number[] {
    const taken = new Set(numeric);
    return numeric.map((id, at) => {
      const page = reservedPage(id);
      if (page === null) return id;
      let next = id;
      do next = next >= MAX_ID ? 1 : next + 1;
      while (taken.has(next) || reservedPage(next) !== null);
      taken.add(next);
      this.report(
        'approximated',
        (this.entries[at] as Entry).linkId,
        `question ${id}'s page ${page} is redirected by the tenant's route rules: numbered ${next} instead`,
      );
      return next;
    });
  }

  /** Ids 1..n in order, skipping those whose page is reserved (reported, with each linkId's new id). */
  private renumbered(reservedPage: (id: number) => string | null): number[] {
    const skipped: string[] = [];
    let next = 0;
    const ids = this.entries.map(() => {
      next += 1;
      for (let page = reservedPage(next); page !== null; page = reservedPage(next)) {
        skipped.push(`${next} (${page})`);
        next += 1;
      }
      return next;
    });
    if (ids.length > 0) {
      const skipping =
        skipped.length === 0
          ? ''
          : `, skipping ${skipped.join(', ')}, whose ${skipped.length === 1 ? 'page' : 'pages'} the tenant's route rules redirect`;
      this.report(
        'approximated',
        undefined,
        `linkIds are not distinct whole numbers: questions are numbered 1 to ${next} in order${skipping} (${this.entries
          .map(({ linkId }, at) => `${linkId} → ${ids[at] as number}`)
          .join(', ')})`,
      );
    }
    return ids;
  }
}
