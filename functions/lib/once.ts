/**
 * A value read once per container (a secret, a parameter): every caller shares the first read, and a failed read is
 * retried by the next caller instead of being remembered.
 */
export function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
