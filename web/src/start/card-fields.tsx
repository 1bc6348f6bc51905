import { TextField } from '../ui/text-field';
import type { useFieldForm } from '../ui/use-field-form';
import { cardBrand, formatCardNumber, formatExpiryInput, type CardErrors, type CardInput } from './lib/card';

type CardFieldProps = ReturnType<typeof useFieldForm<CardInput>>['field'];

/**
 * The four card fields (name, number, expiry, security code) with their masks, as checkout's payment page and the
 * profile's "Replace card" use them; `errors` adds an answer of the API to a field that has no error of its own.
 */
export function CardFields({
  field,
  number,
  errors = {},
}: {
  field: CardFieldProps;
  number: string;
  errors?: CardErrors;
}) {
  const brand = cardBrand(number);
  const withApiError = (props: ReturnType<CardFieldProps>, name: keyof CardInput) =>
    props.error || !errors[name] ? props : { ...props, error: errors[name] };
  return (
    <>
      <TextField {...withApiError(field('name'), 'name')} label="Name on card" autoComplete="cc-name" />
      <TextField
        {...withApiError(field('number', formatCardNumber), 'number')}
        label="Card number"
        hint={brand !== 'Card' ? brand : undefined}
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <TextField
        {...withApiError(field('expiry', formatExpiryInput), 'expiry')}
        label="Expiry date (MM/YY)"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
      />
      <TextField
        {...withApiError(
          field('cvc', (value) => value.replace(/\D/g, '').slice(0, 4)),
          'cvc',
        )}
        label="Security code (CVC)"
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
      />
    </>
  );
}
