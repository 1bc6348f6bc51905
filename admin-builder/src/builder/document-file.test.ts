import { describe, expect, it } from 'vitest';

import { sampleFlow } from '../model/__fixtures__/sample-flow';
import { exportFileName, importDocument } from './document-file';

describe('importDocument', () => {
  const draft = { ...sampleFlow(), version: 4 };

  it('accepts a valid export of another version and makes it this draft', () => {
    const exported = { ...sampleFlow(), version: 2, status: 'published', tenant_id: 7 };
    const result = importDocument(JSON.stringify(exported), draft);
    expect(result).toEqual({
      ok: true,
      document: { ...exported, version: 4, status: 'draft', tenant_id: 6 },
    });
  });

  it('names what is wrong with a file', () => {
    expect(importDocument('{oops', draft)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file is not JSON: /),
    });
    const invalid = importDocument(JSON.stringify({ ...sampleFlow(), questions: [] }), draft);
    expect(invalid).toMatchObject({
      ok: false,
      message: 'The file is not a valid flow version (1 problem).',
    });
    expect(invalid.ok ? [] : invalid.issues.map((i) => i.path)).toEqual(['/questions']);
    expect(importDocument(JSON.stringify({ ...sampleFlow(), key: 'quiz' }), draft)).toMatchObject({
      ok: false,
      message: 'The file is a quiz flow; this draft is the intake flow.',
    });
  });
});

describe('exportFileName', () => {
  it('names the download by key, version and status', () => {
    expect(exportFileName(sampleFlow())).toBe('intake-v3-draft.json');
  });
});
