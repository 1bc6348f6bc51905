import { describe, expect, it } from 'vitest';

import { caretAfterDigits, editPhone, formatPhone, phoneDigits } from './phone-format';

/** Types `key` into `text` at the caret marked `|` and returns the field after the edit, caret marked again. */
function type(text: string, key: string, previous = phoneDigits(text.replace('|', ''))): string {
  const at = text.indexOf('|');
  const raw = text.slice(0, at) + key + text.slice(at + 1);
  const edit = editPhone(previous, raw, at + key.length, 'insertText');
  return `${edit.text.slice(0, edit.caret)}|${edit.text.slice(edit.caret)}`;
}

/** Presses Backspace (or Delete) at the caret marked `|`. */
function press(text: string, key: 'Backspace' | 'Delete'): string {
  const at = text.indexOf('|');
  const plain = text.replace('|', '');
  const backward = key === 'Backspace';
  if (backward && at === 0) return text;
  const raw = backward ? plain.slice(0, at - 1) + plain.slice(at) : plain.slice(0, at) + plain.slice(at + 1);
  const edit = editPhone(
    phoneDigits(plain),
    raw,
    backward ? at - 1 : at,
    backward ? 'deleteContentBackward' : 'deleteContentForward',
  );
  return `${edit.text.slice(0, edit.caret)}|${edit.text.slice(edit.caret)}`;
}

describe('phoneDigits', () => {
  it('keeps the digits of a typed or pasted number, at most ten', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
    expect(phoneDigits('555.123.45678')).toBe('5551234567');
    expect(phoneDigits('call me')).toBe('');
  });

  it('drops the country code 1 of an 11-digit number', () => {
    expect(phoneDigits('+1 (512) 555-0100')).toBe('5125550100');
    expect(phoneDigits('1-512-555-0100')).toBe('5125550100');
    expect(phoneDigits('151')).toBe('151');
  });
});

describe('formatPhone', () => {
  it('writes the mask up to the last digit', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('512')).toBe('(512');
    expect(formatPhone('5125')).toBe('(512) 5');
    expect(formatPhone('512555')).toBe('(512) 555');
    expect(formatPhone('5125550')).toBe('(512) 555-0');
    expect(formatPhone('5125550100')).toBe('(512) 555-0100');
  });
});

describe('caretAfterDigits', () => {
  it('counts digits, not punctuation', () => {
    expect(caretAfterDigits('(512) 555-0100', 0)).toBe(1);
    expect(caretAfterDigits('(512) 555-0100', 3)).toBe(4);
    expect(caretAfterDigits('(512) 555-0100', 4)).toBe(7);
    expect(caretAfterDigits('(512) 555-0100', 10)).toBe(14);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('editPhone', () => {
  it('formats digit by digit as a person types', () => {
    let field = '|';
    for (const digit of '5125550100') field = type(field, digit);
    expect(field).toBe('(512) 555-0100|');
  });

  it('reports the digits, and ignores what is not a digit', () => {
    expect(editPhone('512', '(512a', 5, 'insertText')).toEqual({ digits: '512', text: '(512', caret: 4 });
    expect(type('(512|', '-')).toBe('(512|');
  });

  it('keeps the caret after the same digits when typing in the middle', () => {
    expect(type('(51|2) 555', '9')).toBe('(519|) 255-5');
    expect(type('(|512', '7')).toBe('(7|51) 2');
  });

  it('takes no more digits once the number is full, and leaves the caret where the typing was', () => {
    expect(type('(512) 555-0100|', '7')).toBe('(512) 555-0100|');
    expect(type('(51|2) 555-0100', '7')).toBe('(51|2) 555-0100');
  });

  it('takes a pasted number in any punctuation, with or without the country code', () => {
    expect(editPhone('', '+1 (206) 555-0123', 17, 'insertFromPaste')).toEqual({
      digits: '2065550123',
      text: '(206) 555-0123',
      caret: 14,
    });
    expect(editPhone('', '206.555.0123', 12, 'insertFromPaste').text).toBe('(206) 555-0123');
    // Replacing a whole number (select all, paste).
    expect(editPhone('5125550100', '2065550123', 10, 'insertFromPaste').digits).toBe('2065550123');
    // Autofill sets the value with no input type.
    expect(editPhone('', '5125550100', 10).text).toBe('(512) 555-0100');
  });

  it('a number typed with its leading 1 ends as the ten digits', () => {
    let field = '|';
    for (const digit of '15125550100') field = type(field, digit);
    expect(field).toBe('(512) 555-0100|');
  });

  it('Backspace deletes the digit before the caret, also across the punctuation', () => {
    expect(press('(512) 555-0100|', 'Backspace')).toBe('(512) 555-010|');
    expect(press('(512) 5|', 'Backspace')).toBe('(512|');
    expect(press('(512) |555', 'Backspace')).toBe('(51|5) 55');
    expect(press('(512)| 555', 'Backspace')).toBe('(51|5) 55');
    expect(press('(512) 555-|0100', 'Backspace')).toBe('(512) 55|0-100');
    expect(press('(5|', 'Backspace')).toBe('|');
    expect(press('(|512', 'Backspace')).toBe('(|512');
  });

  it('Delete deletes the digit after the caret, also across the punctuation', () => {
    expect(press('(512|) 555', 'Delete')).toBe('(512|) 55');
    expect(press('(51|2) 555', 'Delete')).toBe('(51|5) 55');
    expect(press('(512) 555|-0100', 'Delete')).toBe('(512) 555|-100');
  });

  it('clearing the field reports no digits', () => {
    expect(editPhone('5125550100', '', 0, 'deleteContentBackward')).toEqual({
      digits: '',
      text: '',
      caret: 0,
    });
  });
});
