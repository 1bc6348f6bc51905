import type { FlowKey, Question, QuestionOption, QuestionType } from '@telehealth/schemas';

import { FlowEditError, type FlowEdit } from '../model';

/** The flow of a `?flow=` value; intake (the default) for a missing or unknown one. */
export function readFlowKey(value: string | null): FlowKey {
  return value === 'followup' || value === 'quiz' ? value : 'intake';
}

/** One option row of the form: `original` is its text in the document (null for a row added in the form). */
export interface OptionRow {
  original: string | null;
  text: string;
  removed: boolean;
  /** The answer ends the intake (hard_stop_response). */
  stops: boolean;
}

export interface QuestionFormValues {
  title: string;
  description: string;
  type: QuestionType;
  mapped_field: string;
  free_field: string;
  placeholder: string;
  options: OptionRow[];
  is_hard_stop: boolean;
  hard_stop_message: string;
}

export function formValuesOf(question: Question): QuestionFormValues {
  const stopping = new Set(question.hard_stop_response ?? []);
  return {
    title: question.title,
    description: question.description ?? '',
    type: question.type,
    mapped_field: question.mapped_field ?? '',
    free_field: question.free_field ?? '',
    placeholder: question.placeholder ?? '',
    options: question.QuestionOptions.map((option) => ({
      original: option.option_text,
      text: option.option_text,
      removed: false,
      stops: stopping.has(option.option_text),
    })),
    is_hard_stop: question.is_hard_stop,
    hard_stop_message: question.hard_stop_message ?? '',
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The model edits that turn the question into what the form says: renamed and removed options first (so the
 * answer map and the stopping answers follow them), then one updateQuestion with the fields that changed.
 * Throws a FlowEditError naming what is wrong with the form (an empty title, an option without text, two options
 * with the same text). An unchanged form gives no edits.
 */
export function questionEdits(question: Question, values: QuestionFormValues): FlowEdit[] {
  const title = values.title.trim();
  if (title === '') throw new FlowEditError('The title cannot be empty.');
  const kept = values.options.filter((row) => !row.removed);
  kept.forEach((row, index) => {
    if (row.text.trim() === '') throw new FlowEditError(`Option ${index + 1} has no text.`);
  });
  const texts = kept.map((row) => row.text.trim());
  const duplicate = texts.find((text, index) => texts.indexOf(text) !== index);
  if (duplicate !== undefined) throw new FlowEditError(`Two options have the text "${duplicate}".`);

  const edits: FlowEdit[] = [];
  const renamed = new Map<string, string>();
  const removed = new Set<string>();
  for (const row of values.options) {
    if (row.original === null) continue;
    if (row.removed) {
      removed.add(row.original);
      edits.push({ type: 'removeOption', questionId: question.id, option: row.original });
    } else if (row.text.trim() !== row.original) {
      renamed.set(row.original, row.text.trim());
      edits.push({ type: 'renameOption', questionId: question.id, from: row.original, to: row.text.trim() });
    }
  }

  const changes: Partial<Omit<Question, 'id'>> = {};
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  if (title !== question.title) changes.title = title;
  if (optional(values.description) !== (question.description ?? null)) {
    changes.description = optional(values.description);
  }
  if (values.type !== question.type) changes.type = values.type;
  if (optional(values.mapped_field) !== (question.mapped_field ?? null)) {
    changes.mapped_field = optional(values.mapped_field);
  }
  if (optional(values.free_field) !== (question.free_field ?? null)) {
    changes.free_field = optional(values.free_field);
  }
  if (values.placeholder.trim() !== (question.placeholder ?? '')) {
    changes.placeholder = values.placeholder.trim() === '' ? undefined : values.placeholder.trim();
  }

  if (kept.some((row) => row.original === null)) {
    const byText = new Map(question.QuestionOptions.map((option) => [option.option_text, option]));
    changes.QuestionOptions = kept.map((row): QuestionOption => {
      const before = row.original === null ? undefined : byText.get(row.original);
      return { ...before, option_text: row.text.trim() };
    });
  }

  if (values.is_hard_stop !== question.is_hard_stop) changes.is_hard_stop = values.is_hard_stop;
  const stoppingNow = kept.filter((row) => row.stops).map((row) => row.text.trim());
  const stoppingAfterEdits = (question.hard_stop_response ?? [])
    .filter((answer) => !removed.has(answer))
    .map((answer) => renamed.get(answer) ?? answer);
  if (!sameList([...stoppingNow].sort(), [...stoppingAfterEdits].sort())) {
    changes.hard_stop_response =
      stoppingNow.length === 0 && question.hard_stop_response === undefined ? undefined : stoppingNow;
  }
  if (optional(values.hard_stop_message) !== (question.hard_stop_message ?? null)) {
    changes.hard_stop_message = optional(values.hard_stop_message);
  }

  if (Object.keys(changes).length > 0)
    edits.push({ type: 'updateQuestion', questionId: question.id, changes });
  return edits;
}
