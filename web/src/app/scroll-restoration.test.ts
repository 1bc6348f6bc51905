import { describe, expect, it } from 'vitest';

import { SCROLL_POSITIONS_KEY, scrollPositions } from './scroll-restoration';

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('scroll positions by history entry', () => {
  it('are kept per entry and saved for the next load of the tab', () => {
    const store = storage();
    const positions = scrollPositions(store);
    positions.set('a1', 120);
    positions.set('b2', 0);
    positions.set('a1', 340);
    expect(positions.get('a1')).toBe(340);
    expect(positions.get('zz')).toBeUndefined();
    positions.save();
    expect(scrollPositions(store).get('a1')).toBe(340);
    expect(JSON.parse(store.items.get(SCROLL_POSITIONS_KEY)!)).toEqual({ b2: 0, a1: 340 });
  });

  it('keep the 100 most recent entries', () => {
    const positions = scrollPositions(null);
    for (let i = 0; i < 105; i += 1) positions.set(`k${i}`, i);
    expect(positions.get('k4')).toBeUndefined();
    expect(positions.get('k5')).toBe(5);
    expect(positions.get('k104')).toBe(104);
  });

  it('start empty from unreadable or foreign storage, and survive a refused write', () => {
    for (const raw of ['{not json', 'null', '[1,2]', '{"a":"12"}']) {
      expect(scrollPositions(storage({ [SCROLL_POSITIONS_KEY]: raw })).get('a')).toBeUndefined();
    }
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const positions = scrollPositions(refusing);
    positions.set('a', 1);
    expect(() => positions.save()).not.toThrow();
  });
});
