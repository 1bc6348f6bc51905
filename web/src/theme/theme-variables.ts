export { themeToCssVariables } from '@telehealth/engine';

/** Where the names of the variables set last time are kept, so a new theme leaves none of the old behind. */
const APPLIED_ATTRIBUTE = 'data-theme-variables';

/** Sets the variables on the element (the document root), removing those of a previously applied theme. */
export function applyCssVariables(element: HTMLElement, variables: Record<string, string>): void {
  const previous = element.getAttribute(APPLIED_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  for (const name of previous) {
    if (!(name in variables)) element.style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  element.setAttribute(APPLIED_ATTRIBUTE, Object.keys(variables).join(' '));
}
