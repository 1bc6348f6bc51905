/** The part of Web Storage the tenant modules use; localStorage in the browser, a Map-backed fake in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** A Web Storage stand-in kept in memory (tests, and browsers where localStorage is unavailable). */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    dump: () => Object.fromEntries(items),
  };
}

/** localStorage when the browser lets us use it (it throws in some privacy modes), memory otherwise. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
