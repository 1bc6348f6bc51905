import { describe, expect, it } from 'vitest';

import { memoryStorage } from './storage';
import { ensureStorageBelongsToTenant, storedQuestionsBelongToOtherTenant } from './tenant-store-guard';

const questions = (...tenantIds: Array<number | string | undefined>) =>
  JSON.stringify(tenantIds.map((tenant_id, index) => ({ id: index + 1, title: `Q${index + 1}`, tenant_id })));

describe('storedQuestionsBelongToOtherTenant', () => {
  it('is false when nothing is stored', () => {
    expect(storedQuestionsBelongToOtherTenant(null, 6)).toBe(false);
    expect(storedQuestionsBelongToOtherTenant('', 6)).toBe(false);
  });

  it("is false when every item is the current tenant's or names no tenant", () => {
    expect(storedQuestionsBelongToOtherTenant(questions(6, 6, undefined), 6)).toBe(false);
    expect(storedQuestionsBelongToOtherTenant(questions('6'), 6)).toBe(false);
    expect(storedQuestionsBelongToOtherTenant('[]', 6)).toBe(false);
  });

  it('is true when any item belongs to another tenant', () => {
    expect(storedQuestionsBelongToOtherTenant(questions(6, 7), 6)).toBe(true);
    expect(storedQuestionsBelongToOtherTenant(questions(7), 6)).toBe(true);
  });

  it('reads a list wrapped in a cache entry', () => {
    const wrapped = JSON.stringify({ value: JSON.parse(questions(7)), expiresAt: 0 });
    expect(storedQuestionsBelongToOtherTenant(wrapped, 7)).toBe(false);
    expect(storedQuestionsBelongToOtherTenant(wrapped, 6)).toBe(true);
  });

  it('treats unreadable data as foreign', () => {
    expect(storedQuestionsBelongToOtherTenant('{not json', 6)).toBe(true);
    expect(storedQuestionsBelongToOtherTenant('{"questions":1}', 6)).toBe(true);
  });
});

describe('ensureStorageBelongsToTenant', () => {
  it("clears everything when the questions are another tenant's", () => {
    const storage = memoryStorage({ d_questions: questions(7), products: '[]', cid: 'abc' });
    expect(ensureStorageBelongsToTenant(storage, 6)).toBe(true);
    expect(storage.dump()).toEqual({});
  });

  it("keeps everything when they are the current tenant's", () => {
    const storage = memoryStorage({ d_questions: questions(6), products: '[]' });
    expect(ensureStorageBelongsToTenant(storage, 6)).toBe(false);
    expect(Object.keys(storage.dump())).toEqual(['d_questions', 'products']);
  });
});
