import type {
  Calculation,
  Condition,
  Expression,
  FhirImportIssue,
  FlowTotal,
  FlowVersion,
  Question,
  ValueRef,
} from '@telehealth/schemas';

import { comparisonsOf } from '../analyze/rules-of-flow.js';
import { indexFlow } from '../flow/flow-index.js';
import { isChoice } from '../flow/question-kind.js';
import { readEnableWhen, type EnableWhenScope } from './enable-when-import.js';
import { extOf, HL7_EXT } from './extensions.js';
import type { FhirExtension, QuestionnaireItem } from './fhir-types.js';
import { exts, str } from './fhir-json.js';
import {
  allOf,
  anyOf,
  FhirPathReader,
  Unmapped,
  type ReadScope,
  type SourceItem,
} from './fhirpath-import.js';

/**
 * The logic of another system's Questionnaire as rules of the flow made from it (foreign-questionnaire.ts lists what
 * maps): calculated items first (conditions may read them), then each question's conditions, then its constraints.
 * Every rule reads only questions asked before it (a check: this one too), as the analysis requires, and compares
 * at most three numbers linearly, as it can prove; one that does not is dropped and reported.
 */

type Cond = Condition | boolean;

/** Where a condition of an item comes from: the item itself, a group around it, or the question it is nested under. */
export interface EnableSource {
  source: SourceItem;
  enableWhen: unknown[];
  behavior: unknown;
  expression?: string;
}

export interface RuleEntry {
  linkId: string;
  source: SourceItem;
  item: QuestionnaireItem;
  question: Question;
  enable: EnableSource[];
}

export const fhirPathOf = (ext: FhirExtension | undefined): string | undefined =>
  ext?.valueExpression?.language === 'text/fhirpath' ? str(ext.valueExpression.expression) : undefined;

/** A rule name (`^[a-z][a-z0-9_]*$`) from a linkId or variable name. */
function ruleName(hint: string): string {
  const slug = hint
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (/^[a-z]/.test(slug) ? slug : `item_${slug}`).slice(0, 56).replace(/_+$/, '') || 'item';
}

/** The questions an expression or condition reads, through the totals and calculations it names. */
function questionsRead(
  node: Cond | Expression,
  totals: readonly FlowTotal[],
  calculations: readonly Calculation[],
  into = new Set<number>(),
): Set<number> {
  if (typeof node === 'boolean' || typeof node === 'number') return into;
  if (typeof node === 'string') {
    const [kind, rest] = node.split('.') as [string, string];
    if (kind === 'total') for (const id of totals.find((t) => t.name === rest)?.questions ?? []) into.add(id);
    else if (kind === 'calc') {
      const calculation = calculations.find((c) => c.name === rest);
      if (calculation) questionsRead(calculation.value, totals, calculations, into);
    } else into.add(Number(rest));
    return into;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'question') into.add(value as number);
    else if (Array.isArray(value) && key !== 'any_of' && key !== 'all_of')
      for (const part of value) questionsRead(part as Cond | Expression, totals, calculations, into);
    else if (typeof value === 'object' && value !== null)
      questionsRead(value as Cond | Expression, totals, calculations, into);
    else if (
      typeof value === 'string' &&
      (key === 'value' || /^(below|above|at_least|at_most|equals|not_equals)$/.test(key))
    )
      questionsRead(value as ValueRef, totals, calculations, into);
  }
  return into;
}

export class ForeignRules {
  readonly totals: FlowTotal[] = [];
  readonly calculations: Calculation[] = [];
  private readonly questionBySource = new Map<SourceItem, Question>();
  private readonly values = new Map<SourceItem, ValueRef>();
  private readonly position = new Map<number, number>();
  private readonly reader: FhirPathReader;
  private readonly names = new Set<string>();
  private questions: Question[] = [];

  constructor(
    roots: readonly SourceItem[],
    rootVariables: ReadonlyMap<string, string>,
    private readonly byLinkId: ReadonlyMap<string, SourceItem>,
    private readonly issues: FhirImportIssue[],
  ) {
    const scope: ReadScope = {
      roots,
      rootVariables,
      questionOf: (item) => this.questionBySource.get(item),
      valueOf: (item) => this.values.get(item),
      total: (questions, hint) => this.total(questions, hint),
      calculation: (value, hint) => this.calculation(value, hint),
    };
    this.reader = new FhirPathReader(scope);
  }

  private report(severity: FhirImportIssue['severity'], linkId: string | undefined, message: string) {
    this.issues.push({ severity, ...(linkId === undefined ? {} : { linkId }), message });
  }

  private uniqueName(base: string): string {
    let name = base;
    for (let n = 2; this.names.has(name); n += 1) name = `${base}_${n}`;
    this.names.add(name);
    return name;
  }

