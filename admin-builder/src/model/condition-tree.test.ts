import type { Condition } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  addPart,
  conditionAt,
  mapConditions,
  replaceAt,
  setGroupKind,
  simplify,
  someLeaf,
  toggleNot,
} from './condition-tree';

const bmi: Condition = { value: 'bmi.2', below: 30 };
const none: Condition = { question: 4, any_of: ['None'] };
const age: Condition = { value: 'age.1', below: 18 };

describe('condition tree', () => {
  it('finds a part by its path: group parts by index, the condition under "not" as 0', () => {
    const root: Condition = { all: [bmi, { not: none }] };
    expect(conditionAt(root, [])).toBe(root);
    expect(conditionAt(root, [0])).toBe(bmi);
    expect(conditionAt(root, [1, 0])).toBe(none);
    expect(conditionAt(root, [2])).toBeUndefined();
  });

  it('adds a test beside a leaf as an "all of" group, and into a group as its last part', () => {
    const pair = addPart(bmi, [], none);
    expect(pair).toEqual({ all: [bmi, none] });
    expect(addPart(pair, [], age)).toEqual({ all: [bmi, none, age] });
    expect(addPart({ any: [bmi] }, [], age)).toEqual({ any: [bmi, age] });
    expect(addPart({ all: [bmi, { not: none }] }, [1], age)).toEqual({
      all: [bmi, { all: [{ not: none }, age] }],
    });
  });

  it('removes a part; a group left empty goes, and so does a "not" whose condition goes', () => {
    expect(replaceAt({ all: [bmi, none] }, [0], undefined)).toEqual({ all: [none] });
    expect(replaceAt({ all: [bmi] }, [0], undefined)).toBeUndefined();
    expect(replaceAt({ all: [bmi, { not: none }] }, [1, 0], undefined)).toEqual({ all: [bmi] });
    expect(replaceAt(bmi, [], undefined)).toBeUndefined();
    expect(() => replaceAt(bmi, [0], none)).toThrow(RangeError);
  });

  it('negates a part and takes the negation away again', () => {
    const root: Condition = { all: [bmi, none] };
    const negated = toggleNot(root, [1]);
    expect(negated).toEqual({ all: [bmi, { not: none }] });
    expect(toggleNot(negated, [1])).toEqual(root);
    expect(toggleNot(bmi, [])).toEqual({ not: bmi });
  });

  it('switches a group between all of and any of, keeping its parts', () => {
    const root: Condition = { all: [bmi, none] };
    expect(setGroupKind(root, [], 'any')).toEqual({ any: [bmi, none] });
    expect(setGroupKind(root, [], 'all')).toBe(root);
    expect(() => setGroupKind(root, [0], 'any')).toThrow(RangeError);
  });

  it('keeps the identity of what a change leaves alone', () => {
    const root: Condition = { all: [bmi, { not: none }] };
    expect(replaceAt(root, [0], bmi)).toBe(root);
    expect(mapConditions(root, (leaf) => leaf)).toBe(root);
    const renamed = mapConditions(root, (leaf) =>
      'question' in leaf && leaf.any_of ? { question: leaf.question, any_of: ['Nothing'] } : leaf,
    );
    expect(renamed).toEqual({ all: [bmi, { not: { question: 4, any_of: ['Nothing'] } }] });
    expect((renamed as { all: Condition[] }).all[0]).toBe(bmi);
  });

  it('simplifies groups of one part, and tells whether some leaf matches', () => {
    expect(simplify({ all: [{ any: [bmi] }, none] })).toEqual({ all: [bmi, none] });
    expect(simplify({ not: { all: [bmi] } })).toEqual({ not: bmi });
    const plain: Condition = { all: [bmi, none] };
    expect(simplify(plain)).toBe(plain);
    expect(someLeaf({ all: [bmi, { not: { alert: 'crisis' } }] }, (leaf) => 'alert' in leaf)).toBe(true);
    expect(someLeaf(plain, (leaf) => 'alert' in leaf)).toBe(false);
  });
});
