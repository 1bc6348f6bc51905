import {
  conforms,
  EMAIL_SHAPE,
  fieldMessage,
  LEAD_INTRO,
  LEAD_QUALIFY,
  withMaskToken,
  type FieldProblem,
} from '@telehealth/engine';
import type { DUserCookie } from '@telehealth/schemas';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useApi } from '../api/api-context';
import type { ApiClient } from '../api/client';
import { track } from '../tracking/tracking';
import { getCookie, setJsonCookie } from '../cookies/cookies';
import { queryFromSearch } from '../navigation/landing-params';
import { FormError } from '../ui/form-error';
import { Field, TextField } from '../ui/text-field';
import { PhoneInput } from '../ui/phone-input';
import { useFieldForm } from '../ui/use-field-form';
import { ServerRenderedForm } from '../ui/server-rendered-form';
import { FlowProgress } from '../flow-runner/flow-progress';
import { useIntakeOutline } from './intake-flow';
import { useIntakeProgress } from './use-intake-progress';
import { readLeadUser } from './lead-store';
import { intakeApi, isOpenOrder } from './order-api';
import { startIntake } from './start-intake';
import { carryStepsBefore, stepsBeforeOf } from './steps-before';

type Fields = DUserCookie;
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** The lead form's labels: the form shows them and its messages name the fields by them. */
export const LEAD_FORM_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Mobile phone',
} as const satisfies Record<keyof Fields, string>;

/** What is wrong with the lead form, field by field (empty when it can be sent), in the engine's fieldMessage words. */
export function leadFormErrors(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  const say = (name: keyof Fields, problem: FieldProblem) =>
    (errors[name] = fieldMessage(LEAD_FORM_LABELS[name], problem));
  if (fields.firstName.trim() === '') say('firstName', { kind: 'required' });
  if (fields.lastName.trim() === '') say('lastName', { kind: 'required' });
  if (fields.email.trim() === '') say('email', { kind: 'required' });
  else if (!conforms(EMAIL_SHAPE, fields.email.trim().toLowerCase())) say('email', { kind: 'email' });
  if (fields.phone === '') say('phone', { kind: 'required' });
  else if (!/^[2-9]\d{9}$/.test(fields.phone)) say('phone', { kind: 'phone' });
  return errors;
}

/** Whether the intake of a created value can go on: its order exists, is this visitor's to see and is unpaid. */
export async function isOpenIntake(api: ApiClient, created: string): Promise<boolean> {
  try {
    return isOpenOrder(await intakeApi.orderByCreated(api, created));
  } catch {
    return false;
  }
}

/** Emails the patient the link that resumes this intake; a failure is only logged (spec section 8). */
export async function sendRecoverLink(api: ApiClient, email: string, created: string): Promise<void> {
  const recoverLink = `${window.location.origin}/?restoresession=${encodeURIComponent(created)}`;
  try {
    await intakeApi.klaviyoIntake(api, email, recoverLink);
  } catch (error) {
    console.error('Could not queue the intake recovery email', error);
  }
}

/** Step 2 of the intake: who the patient is (dUser); sending it starts the order. */
export function LeadIntroPage() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { outline: flow } = useIntakeOutline();
  const progressOf = useIntakeProgress(flow);
  const [fields, setFields] = useState<Fields>(
    () => readLeadUser() ?? { firstName: '', lastName: '', email: '', phone: '' },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { field, change, onSubmit } = useFieldForm({
    values: fields,
    onChange: setFields,
    validate: leadFormErrors,
    idPrefix: useId(),
  });

  const start = async () => {
    const user: DUserCookie = {
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim().toLowerCase(),
      phone: fields.phone,
    };
    setBusy(true);
    setFailure(null);
    try {
      setJsonCookie('user', user);
      let created = getCookie('created');
      if (created && !(await isOpenIntake(api, created))) created = undefined;
      if (!created) {
        created = (await startIntake(api)).created;
        await sendRecoverLink(api, user.email, created);
      }
      track('lead', {
        created,
        email: user.email,
        phone: user.phone,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      const firstId = flow?.index.firstQuestionId ?? 1;
      void navigate(withMaskToken(`/question/${firstId}`, queryFromSearch(location.search)), {
        state: carryStepsBefore(stepsBeforeOf(location.state)),
      });
    } catch (error) {
      console.error('Could not start the intake', error);
      setFailure('We could not start your visit. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="intake-step" aria-labelledby="step-heading">
      <FlowProgress
        progress={progressOf?.(LEAD_INTRO, [LEAD_QUALIFY], { before: stepsBeforeOf(location.state) })}
        holdPlace
      />
      <h1 id="step-heading">Tell us about you</h1>
      <p>Your clinician uses these details to reach you about your visit.</p>
      <ServerRenderedForm className="intake-form" onSubmit={onSubmit(() => void start())} noValidate>
        <TextField
          {...field('firstName')}
          name="firstName"
          label={LEAD_FORM_LABELS.firstName}
          autoComplete="given-name"
          announceError
        />
        <TextField
          {...field('lastName')}
          name="lastName"
          label={LEAD_FORM_LABELS.lastName}
          autoComplete="family-name"
          announceError
        />
        <TextField
          {...field('email')}
          name="email"
          label={LEAD_FORM_LABELS.email}
          type="email"
          autoComplete="email"
          announceError
        />
        <Field
          id={field('phone').id}
          label={LEAD_FORM_LABELS.phone}
          error={field('phone').error}
          announceError
        >
          {(control) => (
            <PhoneInput
              {...control}
              name="phone"
              className="field__input"
              autoComplete="tel-national"
              value={fields.phone}
              onAccept={(digits) => change('phone', digits)}
            />
          )}
        </Field>
        {failure ? <FormError>{failure}</FormError> : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Starting your visit…' : 'Continue'}
        </button>
      </ServerRenderedForm>
    </section>
  );
}
