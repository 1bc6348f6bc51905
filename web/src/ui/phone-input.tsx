import { lazy, Suspense } from 'react';

import { PHONE_PLACEHOLDER, type PhoneInputProps } from './phone-input-props';

// The input mask library loads with the first phone field, not with every page that might show one.
const MaskedPhoneInput = lazy(() => import('./masked-phone-input'));

/** The digits of what was typed, as the mask would keep them. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 10);
}

/** A US phone number field: masked as (555) 555-5555 once its mask has loaded, a plain tel input until then. */
export function PhoneInput(props: PhoneInputProps) {
  const { value, onAccept, ...input } = props;
  const plain = (
    <input
      {...input}
      type="tel"
      inputMode="tel"
      placeholder={PHONE_PLACEHOLDER}
      value={value}
      onChange={(event) => onAccept(phoneDigits(event.target.value))}
    />
  );
  return (
    <Suspense fallback={plain}>
      <MaskedPhoneInput {...props} />
    </Suspense>
  );
}
