import { validateWith, validators } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { question } from '../testing/small-flow.js';
import { checkAnswer } from './answer-validity.js';
import { answerKeys, keyCanMatch } from './answer-space.js';
import { AGE_RANGE, BMI_RANGE, HEIGHT_WEIGHT_BOUNDS, bodyMassIndex } from './measures.js';

describe('the ranges analysis assumes', () => {
  it('are the bounds of the HeightWeight schema, and so of the BMI', () => {
    const valid = (value: object) => validateWith(validators.HeightWeight, value).ok;
    const { feet, inches, pounds } = HEIGHT_WEIGHT_BOUNDS;
    expect(valid({ feet: feet.min, inches: inches.min, pounds: pounds.min })).toBe(true);
    expect(valid({ feet: feet.max, inches: inches.max, pounds: pounds.max })).toBe(true);
    expect(valid({ feet: feet.min - 1, inches: 0, pounds: 100 })).toBe(false);
    expect(valid({ feet: feet.max + 1, inches: 0, pounds: 100 })).toBe(false);
    expect(valid({ feet: 5, inches: inches.max + 1, pounds: 100 })).toBe(false);
    expect(valid({ feet: 5, inches: 0, pounds: pounds.min - 0.1 })).toBe(false);
    expect(valid({ feet: 5, inches: 0, pounds: pounds.max + 0.1 })).toBe(false);
    expect(BMI_RANGE.min).toBe(bodyMassIndex({ feet: 8, inches: 11, pounds: 50 }));
    expect(BMI_RANGE.max).toBe(bodyMassIndex({ feet: 3, inches: 0, pounds: 1000 }));
    expect([BMI_RANGE.min, BMI_RANGE.max].map((n) => n.toFixed(1))).toEqual(['3.1', '542.4']);
  });

  it('are the ages a date of birth is accepted for', () => {
    const dob = question({ id: 1, type: 'date_of_birth' });
    const asOf = '2026-11-22';
    expect(checkAnswer(dob, asOf, asOf).ok).toBe(true); // age 0
    expect(checkAnswer(dob, `${2026 - AGE_RANGE.max}-11-22`, asOf).ok).toBe(true);
    expect(checkAnswer(dob, `${2026 - AGE_RANGE.max - 1}-11-22`, asOf).ok).toBe(false);
    expect(checkAnswer(dob, '2026-11-23', asOf).ok).toBe(false);
  });
});

describe('keyCanMatch', () => {
  it.each([
    ['number', '5', true],
    ['number', '-2.5', true],
    ['number', '5.0', false],
    ['number', '', false],
    ['text', 'None', true],
    ['text', 'None ', false],
    ['consent', 'true', true],
    ['consent', 'Yes', false],
    ['date_of_birth', '1980-02-29', true],
    ['date_of_birth', '1981-02-29', false],
    ['height_weight', '[object Object]', false],
    ['file_upload', '[object Object]', false],
  ] as const)('%s answers match "%s": %s', (type, key, expected) => {
    expect(keyCanMatch(question({ id: 1, type }), key)).toBe(expected);
  });

  it('routes a height and weight or files by no key at all', () => {
    expect(answerKeys({ feet: 5, inches: 9, pounds: 180 })).toEqual([]);
    expect(answerKeys([{ fileId: 'f', name: 'n', contentType: 'image/png', size: 1 }])).toEqual([]);
    expect(answerKeys(['A', 'B'])).toEqual(['A', 'B']);
    expect(answerKeys(5)).toEqual(['5']);
  });
});
