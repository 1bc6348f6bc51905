/**
 * The US phone field's mask without a library: the field shows "(512) 555-0100" as the digits arrive and reports
 * the ten digits. Pure, so the caret rules are unit-tested; `phone-input.tsx` applies them to the input.
 */

/** What the empty field shows. */
export const PHONE_PLACEHOLDER = '(555) 555-5555';

/** The digits of what was typed or pasted, at most ten; a leading country code 1 of an 11-digit number is dropped. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * The digits as the field shows them, the mask's punctuation written only up to the last digit: '' → '',
 * '512' → '(512', '5125' → '(512) 5', '5125550100' → '(512) 555-0100'.
 */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 10);
  if (d === '') return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The position in `formatted` just after its `count`-th digit (before the first digit when `count` is 0). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

export interface PhoneEdit {
  /** The digits now entered (what the field reports). */
  digits: string;
  /** What the field shows. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

/**
 * One edit of the field: `previous` are the digits it held, `raw` is the text the browser produced (typed, pasted,
 * deleted, autofilled) with the caret at `caret`, and `inputType` the InputEvent's kind. The caret stays after the
 * same digits it followed; a full number takes no more digits. Deleting only punctuation ("(", ")", " ", "-") deletes the digit beside it, so Backspace
 * and Delete never stall on the mask's characters.
 */
export function editPhone(previous: string, raw: string, caret: number, inputType = ''): PhoneEdit {
  const allDigits = raw.replace(/\D/g, '');
  let before = raw.slice(0, caret).replace(/\D/g, '').length;
  let digits = phoneDigits(raw);
  // The country code 1 phoneDigits dropped was before the caret.
  if (allDigits.length === 11 && allDigits.startsWith('1') && before > 0) before -= 1;
  const extra = allDigits.length - 10;
  if (extra > 0 && previous.length === 10 && !(extra === 1 && allDigits.startsWith('1'))) {
    // A full number takes no more digits: the field keeps what it had, the caret where the typing was.
    digits = previous;
    before = Math.max(0, before - extra);
  }
  const deleting = inputType.startsWith('delete');
  if (deleting && digits === previous && raw.length < formatPhone(previous).length) {
    if (inputType === 'deleteContentForward') {
      digits = previous.slice(0, before) + previous.slice(before + 1);
    } else if (before > 0) {
      digits = previous.slice(0, before - 1) + previous.slice(before);
      before -= 1;
    }
  }
  before = Math.min(before, digits.length);
  const text = formatPhone(digits);
  return { digits, text, caret: caretAfterDigits(text, before) };
}
