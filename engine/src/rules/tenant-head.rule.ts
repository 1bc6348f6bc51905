import type { TenantMeta, Theme } from '@telehealth/schemas';

/** Group and value names that make a valid custom property name (the schema allows `^[a-z][a-zA-Z0-9]*$`). */
const NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;

/**
 * Every theme group's values as CSS custom properties `--{group}-{name}` (e.g. `--colors-primary`). Entries whose
 * names could not form a custom property, and values that are not non-empty strings, are skipped.
 */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [group, values] of Object.entries(theme)) {
    if (!NAME.test(group) || values === null || typeof values !== 'object') continue;
    for (const [name, value] of Object.entries(values)) {
      if (!NAME.test(name) || typeof value !== 'string' || value.trim() === '') continue;
      variables[`--${group}-${name}`] = value.trim();
    }
  }
  return variables;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** What the page head should hold for a tenant: title, attributes of <html>, meta and link tags. */
export interface HeadDescriptor {
  title: string;
  htmlAttributes: Record<string, string>;
  tags: HeadTag[];
}

const ATTRIBUTE_NAME = /^[a-zA-Z][a-zA-Z0-9:_-]*$/;

/** Event-handler attributes, style and script URLs are refused: head data is configuration, never code. */
function safeAttributes(source: Record<string, string | undefined>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (typeof value !== 'string' || !ATTRIBUTE_NAME.test(name) || /^(on|style$)/i.test(name)) continue;
    if (/^\s*javascript:/i.test(value)) continue;
    attributes[name] = value;
  }
  return attributes;
}

/** The head described by a tenant's `meta.app.head` (pure; the web's applyHead writes it into the DOM). */
export function headFromMeta(meta: TenantMeta): HeadDescriptor {
  const head = meta.app.head;
  const tags: HeadTag[] = [];
  for (const entry of head.meta ?? []) {
    const attributes = safeAttributes({ name: entry.name, property: entry.property, content: entry.content });
    if (attributes.name || attributes.property) tags.push({ tag: 'meta', attributes });
  }
  for (const entry of head.link ?? []) {
    const attributes = safeAttributes({
      rel: entry.rel,
      href: entry.href,
      type: entry.type,
      sizes: entry.sizes,
    });
    if (attributes.rel && attributes.href) tags.push({ tag: 'link', attributes });
  }
  return { title: head.title, htmlAttributes: safeAttributes(head.htmlAttrs ?? {}), tags };
}

/** Link relations a page has one of: a tenant's replaces the page's own. */
export const SINGLE_LINK_RELS: ReadonlySet<string> = new Set([
  'icon',
  'shortcut icon',
  'apple-touch-icon',
  'manifest',
  'canonical',
]);

/** Whether a tag already in the page (its name and attributes) is the one a tenant's head tag replaces. */
export function isReplacedByHeadTag(
  existing: { tag: string; attributes: Record<string, string | null | undefined> },
  { tag, attributes }: HeadTag,
): boolean {
  if (existing.tag.toLowerCase() !== tag) return false;
  if (tag === 'link')
    return SINGLE_LINK_RELS.has(attributes.rel ?? '') && existing.attributes.rel === attributes.rel;
  return (
    (attributes.name !== undefined && existing.attributes.name === attributes.name) ||
    (attributes.property !== undefined && existing.attributes.property === attributes.property)
  );
}
