import type { SchemaIssue } from '@telehealth/schemas';

/** A UTF-16 surrogate that is not half of a pair (with the u flag, a pair is one code point and never matches). */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

/**
 * Why a string cannot be stored by PostgreSQL: a NUL character (text and jsonb refuse U+0000) or a lone UTF-16
 * surrogate (not a character at all: jsonb refuses it, text would silently turn it into U+FFFD).
 */
export function unstorableTextProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'contains a lone UTF-16 surrogate (not a character)';
  return undefined;
}

/** `text` with every NUL and lone surrogate replaced by U+FFFD: a string PostgreSQL stores as it is. */
export function storableText(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD').replaceAll('\u0000', '\uFFFD');
}

/** A JSON pointer (RFC 6901) of a property inside the value at `path`. */
function child(path: string, key: string | number): string {
  return `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/**
 * Every string of a parsed request part (body, query, path parameters) that PostgreSQL cannot store, object keys
 * included, as `{path, message}` with a JSON pointer (`/advData/user_agent`). Walks without recursion, so a
 * body nested thousands of levels deep cannot exhaust the stack; stops after `limit` findings.
 */
export function unstorableTextIn(value: unknown, limit = 20): SchemaIssue[] {
  const found: SchemaIssue[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0 && found.length < limit) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = unstorableTextProblem(current);
      if (problem) found.push({ path, message: problem });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], path: child(path, index) });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        const keyPath = child(path, storableText(key));
        const problem = unstorableTextProblem(key);
        if (problem) found.push({ path: keyPath, message: `property name ${problem}` });
        pending.push({ value: item, path: keyPath });
      }
    }
  }
  return found.slice(0, limit);
}