  private total(questions: Question[], hint: string): ValueRef {
    if (questions.length === 0) throw new Unmapped('it sums the scores of no scored question');
    const ids = [...questions]
      .sort((a, b) => (this.position.get(a.id) ?? 0) - (this.position.get(b.id) ?? 0))
      .map((q) => q.id);
    const known = this.totals.find((t) => JSON.stringify(t.questions) === JSON.stringify(ids));
    if (known) return `total.${known.name}`;
    const name = this.uniqueName(ruleName(hint));
    this.totals.push({ name, questions: ids as FlowTotal['questions'] });
    return `total.${name}`;
  }

  private calculation(value: Expression, hint: string): ValueRef {
    const name = this.uniqueName(`${ruleName(hint)}_value`);
    this.calculations.push({ name, title: `Value compared by item ${hint}`, value });
    return `calc.${name}`;
  }

  /** Runs `read`, undoing the totals and calculations it made when it fails; the failure's reason, or its result. */
  private attempt<T>(read: () => T): { ok: true; value: T } | { ok: false; reason: string } {
    const [totals, calculations, names] = [this.totals.length, this.calculations.length, new Set(this.names)];
    try {
      return { ok: true, value: read() };
    } catch (error) {
      if (!(error instanceof Unmapped)) throw error;
      this.totals.splice(totals);
      this.calculations.splice(calculations);
      this.names.clear();
      for (const name of names) this.names.add(name);
      return { ok: false, reason: error.message };
    }
  }

  private reads(node: Cond | Expression): Set<number> {
    return questionsRead(node, this.totals, this.calculations);
  }

  /** Why a rule of the question at `at` cannot stand, or undefined: it reads a later question, or is unprovable. */
  private refusal(condition: Cond, at: number, self: boolean): string | undefined {
    if (typeof condition === 'boolean') return undefined;
    for (const id of this.reads(condition)) {
      const read = this.position.get(id) ?? Infinity;
      if (read > at || (read === at && !self))
        return `it reads question ${id}, which is not asked before it (a rule reads only earlier answers)`;
    }
    const index = indexFlow({
      questions: this.questions,
      totals: this.totals,
      calculations: this.calculations,
      steps: [],
      first_question_id: this.questions[0]?.id ?? 0,
    } as unknown as FlowVersion);
    if (comparisonsOf(index, condition).some((form) => !form || form.terms.size > 3))
      return 'it multiplies or divides answers, or compares more than three, which the analysis cannot prove';
    return undefined;
  }

