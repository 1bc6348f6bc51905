import type { AnswerValue, FlowVersion, HeightWeight, Question, UploadedFile } from '@telehealth/schemas';
import type { SurveyModel } from 'survey-core';

/*
 * The same flow as a SurveyJS survey, to measure survey-core on the same work as our engine. SurveyJS has no
 * question graph: a survey is a list of pages walked in order. One page per question, in document order; each
 * way on that is not the following page becomes a `skip` trigger (go to that question's page) and each way to
 * checkout or a hard stop a `complete` trigger, their expressions made mutually exclusive so the precedence of our
 * routing (hard stop, then the first mapped option, then `Final`, then `next`) holds. Where no trigger fires, the
 * survey goes to the following page. The run sets `settings.triggers.executeSkipOnValueChanged = false` so that a
 * skip fires on "Next", as our machine moves on an ANSWER.
 */

/** The subset of the SurveyJS JSON format this conversion writes. */
interface SurveyElementJson {
  type: string;
  name: string;
  title?: string;
  isRequired?: boolean;
  [property: string]: unknown;
}

interface SurveyTriggerJson {
  type: 'skip' | 'complete';
  expression: string;
  gotoName?: string;
}

export interface SurveyJson {
  completedHtml: string;
  pages: { name: string; elements: SurveyElementJson[] }[];
  triggers: SurveyTriggerJson[];
  completedHtmlOnCondition: { expression: string; html: string }[];
}

/** What the survey shows when it completes without a hard stop: our checkout. */
export const CHECKOUT_HTML = 'Checkout';

export const pageName = (questionId: number): string => `page${questionId}`;
const valueName = (questionId: number): string => `q${questionId}`;

/** A SurveyJS string literal; SurveyJS expressions have no escape for a quote inside a string. */
function literal(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  throw new Error(`"${text}" contains both quote characters: SurveyJS expressions cannot compare with it`);
}

/**
 * Converts a flow version. `asOf` fixes the date ages are measured on, as our machine's input does: the age hard
 * stop becomes `dateDiff({answer}, asOf, 'years')` rather than `age()`, which would read the clock.
 */
export function toSurveyJson(flow: FlowVersion, asOf: string): SurveyJson {
  const pages: SurveyJson['pages'] = [];
  const triggers: SurveyTriggerJson[] = [];
  const completedHtmlOnCondition: SurveyJson['completedHtmlOnCondition'] = [];

  flow.questions.forEach((question, position) => {
    const elements = [elementOf(question)];
    if (question.free_field) {
      elements.push({
        type: 'comment',
        name: `${valueName(question.id)}-detail`,
        title: question.free_field,
      });
    }
    pages.push({ name: pageName(question.id), elements });

    const following = flow.questions[position + 1]?.id;
    if (question.type === 'image') {
      // A content page holds no value for a trigger to test, so only the following page can come after it.
      if (question.next_question_map['Final'] !== undefined || question.next !== following) {
        throw new Error(
          `screen ${question.id}: SurveyJS cannot leave a content page other than to the next page`,
        );
      }
      return;
    }
    const { stop, routes } = routing(question, asOf);
    if (stop) {
      triggers.push({ type: 'complete', expression: stop });
      completedHtmlOnCondition.push({ expression: stop, html: question.hard_stop_message ?? '' });
    }
    const earlier = stop ? [stop] : [];
    for (const { when, to } of routes) {
      const expression = [`(${when})`, ...earlier.map((condition) => `!(${condition})`)].join(' and ');
      earlier.push(when);
      if (to === 0) triggers.push({ type: 'complete', expression });
      else if (to !== following) triggers.push({ type: 'skip', expression, gotoName: valueName(to) });
    }
  });
  return { completedHtml: CHECKOUT_HTML, pages, triggers, completedHtmlOnCondition };
}

function elementOf(question: Question): SurveyElementJson {
  const base = { name: valueName(question.id), title: question.title, isRequired: true };
  const input = question.input ?? {};
  switch (question.type) {
    case 'single_choice':
      return { ...base, type: 'radiogroup', choices: question.QuestionOptions.map((o) => o.option_text) };
    case 'multiple_choice':
      return {
        ...base,
        type: 'checkbox',
        choices: question.QuestionOptions.map((o) => ({
          value: o.option_text,
          text: o.option_text,
          ...(o.exclusive ? { isExclusive: true } : {}),
        })),
      };
    case 'text':
      return { ...base, type: 'text' };
    case 'email':
      return { ...base, type: 'text', inputType: 'email', validators: [{ type: 'email' }] };
    case 'phone':
      return { ...base, type: 'text', inputType: 'tel' };
    case 'number':
      return { ...base, type: 'text', inputType: 'number', min: input.min, max: input.max };
    case 'date_of_birth':
      return { ...base, type: 'text', inputType: 'date' };
    case 'height_weight':
      return {
        ...base,
        type: 'multipletext',
        items: ['feet', 'inches', 'pounds'].map((name) => ({ name, inputType: 'number', isRequired: true })),
      };
    case 'file_upload':
      return {
        ...base,
        type: 'file',
        storeDataAsText: false,
        allowMultiple: (input.max_files ?? 1) > 1,
        ...(input.accept ? { acceptedTypes: input.accept.join(',') } : {}),
        ...(input.max_size_mb ? { maxSize: input.max_size_mb * 1024 * 1024 } : {}),
      };
    case 'consent':
      return {
        ...base,
        type: 'boolean',
        validators: [{ type: 'expression', expression: `{${base.name}} = true`, text: 'Please confirm.' }],
      };
    case 'image':
      return { ...base, type: 'image', isRequired: false, imageLink: question.image ?? '' };
  }
}

