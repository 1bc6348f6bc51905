import { extOf } from './extensions.js';
import type { FhirExtension } from './fhir-types.js';

/** Reading JSON of unknown shape (another system's resource) without trusting it. */

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
/** The well-formed extensions of an element (each an object with a url). */
export const exts = (value: unknown): FhirExtension[] =>
  asArray(value).filter((e): e is FhirExtension => isObject(e) && typeof e.url === 'string');
export const numberValue = (ext: FhirExtension | undefined): number | undefined =>
  num(ext?.valueDecimal) ?? num(ext?.valueInteger);
/** The first extension with this url of the element's extensions. */
export const extOfJson = (element: unknown, url: string): FhirExtension | undefined =>
  isObject(element) ? extOf(exts(element.extension), url) : undefined;
