/** Markup that is already safe to put in an email's HTML: made only by `html` or `raw`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text escaped for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

type Interpolation = SafeHtml | string | number | readonly (SafeHtml | string | number)[] | null | undefined;

/**
 * A template of markup whose every value is escaped unless it is SafeHtml: nothing a customer typed (a name, an
 * address) can become markup in an email. Lists are joined; null and undefined are left out.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += piece(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function piece(value: Interpolation): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v) => piece(v as Interpolation)).join('');
  return escapeHtml(String(value));
}
