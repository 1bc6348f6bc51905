import type { InputHTMLAttributes } from 'react';

export const PHONE_PLACEHOLDER = '(555) 555-5555';

/** The phone field's props, shared by the plain field and its masked form (loaded later, see phone-input.tsx). */
export interface PhoneInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'placeholder'
> {
  /** The digits entered so far (at most ten). */
  value: string;
  onAccept: (digits: string) => void;
}
