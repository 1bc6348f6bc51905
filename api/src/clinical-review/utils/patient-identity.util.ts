import type { FlowIndex } from '@telehealth/engine';
import type { ReviewMatch, Shipping, StartData } from '@telehealth/schemas';

/** What the server knows of who an intake is for, normalised so that two intakes of one person compare equal. */
export interface PatientIdentity {
  /** The customer account of the order. */
  userId: number | null;
  /** Lower-cased: the account's email, the shipping email and every answer to an `email` question. */
  emails: Set<string>;
  /** Ten digits: the shipping phone and answers to `phone` questions mapped to the patient's `phone`. */
  phones: Set<string>;
  /** YYYY-MM-DD: the answer to the flow's `date_of_birth` question. */
  dob: string | null;
  /** The shipping first and last name, lower-cased letters only (`José O'Neil` → `jose oneil`). */
  name: string | null;
  /** The client address the storefront recorded when the intake started (`advData.ip_address`). */
  clientIp: string | null;
}

/** The parts of an order (and its account) the identity is read from. */
export interface IdentitySource {
  userId: number | null;
  userEmail: string | null;
  shipping: Shipping | null;
  startData: StartData;
  ipAddress: string | null | undefined;
}

/** An email as people type it: surrounding spaces and case do not matter. */
export function normaliseEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : null;
}

/** A US phone number as its ten digits (a leading country code 1 dropped); null when it is not one. */
export function normalisePhone(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** A person's name as letters only, accents and case removed, words single-spaced; null when nothing is left. */
export function normaliseName(...parts: string[]): string | null {
  const name = parts
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, '')
    .trim()
    .replace(/\s+/g, ' ');
  return name === '' ? null : name;
}

/** The identity of one order, its answers read through the flow version it is pinned to. */
export function identityOf(source: IdentitySource, index: FlowIndex): PatientIdentity {
  const emails = new Set<string>();
  const phones = new Set<string>();
  let dob: string | null = null;
  const addEmail = (value: string | null | undefined) => {
    const email = value ? normaliseEmail(value) : null;
    if (email) emails.add(email);
  };
  const addPhone = (value: string | null | undefined) => {
    const phone = value ? normalisePhone(value) : null;
    if (phone) phones.add(phone);
  };
  addEmail(source.userEmail);
  addEmail(source.shipping?.email);
  addPhone(source.shipping?.phone);
  for (const [key, answer] of Object.entries(source.startData)) {
    const question = index.questions.get(Number(key));
    if (!question || typeof answer?.value !== 'string') continue;
    const value = answer.value.trim();
    if (question.type === 'email') addEmail(value);
    // Other phone questions ask for someone else's number (the pharmacy's).
    if (question.type === 'phone' && question.mapped_field === 'phone') addPhone(value);
    if (question.type === 'date_of_birth' && dob === null && /^\d{4}-\d{2}-\d{2}$/.test(value)) dob = value;
  }
  return {
    userId: source.userId,
    emails,
    phones,
    dob,
    name: source.shipping ? normaliseName(source.shipping.firstName, source.shipping.lastName) : null,
    clientIp: source.ipAddress?.trim() || null,
  };
}

/**
 * Why two identities are one person: the same account, a shared email or phone, the same date of birth and name,
 * or the same date of birth from the same client address when `sameClientCounts` (the earlier intake is recent:
 * a patient who retries at once, before they gave a name). Empty when nothing ties them.
 */
export function identityMatches(
  paying: PatientIdentity,
  stopped: PatientIdentity,
  sameClientCounts: boolean,
): ReviewMatch[] {
  const matches: ReviewMatch[] = [];
  if (paying.userId !== null && paying.userId === stopped.userId) matches.push('account');
  if ([...paying.emails].some((email) => stopped.emails.has(email))) matches.push('email');
  if ([...paying.phones].some((phone) => stopped.phones.has(phone))) matches.push('phone');
  const sameDob = paying.dob !== null && paying.dob === stopped.dob;
  if (sameDob && paying.name !== null && paying.name === stopped.name) matches.push('dob_name');
  if (sameDob && sameClientCounts && paying.clientIp !== null && paying.clientIp === stopped.clientIp) {
    matches.push('dob_client');
  }
  return matches;
}
