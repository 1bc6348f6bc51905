import type { InputHTMLAttributes } from 'react';

import { editPhone, formatPhone, PHONE_PLACEHOLDER } from './phone-format';

export { phoneDigits } from './phone-format';

export interface PhoneInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'placeholder'
> {
  /** The digits entered so far (at most ten). */
  value: string;
  onAccept: (digits: string) => void;
}

/**
 * A US phone number field: shows (555) 555-5555 as the patient types or pastes, reports the ten digits. Each edit
 * is rewritten in place (text and caret) before React sees the new digits, so the controlled value it renders is
 * already what the field holds and the caret stays where `editPhone` put it.
 */
export function PhoneInput({ value, onAccept, ...input }: PhoneInputProps) {
  return (
    <input
      {...input}
      type="tel"
      inputMode="tel"
      placeholder={PHONE_PLACEHOLDER}
      value={formatPhone(value)}
      onChange={(event) => {
        const field = event.currentTarget;
        const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
        const edit = editPhone(value, field.value, field.selectionStart ?? field.value.length, inputType);
        field.value = edit.text;
        if (document.activeElement === field) field.setSelectionRange(edit.caret, edit.caret);
        if (edit.digits !== value) onAccept(edit.digits);
      }}
    />
  );
}