/**
 * Our routing of one question as SurveyJS conditions: the hard stop, then one condition per way on in the order
 * our engine tries them (mapped options in option order, other mapped answers, `Final`, `next`).
 */
function routing(
  question: Question,
  asOf: string,
): { stop?: string; routes: { when: string; to: number }[] } {
  const v = `{${valueName(question.id)}}`;
  const isMultiple = question.type === 'multiple_choice';
  const matches = (answer: string) =>
    isMultiple ? `${v} contains ${literal(answer)}` : `${v} = ${literal(answer)}`;

  const stops: string[] = [];
  const responses = question.hard_stop_response ?? [];
  const when = question.hard_stop_when;
  if (question.is_hard_stop) {
    stops.push(...responses.map(matches));
    if (when) {
      // The generated flows this benchmark compares have no scored instruments.
      if (when.measure === 'total') throw new Error(`question ${question.id}: totals are not translated`);
      // SurveyJS also evaluates the endings of pages never shown; a missing answer must not stop.
      const measure = measureExpression(when.measure, v, asOf);
      if (when.below !== undefined) stops.push(`(${v} notempty and ${measure} < ${when.below})`);
      if (when.above !== undefined) stops.push(`(${v} notempty and ${measure} > ${when.above})`);
    }
  }

  const map = question.next_question_map;
  const isChoice = question.type === 'single_choice' || isMultiple;
  const keys = isChoice
    ? question.QuestionOptions.map((o) => o.option_text).filter((o) => Object.hasOwn(map, o) && o !== 'Final')
    : Object.keys(map).filter((key) => key !== 'Final');
  const routes = keys.map((key) => ({ when: matches(key), to: map[key] as number }));
  const fallback = map['Final'] ?? question.next;
  const stopping = question.is_hard_stop ? responses : [];
  const fallsThrough =
    !isChoice ||
    question.QuestionOptions.some((o) => !stopping.includes(o.option_text) && !keys.includes(o.option_text));
  if (fallback !== null) routes.push({ when: `${v} notempty`, to: fallback });
  else if (fallsThrough) throw new Error(`question ${question.id} is a dead end: SurveyJS would just go on`);
  return { ...(stops.length > 0 ? { stop: stops.join(' or ') } : {}), routes };
}

function measureExpression(measure: 'value' | 'bmi' | 'age', v: string, asOf: string): string {
  switch (measure) {
    case 'value':
      return v;
    case 'bmi': {
      // Our engine compares the exact BMI (703 × lb / in²), unrounded.
      const field = (name: string) => v.replace('}', `.${name}}`);
      const inches = `(${field('feet')} * 12 + ${field('inches')})`;
      return `703 * ${field('pounds')} / (${inches} * ${inches})`;
    }
    case 'age':
      return `dateDiff(${v}, ${literal(asOf)}, 'years')`;
  }
}

/** One page of a walk: the page expected to be current and the value to set on it (none for content). */
export interface SurveyStep {
  page: string;
  name: string;
  value: unknown;
}

/** Our answer as the SurveyJS question of the same type holds it. */
export function surveyValue(question: Question, value: AnswerValue): unknown {
  switch (question.type) {
    case 'height_weight': {
      const { feet, inches, pounds } = value as HeightWeight;
      return { feet, inches, pounds };
    }
    case 'file_upload':
      return (value as UploadedFile[]).map((file) => ({
        name: file.name,
        type: file.contentType,
        content: file.url ?? file.fileId,
      }));
    default:
      return value;
  }
}

/**
 * Walks a survey page by page as a patient would: set the page's value, press "Next" ("Complete" on the last page).
 * Returns the pages it stood on and where it ended, to compare with our path afterwards (not while timing).
 */
export function walkSurvey(
  survey: SurveyModel,
  steps: readonly SurveyStep[],
): { pages: string[]; state: string; current: string | undefined } {
  const pages: string[] = [];
  for (const step of steps) {
    pages.push(survey.currentPage.name);
    if (step.value !== undefined) survey.setValue(step.name, step.value);
    if (!survey.nextPage()) survey.completeLastPage();
  }
  return { pages, state: survey.state, current: survey.currentPage?.name };
}
