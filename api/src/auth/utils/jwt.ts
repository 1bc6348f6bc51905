import { createHmac, timingSafeEqual } from 'node:crypto';

import { validate, type LoginTokenPayload } from '@telehealth/schemas';

/** The only algorithm signed and accepted; a token naming any other (including `none`) is refused. */
export const JWT_ALGORITHM = 'HS256';

/** Why a token was refused; the message is safe to send to the client. */
export class JwtError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JwtError';
  }
}

const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 4096;

function encodePart(value: object): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput, 'ascii').digest();
}

function decodePart(part: string, name: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError(`Malformed token: the ${name} is not base64url JSON`);
  }
}

/** Signs a login token payload with HS256; the header is always {alg:'HS256', typ:'JWT'}. */
export function signJwt(payload: LoginTokenPayload, secret: string): string {
  const signingInput = `${encodePart({ alg: JWT_ALGORITHM, typ: 'JWT' })}.${encodePart(payload)}`;
  return `${signingInput}.${signature(signingInput, secret).toString('base64url')}`;
}

/**
 * Verifies a compact HS256 token and returns its payload. Refused (JwtError): anything that is not three
 * base64url parts, a header whose alg is not HS256, a signature that does not match (compared in constant
 * time), a payload that is not a LoginTokenPayload, and a token whose exp is not after `nowSeconds`.
 */
export function verifyJwt(token: string, secret: string, nowSeconds: number): LoginTokenPayload {
  if (token.length > MAX_TOKEN_LENGTH) throw new JwtError('Malformed token: too long');
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL_PART.test(part))) {
    throw new JwtError('Malformed token: expected three base64url parts');
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];

  const header = decodePart(headerPart, 'header');
  const alg = (header as { alg?: unknown } | null)?.alg;
  if (typeof header !== 'object' || header === null || alg !== JWT_ALGORITHM) {
    throw new JwtError(`Token algorithm must be ${JWT_ALGORITHM}, got ${JSON.stringify(alg ?? null)}`);
  }

  const expected = signature(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('Invalid token signature');
  }

  const result = validate('LoginTokenPayload', decodePart(payloadPart, 'payload'));
  if (!result.ok) {
    const problems = result.issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ');
    throw new JwtError(`Invalid token payload: ${problems}`);
  }
  if (result.value.exp <= nowSeconds) throw new JwtError('Token has expired');
  return result.value;
}
