import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** What ties a control to its field: its id, the texts that describe it, and whether it is invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  /** The control's id (also its default `name`); a generated one when left out. */
  id?: string;
  /** The visible label; it is the control's accessible name. */
  label: ReactNode;
  /** A short help text under the label, read with the control. */
  hint?: ReactNode;
  /** The field's own error, shown under the control, read with it and marking it invalid. */
  error?: string | null;
  /** Announce the error when it appears (role="alert"), for forms without an alert of their own. */
  announceError?: boolean;
  /** Marks the control invalid without an error of its own (a form-level error describes it). */
  invalid?: boolean;
  /** Ids of more texts that describe the control, e.g. a form-level error. */
  describedBy?: string;
  /** Extra class of the field's wrapper. */
  className?: string;
}

/**
 * A labelled form field: label, optional hint, the control and its error, tied together with `htmlFor` and
 * `aria-describedby`. `children` renders the control from the props it must carry.
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  announceError = false,
  invalid = false,
  describedBy,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = Boolean(error) || invalid;
  const describing = [hint ? hintId : null, error ? errorId : null, describedBy || null]
    .filter(Boolean)
    .join(' ');
  const classes = ['field', isInvalid ? 'field--invalid' : null, className ?? null].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describing || undefined,
        'aria-invalid': isInvalid ? true : undefined,
      })}
      {error ? (
        <p className="field__error" id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Splits a field component's props into the field's and the control's. */
function split<T extends FieldProps>(props: T) {
  const { id, label, hint, error, announceError, invalid, describedBy, className, ...control } = props;
  return {
    field: { id, label, hint, error, announceError, invalid, describedBy, className },
    control,
  };
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>;

/** A labelled text input (any `type` that is typed into: text, email, tel, password, number, ...). */
export function TextField(props: TextFieldProps) {
  const { field, control } = split(props);
  return (
    <Field {...field}>
      {(tie) => <input name={field.id} className="field__input" {...control} {...tie} />}
    </Field>
  );
}

export type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'>;

/** A labelled multi-line text box. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { field, control } = split(props);
  return (
    <Field {...field}>
      {(tie) => <textarea name={field.id} className="field__input" {...control} {...tie} />}
    </Field>
  );
}

export type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled drop-down; its options are the children. */
export function SelectField(props: SelectFieldProps) {
  const { field, control } = split(props);
  return (
    <Field {...field}>
      {(tie) => <select name={field.id} className="field__input" {...control} {...tie} />}
    </Field>
  );
}
