import { bodyMassIndex, checkAnswer, HEIGHT_WEIGHT_LABELS, isContent } from '@telehealth/engine';
import type { AnswerValue, HeightWeight, Question, StartDataEntry, UploadedFile } from '@telehealth/schemas';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';

import { FormError } from '../ui/form-error';
import { PhoneInput } from '../ui/phone-input';
import { TextAreaField, TextField } from '../ui/text-field';
import { ServerRenderedForm } from '../ui/server-rendered-form';
import type { UploadContext } from './upload';

/** The photo field (and its upload code) loads with the questions that ask for photos, not with every question. */
const FileUploadField = lazy(async () => ({
  default: (await import('./file-upload-field')).FileUploadField,
}));

export interface QuestionFormProps {
  question: Question;
  /** The recorded answer, to show it again (e.g. after a reload). */
  recorded: StartDataEntry | undefined;
  /** The day ages are computed on (YYYY-MM-DD). */
  asOf: string;
  busy: boolean;
  headingId: string;
  upload: UploadContext;
  onAnswer: (value: AnswerValue, detail: string | undefined) => void;
  onContinue: () => void;
}

/** The engine's reason as a sentence: "an answer is required" → "An answer is required." */
export function sentence(reason: string): string {
  const text = reason.trim();
  if (text === '') return text;
  const capitalised = text[0]!.toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

type Draft = {
  text: string;
  choice: string;
  choices: string[];
  consent: boolean;
  feet: string;
  inches: string;
  pounds: string;
  files: UploadedFile[];
};

function initialDraft(recorded: AnswerValue | undefined): Draft {
  const draft: Draft = {
    text: '',
    choice: '',
    choices: [],
    consent: false,
    feet: '',
    inches: '',
    pounds: '',
    files: [],
  };
  if (typeof recorded === 'string') {
    draft.text = recorded;
    draft.choice = recorded;
  } else if (typeof recorded === 'number') draft.text = String(recorded);
  else if (recorded === true) draft.consent = true;
  else if (Array.isArray(recorded)) {
    if (recorded.every((item): item is string => typeof item === 'string')) draft.choices = recorded;
    else draft.files = recorded as UploadedFile[];
  } else if (recorded && typeof recorded === 'object') {
    const hw = recorded as HeightWeight;
    draft.feet = String(hw.feet);
    draft.inches = String(hw.inches);
    draft.pounds = String(hw.pounds);
  }
  return draft;
}

const toNumber = (text: string): number | string => (text.trim() === '' ? '' : Number(text));

/** The answer the draft stands for, in the shape of the question's type (the engine checks it). */
function draftValue(question: Question, draft: Draft): unknown {
  switch (question.type) {
    case 'single_choice':
      return draft.choice;
    case 'multiple_choice':
      return draft.choices;
    case 'number':
      return toNumber(draft.text);
    case 'consent':
      return draft.consent ? true : null;
    case 'height_weight': {
      if (draft.feet === '' && draft.pounds === '') return null;
      // The parts typed so far: the engine names the one that is missing.
      return {
        ...(draft.feet === '' ? {} : { feet: Number(draft.feet) }),
        inches: Number(draft.inches || '0'),
        ...(draft.pounds === '' ? {} : { pounds: Number(draft.pounds) }),
      };
    }
    case 'file_upload':
      return draft.files;
    default:
      return draft.text;
  }
}

/** One question, whatever its type, with its optional free-text detail; the engine validates the answer. */
export function QuestionForm(props: QuestionFormProps) {
  const { question, recorded, asOf, busy, headingId, upload } = props;
  const [draft, setDraft] = useState<Draft>(() => initialDraft(recorded?.value));
  const [detail, setDetail] = useState(recorded?.detail ?? '');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const describedBy = error ? errorId : undefined;

  if (isContent(question)) {
    return (
      <div className="question-content">
        {question.image ? <img className="question-content__image" src={question.image} alt="" /> : null}
        <button type="button" className="button button--primary" disabled={busy} onClick={props.onContinue}>
          Continue
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAnswer(question, draftValue(question, draft), asOf);
    if (!checked.ok) return setError(sentence(checked.reason));
    setError(null);
    props.onAnswer(checked.value, question.free_field && detail.trim() ? detail.trim() : undefined);
  };

  let control: ReactNode;
  switch (question.type) {
    case 'single_choice':
      control = (
        <fieldset className="choices" aria-labelledby={headingId} aria-describedby={describedBy}>
          <ChoiceOptions
            id={id}
            type="radio"
            options={question.QuestionOptions}
            isChecked={(text) => draft.choice === text}
            onCheck={(option) => update({ choice: option.option_text })}
          />
        </fieldset>
      );
      break;
    case 'multiple_choice': {
      const toggle = (text: string, exclusive: boolean, on: boolean) => {
        if (!on) return update({ choices: draft.choices.filter((c) => c !== text) });
        const exclusives = new Set(
          question.QuestionOptions.filter((o) => o.exclusive).map((o) => o.option_text),
        );
        update({ choices: exclusive ? [text] : [...draft.choices.filter((c) => !exclusives.has(c)), text] });
      };
      control = (
        <fieldset className="choices" aria-labelledby={headingId} aria-describedby={describedBy}>
          {/* Many flows' descriptions already say so; the hint is for those that do not. */}
          {/choose all that apply/i.test(question.description ?? '') ? null : (
            <p className="choices__hint">Choose all that apply.</p>
          )}
          <ChoiceOptions
            id={id}
            type="checkbox"
            options={question.QuestionOptions}
            isChecked={(text) => draft.choices.includes(text)}
            onCheck={(option, on) => toggle(option.option_text, option.exclusive === true, on)}
          />
        </fieldset>
      );
      break;
    }
    case 'text':
      control = (
        <textarea
          className="question-input"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          rows={4}
          placeholder={question.placeholder ?? undefined}
          value={draft.text}
          onChange={(event) => update({ text: event.target.value })}
        />
      );
      break;
    case 'number':
      control = (
        <div className="question-number">
          <input
            className="question-input"
            type="number"
            inputMode="numeric"
            aria-labelledby={headingId}
            aria-describedby={describedBy}
            min={question.input?.min}
            max={question.input?.max}
            placeholder={question.placeholder ?? undefined}
            value={draft.text}
            onChange={(event) => update({ text: event.target.value })}
          />
          {question.input?.unit ? <span className="question-number__unit">{question.input.unit}</span> : null}
        </div>
      );
      break;
    case 'date_of_birth':
      control = (
        <input
          className="question-input"
          type="date"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          max={asOf}
          autoComplete="bday"
          value={draft.text}
          onChange={(event) => update({ text: event.target.value })}
        />
      );
      break;
    case 'email':
      control = (
        <input
          className="question-input"
          type="email"
          autoComplete="email"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          placeholder={question.placeholder ?? undefined}
          value={draft.text}
          onChange={(event) => update({ text: event.target.value })}
        />
      );
      break;
    case 'phone':
      control = (
        <PhoneInput
          className="question-input"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          value={draft.text}
          onAccept={(digits) => update({ text: digits })}
        />
      );
      break;
    case 'height_weight':
      control = <HeightWeightFields draft={draft} update={update} describedBy={describedBy} />;
      break;
    case 'consent':
      control = (
        <div className="field field--check">
          <input
            id={`${id}-consent`}
            type="checkbox"
            checked={draft.consent}
            aria-describedby={describedBy}
            onChange={(event) => update({ consent: event.target.checked })}
          />
          <label htmlFor={`${id}-consent`}>I have read the statement above and agree</label>
        </div>
      );
      break;
    case 'file_upload':
      control = (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <FileUploadField
            question={question}
            files={draft.files}
            upload={upload}
            describedBy={describedBy}
            onFiles={(files) => update({ files })}
            onUploading={setUploading}
            onError={setError}
          />
        </Suspense>
      );
      break;
  }

  return (
    <ServerRenderedForm className="question-form" onSubmit={onSubmit} noValidate>
      {control}
      {question.free_field ? (
        <TextAreaField
          id={`${id}-detail`}
          label={
            <>
              {question.free_field} <span className="field__optional">(optional)</span>
            </>
          }
          rows={3}
          value={detail}
          onChange={(event) => setDetail(event.target.value)}
        />
      ) : null}
      {error ? <FormError id={errorId}>{error}</FormError> : null}
      <button type="submit" className="button button--primary" disabled={busy || uploading}>
        {busy ? 'Saving…' : 'Continue'}
      </button>
    </ServerRenderedForm>
  );
}

type ChoiceOption = Question['QuestionOptions'][number];

/** A choice question's options as radio buttons or checkboxes, each with its optional description. */
function ChoiceOptions(props: {
  id: string;
  type: 'radio' | 'checkbox';
  options: ChoiceOption[];
  isChecked: (text: string) => boolean;
  onCheck: (option: ChoiceOption, on: boolean) => void;
}) {
  const { id, type, options, isChecked, onCheck } = props;
  return options.map((option, index) => (
    <label key={option.option_text} className="choice" htmlFor={`${id}-option-${index}`}>
      <input
        id={`${id}-option-${index}`}
        type={type}
        name={type === 'radio' ? `${id}-choice` : undefined}
        value={option.option_text}
        checked={isChecked(option.option_text)}
        onChange={(event) => onCheck(option, event.target.checked)}
      />
      <span className="choice__text">
        {option.option_text}
        {option.description ? <span className="choice__description">{option.description}</span> : null}
      </span>
    </label>
  ));
}

function HeightWeightFields({
  draft,
  update,
  describedBy,
}: {
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  describedBy: string | undefined;
}) {
  const id = useId();
  const feet = Number(draft.feet);
  const inches = Number(draft.inches || '0');
  const pounds = Number(draft.pounds);
  const complete = draft.feet !== '' && draft.pounds !== '' && feet > 0 && pounds > 0 && inches >= 0;
  const bmi = complete ? bodyMassIndex({ feet, inches, pounds }) : undefined;
  const field = (name: 'feet' | 'inches' | 'pounds', label: string, max: number) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      className="field--inline"
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      invalid={describedBy !== undefined}
      describedBy={describedBy}
      value={draft[name]}
      onChange={(event) => update({ [name]: event.target.value })}
    />
  );
  return (
    <div className="height-weight">
      <div className="height-weight__row">
        {field('feet', HEIGHT_WEIGHT_LABELS.feet, 8)}
        {field('inches', HEIGHT_WEIGHT_LABELS.inches, 11)}
      </div>
      {field('pounds', HEIGHT_WEIGHT_LABELS.pounds, 1000)}
      <p className="height-weight__bmi" aria-live="polite">
        {bmi !== undefined && Number.isFinite(bmi) ? `Your BMI: ${bmi.toFixed(1)}` : 'Your BMI appears here.'}
      </p>
    </div>
  );
}
