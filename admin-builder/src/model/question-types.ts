import type { QuestionType } from '@telehealth/schemas';

/** Every question type, in the order the editors offer them, with the name admins see. */
const TYPE_LABELS: Record<QuestionType, string> = {
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  text: 'Text',
  number: 'Number',
  date_of_birth: 'Date of birth',
  height_weight: 'Height & weight',
  email: 'Email',
  phone: 'Phone',
  file_upload: 'File upload',
  consent: 'Consent',
  image: 'Content screen',
};

export const QUESTION_TYPES = Object.keys(TYPE_LABELS) as readonly QuestionType[];

/** The admin-facing name of a question type ('' for none; an unknown type as it is). */
export function questionTypeLabel(type: string | null): string {
  return type ? (TYPE_LABELS[type as QuestionType] ?? type) : '';
}
