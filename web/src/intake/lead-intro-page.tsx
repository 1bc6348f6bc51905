import { LEAD_INTRO, withMaskToken } from '@telehealth/engine';
import { validate, type DUserCookie } from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import { useLocation, useNavigate } from 'react-router-dom';

import { useApi } from '../api/api-context';
import type { ApiClient } from '../api/client';
import { track } from '../app/tracking';
import { getCookie, setCookie, setJsonCookie } from '../cookies/cookies';
import { queryFromSearch } from '../navigation/landing-params';
import { readLandingQuery } from '../navigation/landing-store';
import { buildAdvData } from './adv-data';
import { newCreatedValue } from './created';
import { IntakeProgress } from './intake-progress';
import { useIntakeFlow } from './intake-flow';
import { readLeadUser } from './lead-store';
import { intakeApi } from './order-api';

type Fields = DUserCookie;
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** What is wrong with the lead form, field by field (empty when it can be sent). */
export function leadFormErrors(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.firstName.trim() === '') errors.firstName = 'Enter your first name.';
  if (fields.lastName.trim() === '') errors.lastName = 'Enter your last name.';
  if (!validate('Email', fields.email.trim().toLowerCase()).ok) errors.email = 'Enter a valid email address.';
  if (!/^[2-9]\d{9}$/.test(fields.phone)) errors.phone = 'Enter a 10-digit US phone number.';
  return errors;
}

/**
 * Starts an intake: a new created value in the `created` cookie, dAdvData from the landing query, the ad cookies
 * and GET /api/user/info, then POST /api/order/create. Returns the created value and the order's revision.
 */
export async function startIntake(
  api: ApiClient,
  nowMs: number,
): Promise<{ created: string; revision: number }> {
  const created = newCreatedValue(nowMs);
  const userInfo = await intakeApi.userInfo(api);
  const advData = buildAdvData({
    params: readLandingQuery(),
    cookieString: document.cookie,
    userInfo,
    version: getCookie('version'),
  });
  setJsonCookie('advData', advData);
  const order = await intakeApi.createOrder(api, created, advData);
  setCookie('created', created);
  return { created, revision: order.revision };
}

/** Whether the intake of a created value can go on: its order exists and is not paid yet. */
export async function isOpenIntake(api: ApiClient, created: string): Promise<boolean> {
  try {
    return (await intakeApi.orderByCreated(api, created)).payment === null;
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
  const { flow } = useIntakeFlow();
  const [fields, setFields] = useState<Fields>(
    () => readLeadUser() ?? { firstName: '', lastName: '', email: '', phone: '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const fieldId = (name: keyof Fields) => `${id}-${name}`;
  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = leadFormErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
        created = (await startIntake(api, Date.now())).created;
        await sendRecoverLink(api, user.email, created);
      }
      track('lead', {
        created,
        email: user.email,
        phone: user.phone,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      const firstId = flow?.compiled.index.firstQuestionId ?? 1;
      void navigate(withMaskToken(`/question/${firstId}`, queryFromSearch(location.search)));
    } catch (error) {
      console.error('Could not start the intake', error);
      setFailure('We could not start your visit. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: keyof Fields) =>
    errors[name] ? (
      <p className="field__error" id={`${fieldId(name)}-error`} role="alert">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: keyof Fields) =>
    errors[name] ? { 'aria-describedby': `${fieldId(name)}-error`, 'aria-invalid': true as const } : {};

  return (
    <section className="intake-step" aria-labelledby="step-heading">
      <IntakeProgress progress={flow?.progressOf(LEAD_INTRO)} />
      <h1 id="step-heading">Tell us about you</h1>
      <p>Your clinician uses these details to reach you about your visit.</p>
      <form className="intake-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="field">
          <label htmlFor={fieldId('firstName')}>First name</label>
          <input
            id={fieldId('firstName')}
            name="firstName"
            autoComplete="given-name"
            value={fields.firstName}
            onChange={(event) => set('firstName')(event.target.value)}
            {...described('firstName')}
          />
          {errorOf('firstName')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('lastName')}>Last name</label>
          <input
            id={fieldId('lastName')}
            name="lastName"
            autoComplete="family-name"
            value={fields.lastName}
            onChange={(event) => set('lastName')(event.target.value)}
            {...described('lastName')}
          />
          {errorOf('lastName')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('email')}>Email</label>
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={(event) => set('email')(event.target.value)}
            {...described('email')}
          />
          {errorOf('email')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('phone')}>Mobile phone</label>
          <IMaskInput
            id={fieldId('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            mask="(000) 000-0000"
            placeholder="(555) 555-5555"
            unmask
            value={fields.phone}
            onAccept={(value: string) => set('phone')(value)}
            {...described('phone')}
          />
          {errorOf('phone')}
        </div>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Starting your visit…' : 'Continue'}
        </button>
      </form>
    </section>
  );
}
