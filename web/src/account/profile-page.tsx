import { useQuery } from '@tanstack/react-query';
import type { AccountProfile, ProfileDetails } from '@telehealth/schemas';
import { useState } from 'react';

import { ApiError, apiErrorMessage } from '../api/client';
import { newPasswordProblem } from '../auth/auth-session';
import { CardFields } from '../start/card-fields';
import { toPaymentCard, validateCard, type CardErrors, type CardInput } from '../start/lib/card';
import { FormError } from '../ui/form-error';
import { PhoneInput } from '../ui/phone-input';
import { EMPTY_SHIPPING, toShipping, validateShipping, type ShippingInput } from '../ui/shipping';
import { Field, SelectField, TextField } from '../ui/text-field';
import { useFieldForm } from '../ui/use-field-form';
import { useAccountUser } from '../auth/account-user';
import { useCustomerView } from '../auth/customer-view';
import {
  useCardOnFile,
  useChangePassword,
  useProfile,
  useReplaceCard,
  useSaveProfile,
} from './account-queries';
import { LoadFailed, Loading } from './account-ui';
import { cardErrorField, cardOnFileText } from './card-on-file';

type ProfileInput = ShippingInput & { currentPassword: string };

function profileInput({ email, details }: AccountProfile): ProfileInput {
  const d: ProfileDetails | null = details;
  return {
    ...EMPTY_SHIPPING,
    email,
    ...(d
      ? {
          firstName: d.firstName,
          lastName: d.lastName,
          phone: d.phone,
          line1: d.address.line1,
          line2: d.address.line2 ?? '',
          city: d.address.city,
          state: d.address.state,
          postalCode: d.address.postalCode,
        }
      : {}),
    currentPassword: '',
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /account/profile and /accountv2/profile: name, phone, email and the shipping address the next shipment uses, then
 * the card on file, then the password. Each field is checked with the checkout's rules before the API (which checks
 * again) sees it.
 */
export function ProfilePage() {
  const profile = useProfile();
  // Staff viewing the account as the customer may not change what the API keeps to the customer
  // (ACCOUNT_MASQUERADE_REFUSED): the email they log in with, the name, phone and shipping address (who receives the
  // medication, and where), the card on file and the password.
  const staffView = useCustomerView() !== null;
  return (
    <section className="account-page" aria-labelledby="profile-heading">
      <h1 id="profile-heading">Your profile</h1>
      {profile.isPending ? (
        <Loading what="your profile" />
      ) : profile.isError ? (
        <LoadFailed what="your profile" error={profile.error} retry={() => void profile.refetch()} />
      ) : (
        <ProfileForm profile={profile.data} staffView={staffView} />
      )}
      <CardOnFileSection staffView={staffView} />
      <PasswordForm staffView={staffView} />
    </section>
  );
}

function useStates() {
  const { api } = useAccountUser();
  return useQuery({
    queryKey: ['start', 'states'],
    queryFn: ({ signal }) => api.call('GET /api/states', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** Why a field is disabled while staff view the account as the customer. */
export const STAFF_VIEW_REFUSAL = {
  details:
    'Only the customer can change their name, phone and shipping address, not staff viewing as them: where ' +
    'medication goes and who receives it are theirs to change, from their own login.',
  email: 'Only the customer can change the email they log in with, not staff viewing as them.',
  card: 'Only the customer can replace their card on file, not staff viewing as them.',
  password: 'Only the customer can change their password, not staff viewing as them.',
} as const;

function ProfileForm({ profile, staffView }: { profile: AccountProfile; staffView: boolean }) {
  const states = useStates();
  const save = useSaveProfile();
  const [values, setValues] = useState<ProfileInput>(() => profileInput(profile));
  const [saved, setSaved] = useState(false);
  const known = new Set((states.data ?? []).map((state) => state.stateCode));
  const emailChanges = !sameEmail(values.email, profile.email);
  const { field, change, onSubmit, errorCount } = useFieldForm({
    values,
    onChange: (next) => {
      setValues(next);
      setSaved(false);
    },
    validate: (next) => {
      const errors: Partial<Record<keyof ProfileInput, string>> = validateShipping(next, known);
      if (!sameEmail(next.email, profile.email) && next.currentPassword === '') {
        errors.currentPassword = 'Enter your current password to change your email.';
      }
      return errors;
    },
    idPrefix: 'profile',
  });

  function submit() {
    const shipping = toShipping(values);
    save.mutate(
      {
        email: shipping.email,
        firstName: shipping.firstName,
        lastName: shipping.lastName,
        phone: shipping.phone,
        address: shipping.address,
        ...(emailChanges ? { currentPassword: values.currentPassword } : {}),
      },
      {
        onSuccess: (next) => {
          setValues(profileInput(next));
          setSaved(true);
        },
      },
    );
  }

  const wrongPassword = save.error instanceof ApiError && save.error.code === 'ACCOUNT_PASSWORD_INCORRECT';
  const phone = field('phone');
  return (
    <form className="account-form" onSubmit={onSubmit(submit)} noValidate aria-labelledby="profile-details">
      <h2 id="profile-details">Contact and shipping</h2>
      {staffView ? (
        <p className="field__hint" id="profile-staff-view">
          {STAFF_VIEW_REFUSAL.details}
        </p>
      ) : null}
      <fieldset className="account-form__fieldset" disabled={staffView}>
        {errorCount > 0 ? (
          <p className="form-error" role="alert">
            {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your attention.
          </p>
        ) : null}
        <div className="account-form__row">
          <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
          <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
        </div>
        <Field id={phone.id} label="Mobile phone" error={phone.error}>
          {(control) => (
            <PhoneInput
              {...control}
              name="phone"
              className="field__input"
              autoComplete="tel-national"
              value={values.phone}
              onAccept={(digits) => change('phone', digits)}
            />
          )}
        </Field>
        <TextField
          {...field('email')}
          label="Email"
          hint={staffView ? STAFF_VIEW_REFUSAL.email : 'You log in with this email.'}
          type="email"
          autoComplete="email"
          readOnly={staffView}
          aria-readonly={staffView || undefined}
        />
        {emailChanges ? (
          <TextField
            {...field('currentPassword')}
            label="Current password"
            hint="Needed to change the email you log in with."
            type="password"
            autoComplete="current-password"
            {...(wrongPassword && !field('currentPassword').error
              ? { error: 'The current password is not correct.' }
              : {})}
          />
        ) : null}
        <h3 className="account-form__subheading">Shipping address</h3>
        <p className="field__hint">
          Your next shipment goes here. Orders already shipped keep their address.
        </p>
        <TextField {...field('line1')} label="Street address" autoComplete="address-line1" />
        <TextField {...field('line2')} label="Apartment, suite (optional)" autoComplete="address-line2" />
        <div className="account-form__row">
          <TextField {...field('city')} label="City" autoComplete="address-level2" />
          <SelectField {...field('state')} label="State" autoComplete="address-level1">
            <option value="">Choose a state</option>
            {(states.data ?? []).map((state) => (
              <option key={state.stateCode} value={state.stateCode}>
                {state.name}
              </option>
            ))}
          </SelectField>
          <TextField
            {...field('postalCode')}
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
        {states.isError ? (
          <FormError>We could not load the list of states. {apiErrorMessage(states.error)}</FormError>
        ) : null}
        <div aria-live="polite">
          {save.isPending ? <p role="status">Saving your profile…</p> : null}
          {saved ? (
            <p role="status" className="account-success">
              Your profile is saved.
            </p>
          ) : null}
        </div>
        {save.isError && !wrongPassword ? <FormError>{apiErrorMessage(save.error)}</FormError> : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          aria-describedby={staffView ? 'profile-staff-view' : undefined}
        >
          Save profile
        </button>
      </fieldset>
    </form>
  );
}

const EMPTY_CARD: CardInput = { name: '', number: '', expiry: '', cvc: '' };

/**
 * "Card on file": the masked card the subscriptions will be billed to, and "Replace card" with checkout's card
 * fields and rules. The API checks the card with the payment gateway; a decline is shown at its field.
 */
function CardOnFileSection({ staffView }: { staffView: boolean }) {
  const current = useCardOnFile();
  const replace = useReplaceCard();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<CardInput>(EMPTY_CARD);
  const [replaced, setReplaced] = useState(false);
  const { field, onSubmit, errorCount } = useFieldForm({
    values,
    onChange: (next) => {
      setValues(next);
      replace.reset();
    },
    validate: (next) => validateCard(next, new Date()),
    idPrefix: 'card',
  });

  function submit() {
    const card = toPaymentCard(values, new Date());
    if (!card) return;
    replace.mutate(
      { card },
      {
        onSuccess: () => {
          setValues(EMPTY_CARD);
          setOpen(false);
          setReplaced(true);
        },
      },
    );
  }

  const failure = replace.error instanceof ApiError ? replace.error : null;
  const errorField = cardErrorField(failure?.code ?? null);
  const apiErrors: CardErrors =
    errorField && replace.error ? { [errorField]: apiErrorMessage(replace.error) } : {};
  return (
    <section className="account-form" aria-labelledby="card-heading">
      <h2 id="card-heading">Card on file</h2>
      {current.isPending ? (
        <Loading what="your card" />
      ) : current.isError ? (
        <LoadFailed what="your card" error={current.error} retry={() => void current.refetch()} />
      ) : (
        <p data-testid="card-on-file">{cardOnFileText(current.data.card)}</p>
      )}
      <p className="field__hint">
        Your next refill is billed to this card. Orders already paid keep their card.
      </p>
      <div aria-live="polite">
        {replaced ? (
          <p role="status" className="account-success">
            Your card has been replaced.
          </p>
        ) : null}
      </div>
      {open ? (
        <form onSubmit={onSubmit(submit)} noValidate aria-labelledby="card-replace-heading">
          <h3 id="card-replace-heading" className="account-form__subheading">
            Replace card
          </h3>
          {errorCount > 0 ? (
            <p className="form-error" role="alert">
              {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your attention.
            </p>
          ) : null}
          <CardFields field={field} number={values.number} errors={apiErrors} />
          <div aria-live="polite">{replace.isPending ? <p role="status">Checking your card…</p> : null}</div>
          {replace.isError && !errorField ? <FormError>{apiErrorMessage(replace.error)}</FormError> : null}
          <div className="account-form__row">
            <button type="submit" className="button button--primary" disabled={replace.isPending}>
              Save card
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setOpen(false);
                setValues(EMPTY_CARD);
                replace.reset();
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          {staffView ? (
            <p className="field__hint" id="card-staff-view">
              {STAFF_VIEW_REFUSAL.card}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            disabled={staffView}
            aria-describedby={staffView ? 'card-staff-view' : undefined}
            onClick={() => {
              setOpen(true);
              setReplaced(false);
            }}
          >
            Replace card
          </button>
        </>
      )}
    </section>
  );
}

interface PasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const EMPTY_PASSWORDS: PasswordInput = { currentPassword: '', newPassword: '', confirmation: '' };

function PasswordForm({ staffView }: { staffView: boolean }) {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordInput>(EMPTY_PASSWORDS);
  const [changed, setChanged] = useState(false);
  const { field, onSubmit } = useFieldForm({
    values,
    onChange: (next) => {
      setValues(next);
      setChanged(false);
    },
    validate: (next) => {
      const errors: Partial<Record<keyof PasswordInput, string>> = {};
      if (next.currentPassword === '') errors.currentPassword = 'Enter your current password.';
      const problem = newPasswordProblem(next.newPassword, next.confirmation);
      if (problem === 'The two passwords do not match.') errors.confirmation = problem;
      else if (problem) errors.newPassword = problem;
      return errors;
    },
    idPrefix: 'password',
  });

  function submit() {
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY_PASSWORDS);
          setChanged(true);
        },
      },
    );
  }

  const wrong = change.error instanceof ApiError && change.error.code === 'ACCOUNT_PASSWORD_INCORRECT';
  const current = field('currentPassword');
  return (
    <form className="account-form" onSubmit={onSubmit(submit)} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      {staffView ? (
        <p className="field__hint" id="password-staff-view">
          {STAFF_VIEW_REFUSAL.password}
        </p>
      ) : null}
      <fieldset className="account-form__fieldset" disabled={staffView}>
        <TextField
          {...current}
          {...(wrong && !current.error ? { error: 'The current password is not correct.' } : {})}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...field('newPassword')}
          label="New password"
          hint="8 to 72 characters."
          type="password"
          autoComplete="new-password"
        />
        <TextField
          {...field('confirmation')}
          label="New password again"
          type="password"
          autoComplete="new-password"
        />
        <div aria-live="polite">
          {change.isPending ? <p role="status">Changing your password…</p> : null}
          {changed ? (
            <p role="status" className="account-success">
              Your password has been changed. You stay logged in here; your other devices are logged out.
            </p>
          ) : null}
        </div>
        {change.isError && !wrong ? <FormError>{apiErrorMessage(change.error)}</FormError> : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={change.isPending}
          aria-describedby={staffView ? 'password-staff-view' : undefined}
        >
          Change password
        </button>
      </fieldset>
    </form>
  );
}
