import { validate, type LoginTokenPayload, type SignedMaskTokenPayload } from '@telehealth/schemas';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

/** The only algorithm signed and accepted; a token naming any other (including `none`) is refused. */
export const JWT_ALGORITHM = 'HS256';

/** Why a token was refused; the message is safe to send to the client. */
export class JwtError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JwtError';
  }
}

/** Three base64url parts: a signed compact JWS (an unsigned `alg: none` token has an empty third part). */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 4096;

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A verified token: a login token, or a mask token (a staff user acting as a customer). */
export type VerifiedToken =
  { kind: 'login'; payload: LoginTokenPayload } | { kind: 'mask'; payload: SignedMaskTokenPayload };

/**
 * Signs a login or mask token payload with HS256; the header is always {alg:'HS256', typ:'JWT'}. The two kinds
 * are told apart by their claims (a mask token has masqueradeId and no role; neither schema allows the other's).
 */
export function signJwt(
  payload: LoginTokenPayload | SignedMaskTokenPayload,
  secret: string,
): Promise<string> {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .sign(keyOf(secret));
}

/**
 * Verifies a compact HS256 login token and returns its payload. Refused (JwtError): anything that is not three
 * base64url parts, a header whose alg is not HS256, a signature that does not match, a payload that is not a
 * LoginTokenPayload (a mask token included), and a token whose exp is not after `nowSeconds`.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<LoginTokenPayload> {
  const verified = await verifyAnyJwt(token, secret, nowSeconds);
  if (verified.kind !== 'login')
    throw new JwtError('Invalid token payload: a mask token is not a login token');
  return verified.payload;
}

/**
 * Verifies a compact HS256 login or mask token (same checks as verifyJwt): jose checks the algorithm against the
 * allowlist, the signature and exp; the payload must then be exactly a LoginTokenPayload or, when it has a
 * masqueradeId claim, a SignedMaskTokenPayload (userId, role, tenant_id, iat, exp, nothing else).
 */
export async function verifyAnyJwt(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<VerifiedToken> {
  if (token.length > MAX_TOKEN_LENGTH) throw new JwtError('Malformed token: too long');
  if (!COMPACT_JWS.test(token)) throw new JwtError('Malformed token: expected three base64url parts');
  let claims: unknown;
  try {
    ({ payload: claims } = await jwtVerify(token, keyOf(secret), {
      algorithms: [JWT_ALGORITHM],
      currentDate: new Date(nowSeconds * 1000),
    }));
  } catch (error) {
    throw refusalOf(token, error);
  }
  if (typeof claims === 'object' && claims !== null && 'masqueradeId' in claims) {
    const result = validate('SignedMaskTokenPayload', claims);
    if (!result.ok) throw new JwtError(`Invalid mask token payload: ${describeIssues(result.issues)}`);
    return { kind: 'mask', payload: result.value };
  }
  const result = validate('LoginTokenPayload', claims);
  if (!result.ok) throw new JwtError(`Invalid token payload: ${describeIssues(result.issues)}`);
  return { kind: 'login', payload: result.value };
}

/** The JwtError of a token jose refused, in the words the API has always answered with. */
function refusalOf(token: string, error: unknown): unknown {
  if (error instanceof errors.JWSSignatureVerificationFailed) return new JwtError('Invalid token signature');
  if (error instanceof errors.JWTExpired) return new JwtError('Token has expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new JwtError(`Invalid token payload: ${error.message}`);
  }
  if (!(error instanceof errors.JOSEError)) return error;
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return new JwtError('Malformed token: the header is not base64url JSON');
  }
  if (alg !== JWT_ALGORITHM) {
    return new JwtError(`Token algorithm must be ${JWT_ALGORITHM}, got ${JSON.stringify(alg ?? null)}`);
  }
  return new JwtError(`Malformed token: ${error.message}`);
}

function describeIssues(issues: readonly { path: string; message: string }[]): string {
  return issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ');
}
