import type { Theme } from '@telehealth/schemas';

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
