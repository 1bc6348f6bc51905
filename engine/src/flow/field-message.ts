import type { SchemaIssue } from '@telehealth/schemas';

/**
 * What is wrong with one field a patient filled in, in kinds rather than words: the checks (the engine's answer
 * check, the web's forms, a schema's issue) say which kind, and `fieldMessage` alone turns it into words.
 */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'number' }
  | { kind: 'whole-number' }
  | { kind: 'min'; min: number }
  | { kind: 'max'; max: number }
  | { kind: 'min-length'; min: number }
  | { kind: 'max-length'; max: number }
  /** Does not have the expected shape; `example` shows one that does. */
  | { kind: 'pattern'; example?: string }
  /** Not one of the values offered; `choice` names the one given when there is one. */
  | { kind: 'enum'; choice?: string }
  | { kind: 'choose-one' }
  | { kind: 'choose-some' }
  | { kind: 'chosen-twice' }
  /** An option that stands alone (e.g. "None of these") was chosen with others. */
  | { kind: 'exclusive'; option: string }
  | { kind: 'email' }
  | { kind: 'date' }
  | { kind: 'future-date' }
  | { kind: 'past-date' }
  | { kind: 'phone' }
  | { kind: 'zip' }
  | { kind: 'confirm' }
  | { kind: 'file' };

/**
 * The patient's words for a problem with a field, naming it as the patient sees it: "{label} must be 8 or less."
 * The one place this wording lives: every message a patient can see about a field they filled in comes from here.
 * Without a label (a question whose title is the field's only label) a message names no field: "Please choose at
 * least one option.", "Your answer must be 1 or more."
 */
export function fieldMessage(label: string | undefined, problem: FieldProblem): string {
  const name = label === undefined ? 'Your answer' : label.trim() || 'This field';
  /** A request about the field: "{label}: please …", or the request alone when the title names the field. */
  const ask = (text: string) =>
    label === undefined ? `${text[0]!.toUpperCase()}${text.slice(1)}` : `${name}: ${text}`;
  switch (problem.kind) {
    case 'required':
      return label === undefined ? 'Please answer this question.' : `${name} is required.`;
    case 'number':
      return `${name} must be a number.`;
    case 'whole-number':
      return `${name} must be a whole number.`;
    case 'min':
      return `${name} must be ${plain(problem.min)} or more.`;
    case 'max':
      return `${name} must be ${plain(problem.max)} or less.`;
    case 'min-length':
      return `${name} must be at least ${characters(problem.min)}.`;
    case 'max-length':
      return `${name} must be ${characters(problem.max)} or fewer.`;
    case 'pattern':
      return problem.example
        ? `${name} is not in the right format (for example ${problem.example}).`
        : `${name} is not in the right format.`;
    case 'enum':
      return problem.choice
        ? ask(`"${problem.choice}" is not one of the options. Please choose one of the options shown.`)
        : ask('please choose one of the options shown.');
    case 'choose-one':
      return ask('please choose one option.');
    case 'choose-some':
      return ask('please choose at least one option.');
    case 'chosen-twice':
      return ask('an option is chosen twice.');
    case 'exclusive':
      return ask(`"${problem.option}" cannot be chosen together with other options.`);
    case 'email':
      return `${name} must be a full email address, like name@example.com.`;
    case 'date':
      return `${name} must be a real date, like 05/15/1980.`;
    case 'future-date':
      return `${name} cannot be in the future.`;
    case 'past-date':
      return `${name} looks too far in the past. Please check the year.`;
    case 'phone':
      return `${name} must be a 10-digit US number, like (512) 555-0100.`;
    case 'zip':
      return `${name} must be 5 digits, like 78701.`;
    case 'confirm':
      return ask('please confirm to continue.');
    case 'file':
      return ask('please upload at least one photo.');
  }
}

/** 5000 → "5,000"; 50.5 stays "50.5". */
const plain = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const characters = (n: number): string => `${plain(n)} ${n === 1 ? 'character' : 'characters'}`;

/**
 * The problem a schema issue names (ajv's English, as `validateWith` reports it), so a value a schema refuses is
 * still told in the patient's words. Unknown wording falls back to "not in the right format".
 */
export function problemOfSchemaIssue(issue: Pick<SchemaIssue, 'message'>): FieldProblem {
  const message = issue.message;
  let match: RegExpExecArray | null;
  if (/^must have required property|^is required/.test(message)) return { kind: 'required' };
  if ((match = /^must be >=? (-?[\d.]+)$/.exec(message))) return { kind: 'min', min: Number(match[1]) };
  if ((match = /^must be <=? (-?[\d.]+)$/.exec(message))) return { kind: 'max', max: Number(match[1]) };
  if ((match = /^must NOT have fewer than (\d+) characters$/.exec(message)))
    return { kind: 'min-length', min: Number(match[1]) };
  if ((match = /^must NOT have more than (\d+) characters$/.exec(message)))
    return { kind: 'max-length', max: Number(match[1]) };
  if (/^must NOT have fewer than 1 items$/.test(message)) return { kind: 'choose-some' };
  if (/^must match format "email"$/.test(message)) return { kind: 'email' };
  if (/^must match format "date"$/.test(message)) return { kind: 'date' };
  if (/^must be equal to one of the allowed values$|^must be one of /.test(message)) return { kind: 'enum' };
  if (/^must be integer$/.test(message)) return { kind: 'whole-number' };
  if (/^must be number$/.test(message)) return { kind: 'number' };
  return { kind: 'pattern' };
}

/**
 * A schema issue in the patient's words: `labels` names each field by its path as the patient sees it (the form's
 * label); a path with no label of its own takes `fallback`.
 */
export function schemaIssueMessage(
  issue: SchemaIssue,
  labels: Readonly<Record<string, string>>,
  fallback: string,
): string {
  const path = issue.path.split('/').filter(Boolean).join('.');
  // ajv reports a missing property at the object; validateWith reports it at the property's own path.
  return fieldMessage(labels[path] ?? fallback, problemOfSchemaIssue(issue));
}
