import { useState, type FormEvent } from 'react';

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * A form of text fields checked by `validate`: nothing is marked until the first submit, then every change is
 * checked again. A submit with errors marks them and focuses the first field in error; a clean one calls `onValid`.
 * Each field's control has the id `<idPrefix>-<name>`.
 */
export function useFieldForm<T extends Record<keyof T, string>>(options: {
  values: T;
  onChange: (next: T) => void;
  validate: (values: T) => Errors<T>;
  idPrefix: string;
}) {
  const { values, onChange, validate, idPrefix } = options;
  const [errors, setErrors] = useState<Errors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const idOf = (name: string) => `${idPrefix}-${name}`;

  /** Sets one field (a control that reports its value rather than a change event, like the phone input). */
  const change = (name: keyof T & string, value: string) => {
    const next = { ...values, [name]: value };
    onChange(next);
    if (submitted) setErrors(validate(next));
  };

  /** The props of one field's control: id, value, error and the change handler (`format` cleans what is typed). */
  const field = (name: keyof T & string, format: (typed: string) => string = (typed) => typed) => ({
    id: idOf(name),
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, format(event.target.value)),
  });

  const onSubmit = (onValid: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === undefined) onValid();
    else document.getElementById(idOf(first))?.focus();
  };

  return { field, change, onSubmit, errorCount: Object.keys(errors).length };
}