  map(
    entries: readonly RuleEntry[],
    calculated: readonly { source: SourceItem; item: QuestionnaireItem; expression: string }[],
    others: readonly [QuestionnaireItem, SourceItem][],
  ): void {
    this.questions = entries.map((entry) => entry.question);
    entries.forEach((entry, at) => {
      this.questionBySource.set(entry.source, entry.question);
      this.position.set(entry.question.id, at);
    });
    const defaulted: { linkId: string; reads: Set<number>; what: string }[] = [];

    for (const { source, item, expression } of calculated) {
      const text = str(item.text) ?? item.linkId;
      const read = this.attempt(() => this.reader.number(expression, source, item.linkId));
      if (!read.ok) {
        this.report('dropped', item.linkId, `calculated item "${text}" not imported: ${read.reason}`);
        continue;
      }
      const { value, decimals, defaults } = read.value;
      if (typeof value === 'string' && value.startsWith('total.')) {
        const total = this.totals.find((t) => `total.${t.name}` === value) as FlowTotal;
        total.title ??= text;
        this.values.set(source, value);
      } else {
        const unit = extOf(exts(item.extension), HL7_EXT.unit)?.valueCoding;
        const unitText = unit?.display ?? unit?.code;
        const name = this.uniqueName(ruleName(item.linkId));
        this.calculations.push({
          name,
          title: text,
          ...(unitText === undefined ? {} : { unit: unitText }),
          ...(decimals === undefined ? {} : { decimals: Math.min(Math.max(decimals, 0), 6) }),
          value,
        });
        this.values.set(source, `calc.${name}`);
      }
      if (defaults)
        defaulted.push({ linkId: item.linkId, reads: this.reads(value), what: `calculated item "${text}"` });
    }

    const scope: EnableWhenScope = {
      byLinkId: this.byLinkId,
      questionOf: (item) => this.questionBySource.get(item),
      valueOf: (item) => this.values.get(item),
    };
    entries.forEach((entry, at) => {
      const conditions: Cond[] = [];
      for (const source of entry.enable) {
        const whose =
          source.source === entry.source ? 'its' : `the ${source.source.type} ${source.source.linkId}'s`;
        const tests = source.enableWhen.map((test) => this.attempt(() => readEnableWhen(test, scope)));
        const failed = tests.filter((t) => !t.ok);
        const kept: Cond[] = [];
        if (source.behavior === 'any' && failed.length > 0) {
          this.report(
            'approximated',
            entry.linkId,
            `${whose} enableWhen${tests.length > 1 ? ` (any of ${tests.length} tests)` : ''} not mapped, ${(failed[0] as { reason: string }).reason}: asked whether or not it holds`,
          );
        } else {
          for (const test of tests) {
            if (test.ok) kept.push(test.value);
            else
              this.report(
                'approximated',
                entry.linkId,
                `${whose} enableWhen test not mapped, ${test.reason}: asked without it`,
              );
          }
        }
        if (source.expression !== undefined) {
          const read = this.attempt(() =>
            this.reader.condition(source.expression as string, source.source, source.source.linkId),
          );
          if (read.ok) {
            kept.push(read.value.condition);
            if (read.value.defaults)
              defaulted.push({
                linkId: entry.linkId,
                reads: this.reads(read.value.condition),
                what: `${whose} enableWhenExpression`,
              });
          } else
            this.report(
              'approximated',
              entry.linkId,
              `${whose} enableWhenExpression not mapped, ${read.reason}: asked without it`,
            );
        }
        if (kept.length === 0) continue;
        const condition = source.behavior === 'any' ? anyOf(...kept) : allOf(...kept);
        const refused = this.refusal(condition, at, false);
        if (refused === undefined) conditions.push(condition);
        else
          this.report(
            'approximated',
            entry.linkId,
            `${whose} condition not mapped, ${refused}: asked without it`,
          );
      }
      const askIf = allOf(...conditions);
      if (askIf === false)
        this.report(
          'approximated',
          entry.linkId,
          'its condition never holds in the Questionnaire: asked here, as the flow must ask something',
        );
      else if (askIf !== true && at === 0)
        this.report(
          'approximated',
          entry.linkId,
          'the first question of a flow is always asked: its condition is not kept',
        );
      else if (askIf !== true) entry.question.ask_if = askIf;
      this.constraints(entry, at);
    });

    for (const [item, source] of others) {
      if (this.questionBySource.has(source)) continue;
      for (const ext of exts(item.extension))
        if (ext.url === HL7_EXT.targetConstraint || ext.url === HL7_EXT.questionnaireConstraint)
          this.report(
            'dropped',
            item.linkId,
            `constraint "${this.human(ext)}" not kept: it is not on a question of the flow`,
          );
    }

    for (const { linkId, reads, what } of defaulted) {
      const skippable = [...reads].filter(
        (id) => this.questions.find((q) => q.id === id)?.ask_if !== undefined,
      );
      if (skippable.length > 0)
        this.report(
          'approximated',
          linkId,
          `${what} gives a value (a default) when question ${skippable.join(', ')} is not asked; the flow has none then`,
        );
    }
    this.scoreEveryOption();
  }

  private human(ext: FhirExtension): string {
    return str(extOf(ext.extension, 'human')?.valueString) ?? str(extOf(ext.extension, 'key')?.valueId) ?? '';
  }

  /** A question's constraints as checks: an error constraint whose condition maps and reads no later question. */
  private constraints(entry: RuleEntry, at: number): void {
    for (const ext of exts(entry.item.extension)) {
      if (ext.url !== HL7_EXT.targetConstraint && ext.url !== HL7_EXT.questionnaireConstraint) continue;
      const human = this.human(ext);
      const severity = str(extOf(ext.extension, 'severity')?.valueCode);
      const expressionPart = extOf(ext.extension, 'expression');
      const expression = fhirPathOf(expressionPart) ?? str(expressionPart?.valueString);
      if (severity !== 'error' || expression === undefined || human === '') {
        this.report(
          'dropped',
          entry.linkId,
          `constraint "${human}" not kept: only an error with its FHIRPath and message maps to a check`,
        );
        continue;
      }
      const read = this.attempt(() => this.reader.condition(expression, entry.source, entry.linkId));
      const refused = read.ok ? this.refusal(read.value.condition, at, true) : read.reason;
      if (!read.ok || refused !== undefined || typeof read.value.condition === 'boolean') {
        this.report(
          'dropped',
          entry.linkId,
          `constraint "${human}" not kept, ${refused ?? 'it always or never holds'}`,
        );
        continue;
      }
      entry.question.checks = [
        ...(entry.question.checks ?? []),
        { require: read.value.condition, message: human },
      ];
    }
  }

  /**
   * A total counts a choice whose options all carry a score (the analysis refuses others); an option a Questionnaire
   * left without one adds nothing there and here, so it is given the score 0, which says the same.
   */
  private scoreEveryOption(): void {
    const counted = new Set(this.totals.flatMap((total) => total.questions));
    for (const question of this.questions) {
      if (!counted.has(question.id) || !isChoice(question)) continue;
      question.QuestionOptions = question.QuestionOptions.map((option) =>
        option.score === undefined ? { ...option, score: 0 } : option,
      );
    }
  }
}
