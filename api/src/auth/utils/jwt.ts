import { createHmac, timingSafeEqual } from 'node:crypto';

import { validate, type LoginTokenPayload, type SignedMaskTokenPayload } from '@telehealth/schemas';

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

/** A verified token: a login token, or a mask token (a staff user acting as a customer). */
export type VerifiedToken =
  { kind: 'login'; payload: LoginTokenPayload } | { kind: 'mask'; payload: SignedMaskTokenPayload };

/**
 * Signs a login or mask token payload with HS256; the header is always {alg:'HS256', typ:'JWT'}. The two kinds
 * are told apart by their claims (a mask token has masqueradeId and no role; neither schema allows the other's).
 */
export function signJwt(payload: LoginTokenPayload | SignedMaskTokenPayload, secret: string): string {
  const signingInput = `${encodePart({ alg: JWT_ALGORITHM, typ: 'JWT' })}.${encodePart(payload)}`;
  return `${signingInput}.${signature(signingInput, secret).toString('base64url')}`;
}

/**
 * Verifies a compact HS256 login token and returns its payload. Refused (JwtError): anything that is not three
 * base64url parts, a header whose alg is not HS256, a signature that does not match (compared in constant
 * time), a payload that is not a LoginTokenPayload (a mask token included), and a token whose exp is not after
 * `nowSeconds`.
 */
export function verifyJwt(token: string, secret: string, nowSeconds: number): LoginTokenPayload {
  const verified = verifyAnyJwt(token, secret, nowSeconds);
  if (verified.kind !== 'login')
    throw new JwtError('Invalid token payload: a mask token is not a login token');
  return verified.payload;
}

/**
 * Verifies a compact HS256 login or mask token (same checks as verifyJwt); the payload must be exactly a
 * LoginTokenPayload or, when it has a masqueradeId claim, a SignedMaskTokenPayload.
 */
export function verifyAnyJwt(token: string, secret: string, nowSeconds: number): VerifiedToken {
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

  const claims = decodePart(payloadPart, 'payload');
  if (typeof claims === 'object' && claims !== null && 'masqueradeId' in claims) {
    const result = validate('SignedMaskTokenPayload', claims);
    if (!result.ok) throw new JwtError(`Invalid mask token payload: ${describeIssues(result.issues)}`);
    if (result.value.exp <= nowSeconds) throw new JwtError('Token has expired');
    return { kind: 'mask', payload: result.value };
  }
  const result = validate('LoginTokenPayload', claims);
  if (!result.ok) throw new JwtError(`Invalid token payload: ${describeIssues(result.issues)}`);
  if (result.value.exp <= nowSeconds) throw new JwtError('Token has expired');
  return { kind: 'login', payload: result.value };
}

function describeIssues(issues: readonly { path: string; message: string }[]): string {
  return issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ');
}
