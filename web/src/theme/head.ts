import { isReplacedByHeadTag, type HeadDescriptor, type HeadTag } from '@telehealth/engine';

export { headFromMeta, type HeadDescriptor, type HeadTag } from '@telehealth/engine';

/** Marks the elements applyHead added, so applying another head replaces them. */
const MARK = 'data-tenant-head';

/** Whether an element already in the head is the one a tenant tag replaces. */
function isReplacedBy(element: Element, headTag: HeadTag): boolean {
  const attributes = Object.fromEntries(Array.from(element.attributes, (a) => [a.name, a.value]));
  return isReplacedByHeadTag({ tag: element.tagName, attributes }, headTag);
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
