import type { TenantMeta } from '@telehealth/schemas';

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

/** Event-handler attributes and script URLs are refused: head data is configuration, never code. */
function safeAttributes(source: Record<string, string | undefined>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (typeof value !== 'string' || !ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) continue;
    if (/^\s*javascript:/i.test(value)) continue;
    attributes[name] = value;
  }
  return attributes;
}

/** The head described by a tenant's `meta.app.head` (pure; see applyHead for the DOM side). */
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

/** Marks the elements applyHead added, so applying another head replaces them. */
const MARK = 'data-tenant-head';

/** Link relations a page has one of: a tenant's replaces the page's own. */
const SINGLE_LINK_RELS = new Set(['icon', 'shortcut icon', 'apple-touch-icon', 'manifest', 'canonical']);

/** Whether an element already in the head is the one a tenant tag replaces. */
function isReplacedBy(element: Element, { tag, attributes }: HeadTag): boolean {
  if (element.tagName.toLowerCase() !== tag) return false;
  if (tag === 'link')
    return SINGLE_LINK_RELS.has(attributes.rel ?? '') && element.getAttribute('rel') === attributes.rel;
  return (
    (attributes.name !== undefined && element.getAttribute('name') === attributes.name) ||
    (attributes.property !== undefined && element.getAttribute('property') === attributes.property)
  );
}

/**
 * Writes the head into the document: the title, <html> attributes, and the meta and link tags. A tenant meta tag
 * replaces one of the same name or property already in the page (index.html's description, for example), and a
 * tenant icon replaces the page's placeholder icon.
 */
export function applyHead(doc: Document, head: HeadDescriptor): void {
  doc.title = head.title;
  for (const [name, value] of Object.entries(head.htmlAttributes))
    doc.documentElement.setAttribute(name, value);
  for (const element of Array.from(doc.head.querySelectorAll(`[${MARK}]`))) element.remove();
  for (const headTag of head.tags) {
    for (const existing of Array.from(doc.head.querySelectorAll(headTag.tag))) {
      if (isReplacedBy(existing, headTag)) existing.remove();
    }
    const element = doc.createElement(headTag.tag);
    for (const [name, value] of Object.entries(headTag.attributes)) element.setAttribute(name, value);
    element.setAttribute(MARK, '');
    doc.head.appendChild(element);
  }
}
