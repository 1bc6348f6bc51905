import type { Theme } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { applyCssVariables, themeToCssVariables } from './theme-variables';

describe('themeToCssVariables', () => {
  it('names each value --{group}-{name}, for the required groups and any other', () => {
    const theme: Theme = {
      colors: { primary: '#0b6e4f', onPrimary: '#ffffff' },
      fonts: { body: "'Inter', system-ui, sans-serif" },
      radii: { md: '8px' },
      spacing: { lg: '24px' },
    };
    expect(themeToCssVariables(theme)).toEqual({
      '--colors-primary': '#0b6e4f',
      '--colors-onPrimary': '#ffffff',
      '--fonts-body': "'Inter', system-ui, sans-serif",
      '--radii-md': '8px',
      '--spacing-lg': '24px',
    });
  });

  it('skips values and names that cannot be custom properties', () => {
    const theme = {
      colors: { primary: ' #123456 ', empty: '  ', 'bad name': 'red', count: 3 },
      fonts: {},
      radii: { sm: '4px' },
      '1group': { x: '1px' },
      broken: 'not a group',
    } as unknown as Theme;
    expect(themeToCssVariables(theme)).toEqual({ '--colors-primary': '#123456', '--radii-sm': '4px' });
  });
});

/** Just enough of an element's style for applyCssVariables. */
function fakeElement() {
  const properties = new Map<string, string>();
  const attributes = new Map<string, string>();
  const element = {
    style: {
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => void properties.delete(name),
    },
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
  return { element: element as unknown as HTMLElement, properties };
}

describe('applyCssVariables', () => {
  it('sets the variables and removes those a previous theme set that the new one lacks', () => {
    const { element, properties } = fakeElement();
    applyCssVariables(element, { '--colors-primary': 'red', '--radii-lg': '16px' });
    applyCssVariables(element, { '--colors-primary': 'blue' });
    expect(Object.fromEntries(properties)).toEqual({ '--colors-primary': 'blue' });
  });
});
