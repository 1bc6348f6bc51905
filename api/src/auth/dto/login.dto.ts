import { BadRequestException } from '@nestjs/common';
import { formatIssue, validate, type LoginRequest } from '@telehealth/schemas';

export type { CurrentUserResponse, LoginRequest, LoginResponse } from '@telehealth/schemas';

/** Checks a login body against the LoginRequest schema; throws 400 listing every bad field as `{path, message}`. */
export function parseLoginRequest(body: unknown): LoginRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException('Request body must be a JSON object with email and password');
  }
  const fields = body as Record<string, unknown>;
  // Surrounding spaces are a typing slip, not a different address.
  const email = typeof fields.email === 'string' ? fields.email.trim() : fields.email;
  const result = validate('LoginRequest', { ...fields, email });
  if (!result.ok) {
    throw new BadRequestException({
      message: `Invalid login request: ${result.issues.map(formatIssue).join('; ')}`,
      errors: result.issues,
    });
  }
  return result.value;
}
