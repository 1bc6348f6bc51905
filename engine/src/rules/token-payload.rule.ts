import { formatShapeIssue, shapeIssues, type Shape } from '../shape/shape.js';

/** Decodes a JWT's payload without checking its signature (the web passes jwt-decode's jwtDecode); may throw. */
export type JwtPayloadDecoder = (token: string) => unknown;

export type TokenPayloadReading<T> = { ok: true; payload: T } | { ok: false; error: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Spec section 8: a token that does not decode gives the decoder's own message ('Invalid token specified: must be
 * a string', '... missing part ...', '... invalid base64 ...', '... invalid json ...'); a payload its schema refuses
 * gives `Invalid <kind> token payload: <issues>`. The signature is the API's to verify; this only reads the token.
 */
export function readTokenPayload<T>(
  token: unknown,
  decode: JwtPayloadDecoder,
  /** The payload's schema (`LoginTokenPayload`, `MaskTokenPayload`) as a shape of `shape/shapes.ts`. */
  shape: Shape,
  kind: 'login' | 'mask',
): TokenPayloadReading<T> {
  if (typeof token !== 'string') return { ok: false, error: 'Invalid token specified: must be a string' };
  let payload: unknown;
  try {
    payload = decode(token);
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
  const issues = shapeIssues(shape, payload);
  if (issues.length > 0) {
    return { ok: false, error: `Invalid ${kind} token payload: ${issues.map(formatShapeIssue).join('; ')}` };
  }
  return { ok: true, payload: payload as T };
}
