/** A `localStorage` of the tests' own (jest's node environment has none): what Amplify and the app read and write. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  /** The keys still stored, for a test that checks what was removed. */
  keys() {
    return [...this.items.keys()];
  }
}
