import { validateWith, validators, type FlowVersion } from '@telehealth/schemas';

import type { FlowEditIssue } from '../model';

export type ImportResult =
  { ok: true; document: FlowVersion } | { ok: false; message: string; issues: readonly FlowEditIssue[] };

/**
 * Reads an imported file as the draft's new document: JSON, valid against the FlowVersion schema, then given the
 * draft's tenant, key, version and status (the save route requires them; the file may be another version's export).
 */
export function importDocument(text: string, draft: FlowVersion): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The file is not JSON: ${(error as Error).message}`, issues: [] };
  }
  const result = validateWith(validators.FlowVersion, parsed);
  if (!result.ok) {
    return {
      ok: false,
      message: `The file is not a valid flow version (${result.issues.length} ${result.issues.length === 1 ? 'problem' : 'problems'}).`,
      issues: result.issues,
    };
  }
  const document = result.value;
  if (document.key !== draft.key) {
    return {
      ok: false,
      message: `The file is a ${document.key} flow; this draft is the ${draft.key} flow.`,
      issues: [],
    };
  }
  return {
    ok: true,
    document: {
      ...document,
      tenant_id: draft.tenant_id,
      key: draft.key,
      version: draft.version,
      status: 'draft',
    },
  };
}

/** The name of the export download: `intake-v4-draft.json`. */
export const exportFileName = (doc: FlowVersion): string => `${doc.key}-v${doc.version}-${doc.status}.json`;

/** Saves `value` as a pretty-printed JSON file through the browser's download. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
