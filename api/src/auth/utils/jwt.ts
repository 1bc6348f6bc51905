import { validate, type SignedLoginTokenPayload, type SignedMaskTokenPayload } from '@telehealth/schemas';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

/** The only algorithm signed and accepted; a token naming any other (including `none`) is refused. */
export const JWT_ALGORITHM = 'HS256';

/**
 * How far a token's `iat` may be ahead of the verifying server's clock: servers kept by NTP differ by milliseconds,
 * and a token signed late in a second carries that second, so a few seconds is plenty. A server whose clock runs
 * further ahead issues tokens the others refuse (401), rather than tokens that live longer than configured.
 */
export const IAT_LEEWAY_SECONDS = 30;

/** What a token is checked against: the key, the verifier's own clock and the lifetimes configured for each kind. */
export interface JwtCheck {
  secret: string;
  /** The verifying server's clock, in seconds: every time claim is judged by it, never by the issuer's. */
  nowSeconds: number;
  /** The longest `exp - iat` of each kind (JWT_TTL_SECONDS, MASK_TOKEN_TTL_SECONDS). */
  lifetimes: { login: number; mask: number };
}

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
  { kind: 'login'; payload: SignedLoginTokenPayload } | { kind: 'mask'; payload: SignedMaskTokenPayload };

/**
 * Signs a login or mask token payload with HS256; the header is always {alg:'HS256', typ:'JWT'}. The two kinds
 * are told apart by their claims (a mask token has masqueradeId and no role; neither schema allows the other's).
 */
export function signJwt(
  payload: SignedLoginTokenPayload | SignedMaskTokenPayload,
  secret: string,
): Promise<string> {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .sign(keyOf(secret));
}

/**
 * Verifies a compact HS256 login token and returns its payload. Refused (JwtError): anything that is not three
 * base64url parts, a header whose alg is not HS256, a signature that does not match, a payload that is not a
 * SignedLoginTokenPayload (a mask token included), a token whose exp is not after now, whose iat is more than
 * IAT_LEEWAY_SECONDS after now, or whose exp - iat is longer than the configured lifetime.
 */
export async function verifyJwt(token: string, check: JwtCheck): Promise<SignedLoginTokenPayload> {
  const verified = await verifyAnyJwt(token, check);
  if (verified.kind !== 'login')
    throw new JwtError('Invalid token payload: a mask token is not a login token');
  return verified.payload;
}

/**
 * Verifies a compact HS256 login or mask token (same checks as verifyJwt). jose checks the algorithm against the
 * allowlist, the signature, that iat and exp are there, and iat against the verifier's clock: at most
 * IAT_LEEWAY_SECONDS ahead of it (`clockTolerance`) and no older than the longest lifetime (`maxTokenAge`). jose's
 * tolerance would let exp pass that late too, so exp is checked again here without it: a token expires by the
 * verifier's clock, to the second. The payload must then be exactly a SignedLoginTokenPayload or, when it has a
 * masqueradeId claim, a SignedMaskTokenPayload, and live no longer than its kind's lifetime (exp - iat): a token
 * from a server whose clock runs ahead, or one configured with longer lifetimes, is refused, not honoured longer.
 */
export async function verifyAnyJwt(token: string, check: JwtCheck): Promise<VerifiedToken> {
  if (token.length > MAX_TOKEN_LENGTH) throw new JwtError('Malformed token: too long');
  if (!COMPACT_JWS.test(token)) throw new JwtError('Malformed token: expected three base64url parts');
  const { nowSeconds, lifetimes } = check;
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, keyOf(check.secret), {
      algorithms: [JWT_ALGORITHM],
      currentDate: new Date(nowSeconds * 1000),
      requiredClaims: ['iat', 'exp'],
      maxTokenAge: Math.max(lifetimes.login, lifetimes.mask),
      clockTolerance: IAT_LEEWAY_SECONDS,
    }));
  } catch (error) {
    throw refusalOf(token, error, nowSeconds);
  }
  // Numbers: jose refused anything else for both.
  const { iat, exp } = claims as { iat: number; exp: number };
  if (exp <= nowSeconds) throw new JwtError('Token has expired');
  const verified = classify(claims);
  const lifetime = lifetimes[verified.kind];
  if (exp - iat > lifetime) {
    throw new JwtError(
      `Invalid token lifetime: ${exp - iat} seconds from iat to exp, more than the ${lifetime} a ${verified.kind} token may live`,
    );
  }
  return verified;
}

/** A mask token's or a login token's payload, checked against its schema. */
function classify(claims: Record<string, unknown>): VerifiedToken {
  if ('masqueradeId' in claims) {
    const result = validate('SignedMaskTokenPayload', claims);
    if (!result.ok) throw new JwtError(`Invalid mask token payload: ${describeIssues(result.issues)}`);
    return { kind: 'mask', payload: result.value };
  }
  const result = validate('SignedLoginTokenPayload', claims);
  if (!result.ok) throw new JwtError(`Invalid token payload: ${describeIssues(result.issues)}`);
  return { kind: 'login', payload: result.value };
}

/** The JwtError of a token jose refused, in the words the API has always answered with. */
function refusalOf(token: string, error: unknown, nowSeconds: number): unknown {
  if (error instanceof errors.JWSSignatureVerificationFailed) return new JwtError('Invalid token signature');
  if (error instanceof errors.JWTExpired) return new JwtError('Token has expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iat' && error.reason === 'check_failed') {
      const ahead = Number(error.payload['iat']) - nowSeconds;
      return new JwtError(
        `Token issued in the future: its iat is ${ahead} seconds ahead of this server's clock (at most ${IAT_LEEWAY_SECONDS} allowed)`,
      );
    }
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
