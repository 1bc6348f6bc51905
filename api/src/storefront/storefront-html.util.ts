import {
  headFromMeta,
  isReplacedByHeadTag,
  STOREFRONT_BOOT_ELEMENT_ID,
  STOREFRONT_QUERIES_ELEMENT_ID,
  themeToCssVariables,
  type HeadTag,
  type StorefrontBoot,
} from '@telehealth/engine';

/** Text and attribute values in HTML: the five characters that could end or open markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/json">`: `<`, `>` and `&` as \u escapes, so no value can close the element
 * (`</script>`) or open a comment (`<!--`), and the line separators JavaScript once refused. JSON.parse reads it
 * back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A theme value that can stand in a `style` attribute as one declaration's value: none of `;`, braces, a backslash,
 * a comment or a line break, which could end the declaration and start another. The browser refuses such a value
 * for a custom property anyway, so the app would skip it too.
 */
const SAFE_CSS_VALUE = /^(?!.*\/\*)[^;{}\\\r\n<>]+$/;

/** The theme's variables as the `style` attribute of `<html>` (what the app's applyCssVariables sets). */
export function themeStyleAttribute(variables: Record<string, string>): { style: string; names: string[] } {
  const names = Object.keys(variables).filter((name) => SAFE_CSS_VALUE.test(variables[name] ?? ''));
  return { style: names.map((name) => `${name}:${variables[name]}`).join(';'), names };
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*"([^"]*)")?/g;

/** The attributes of one tag of our own template (double-quoted values, as Vite writes them). */
function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) attributes[match[1]!.toLowerCase()] = match[2] ?? '';
  return attributes;
}

function renderAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
}

function renderHeadTag({ tag, attributes }: HeadTag): string {
  // data-tenant-head: the app's applyHead replaces these when it applies a head again.
  return `<${tag}${renderAttributes(attributes)} data-tenant-head>`;
}

/**
 * The storefront's built index.html for one tenant: its theme variables on `<html>` (with its head's attributes),
 * its title, meta and link tags in place of the template's own, and the boot configuration as JSON the app reads
 * instead of asking the API. Every tenant value is escaped; nothing of the request (host, path) is written.
 */
export function renderStorefrontHtml(template: string, boot: StorefrontBoot): string {
  const { theme, meta } = boot.brandConfig;
  const head = meta ? headFromMeta(meta) : null;
  const { style, names } = themeStyleAttribute(theme ? themeToCssVariables(theme) : {});

  let html = template.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const merged = { ...parseAttributes(attributes), ...(head?.htmlAttributes ?? {}) };
    if (names.length > 0) Object.assign(merged, { style, 'data-theme-variables': names.join(' ') });
    return `<html${renderAttributes(merged)}>`;
  });
  if (head) {
    html = html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`);
    html = html.replace(/<(meta|link)\b([^>]*?)\/?>\s*/gi, (whole, tag: string, attributes: string) => {
      const existing = { tag, attributes: parseAttributes(attributes) };
      return head.tags.some((headTag) => isReplacedByHeadTag(existing, headTag)) ? '' : whole;
    });
  }
  const inserted = [
    ...(head?.tags ?? []).map(renderHeadTag),
    `<script type="application/json" id="${STOREFRONT_BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`,
  ];
  // At the end of the head: the app's module scripts run after the document is parsed, so the boot JSON is there.
  return html.replace(/<\/head>/i, () => `${inserted.join('\n    ')}\n  </head>`);
}

/** The template's empty mount point, where a page the server rendered goes. */
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * A tenant's page with what the server's render of the app gave: its markup inside the mount point (the app hydrates
 * it) and the data it was rendered with (as JSON the app reads, never runs), without `aria-busy` on `<html>`: the
 * content is there to read (index.html's global loader hides itself when the mount point has content). The page as
 * it was when it has no empty mount point.
 */
export function withRenderedApp(html: string, markup: string, queries: unknown): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  const data = `<script type="application/json" id="${STOREFRONT_QUERIES_ELEMENT_ID}">${jsonForScript(queries)}</script>`;
  return html
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${data}`)
    .replace(/(<html\b[^>]*?)\s+aria-busy="true"/i, '$1');
}
