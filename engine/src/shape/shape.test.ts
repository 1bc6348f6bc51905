import { validateWith, validators, type Validator } from '@telehealth/schemas';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';

import { EMAIL_FORMAT, shapeIssues, type Shape } from './shape.js';
import {
  D_USER_COOKIE_SHAPE,
  EMAIL_SHAPE,
  HEIGHT_WEIGHT_SHAPE,
  isErrorCode,
  JWT_SHAPE,
  LOGIN_TOKEN_PAYLOAD_SHAPE,
  MASK_TOKEN_PAYLOAD_SHAPE,
  REDIRECT_FROM_SHAPE,
  UPLOADED_FILE_SHAPE,
} from './shapes.js';

const notValues = [null, undefined, true, 0, 1.5, NaN, Infinity, '', ' ', 'x', [], [1], {}];
const long = (n: number, char = 'a') => char.repeat(n);

const cases: [string, Shape, Validator<unknown>, unknown[]][] = [
  [
    'Jwt',
    JWT_SHAPE,
    validators.Jwt,
    [
      'a.b.c',
      'aA0_-.b.c',
      'a.b',
      'a.b.c.d',
      'a.b.c ',
      'a=.b.c',
      `${long(4090)}.b.c`,
      `${long(4092)}.b.c`,
      'é.b.c',
    ],
  ],
  [
    'RedirectFrom',
    REDIRECT_FROM_SHAPE,
    validators.RedirectFrom,
    [
      '/',
      '/accountv2?x=1',
      '//evil',
      '/\\evil',
      'http://x',
      '/a b',
      `/${long(2047)}`,
      `/${long(2048)}`,
      '/é',
    ],
  ],
  [
    'LoginTokenPayload',
    LOGIN_TOKEN_PAYLOAD_SHAPE,
    validators.LoginTokenPayload,
    [
      { userId: 1, role: 1, tenant_id: 6, iat: 0, exp: 10 },
      { userId: 1, role: 3, tenant_id: 6, iat: 0, exp: 10 },
      { userId: 1, role: 1.5, tenant_id: 6, iat: 0, exp: 10 },
      { userId: '1', role: '1', tenant_id: 0, iat: -1, exp: 1.5 },
      { userId: 2147483648, role: 0, tenant_id: 6, iat: 0, exp: 10, admin: true },
      { role: 2 },
      { userId: 1, role: 1, tenant_id: 6, iat: 0, exp: 10, extra: undefined },
      { userId: 1, role: 1, tenant_id: 6, tokenVersion: 0, iat: 0, exp: 10 },
      { userId: 1, role: 1, tenant_id: 6, tokenVersion: -1, iat: 0, exp: 10 },
      { userId: 1, role: 1, tenant_id: 6, tokenVersion: 2.5, iat: 0, exp: 10 },
    ],
  ],
  [
    'MaskTokenPayload',
    MASK_TOKEN_PAYLOAD_SHAPE,
    validators.MaskTokenPayload,
    [
      { userId: 3, masqueradeId: 2 },
      { userId: 3, masqueradeId: 2, tenant_id: 6, iat: 1, exp: 2 },
      { userId: 3, masqueradeId: 0, tenant_id: 0, iat: -1, exp: 'x' },
      { masqueradeId: 2, role: 1 },
      { userId: '3' },
      { userId: 3, masqueradeId: 2, sid: 'AAAAAAAAAAAAAAAAAAAAAA', tenant_id: 6, iat: 1, exp: 2 },
      { userId: 3, masqueradeId: 2, sid: 'short' },
    ],
  ],
  [
    'Email',
    EMAIL_SHAPE,
    validators.Email,
    [
      'a@b.co',
      'A.B+c@d-e.example.org',
      'a@b',
      'a@@b.co',
      '@b.co',
      'a@-b.co',
      `${long(250)}@b.co`,
      `${long(240)}@b.co`,
    ],
  ],
  [
    'HeightWeight',
    HEIGHT_WEIGHT_SHAPE,
    validators.HeightWeight,
    [
      { feet: 5, inches: 10, pounds: 170 },
      { feet: 5, inches: 10, pounds: 170.5, bmi: 24.4 },
      { feet: 2, inches: 12, pounds: 40, bmi: -1 },
      { feet: 9, inches: -1, pounds: 1001 },
      { feet: 5.5, inches: '3', pounds: null },
      { feet: 5, extra: 1 },
      { inches: 3 },
      { feet: 5, inches: 10, pounds: 170, bmi: 'x', zzz: 1 },
    ],
  ],
  [
    'UploadedFile',
    UPLOADED_FILE_SHAPE,
    validators.UploadedFile,
    [
      { fileId: 'f1', name: 'a.jpg', contentType: 'image/jpeg', size: 10 },
      { fileId: 'f1', name: '', contentType: 'image/svg+xml', size: 0, url: '/x' },
      { fileId: '', name: 1, contentType: 'Image/JPEG', size: -1, url: 2 },
      { fileId: ' ', name: 'a', contentType: 'image', size: 2147483648 },
      { fileId: 'f', name: 'a', contentType: 'image/png', size: 1.5, other: 1 },
    ],
  ],
  [
    'DUserCookie',
    D_USER_COOKIE_SHAPE,
    validators.DUserCookie,
    [
      { firstName: 'Ann', lastName: 'Lee', phone: '5125550100', email: 'ann@example.com' },
      { firstName: ' ', lastName: '', phone: '1125550100', email: 'ann' },
      { firstName: 'Ann', lastName: 'Lee', phone: 5125550100, email: 'ann@example.com', state: 'TX' },
      { firstName: 'Ann' },
    ],
  ],
];

describe('hand-written shapes give the verdicts and issues of the schemas they mirror', () => {
  for (const [name, shape, validator, values] of cases) {
    it(name, () => {
      for (const value of [...values, ...notValues]) {
        const result = validateWith(validator, value);
        const expected = result.ok ? [] : result.issues;
        expect({ value, issues: shapeIssues(shape, value) }).toEqual({ value, issues: expected });
      }
    });
  }

  it('the email format is ajv-formats’ own', () => {
    const email = fullFormats.email as RegExp;
    expect(EMAIL_FORMAT.source).toBe(email.source);
    expect(EMAIL_FORMAT.flags).toBe(email.flags);
  });

  it('isErrorCode accepts exactly the ErrorCode enum', () => {
    for (const value of [
      'VALIDATION_FAILED',
      'ORDER_PAID',
      'NOPE',
      'validation_failed',
      'toString',
      ...notValues,
    ]) {
      expect(isErrorCode(value), String(value)).toBe(validateWith(validators.ErrorCode, value).ok);
    }
  });
});
