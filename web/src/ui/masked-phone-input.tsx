import { IMaskInput } from 'react-imask';

import { PHONE_PLACEHOLDER, type PhoneInputProps } from './phone-input-props';

/** The US phone number field with its input mask: shows (555) 555-5555, reports the ten digits. */
export default function MaskedPhoneInput({ value, onAccept, ...input }: PhoneInputProps) {
  return (
    <IMaskInput
      {...input}
      type="tel"
      inputMode="tel"
      mask="(000) 000-0000"
      placeholder={PHONE_PLACEHOLDER}
      unmask
      value={value}
      onAccept={(digits: string) => onAccept(digits)}
    />
  );
}
