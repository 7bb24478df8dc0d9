/**
 * The device's IndexedDB database of the offline parts (issue 27): what survives closing the app. Two stores:
 * `validations` (the queue, one record per validation, keyed by its idempotency key) and `kept` (values by name:
 * a member's persisted queries `queries:<userId>`, their kept fiches `pins:<userId>`). A few promise wrappers over
 * the browser's API, no library: the app needs get, put, delete and getAll, nothing more.
 */
const DATABASE = 'la-meute-hors-connexion';
export type StoreName = 'validations' | 'kept';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('validations', { keyPath: 'key' });
      request.result.createObjectStore('kept');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB indisponible'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(store: StoreName, mode: IDBTransactionMode, action: (objects: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = action(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB : écriture refusée'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB : transaction abandonnée'));
  });
}

export const idbGet = <T>(store: StoreName, key: string): Promise<T | undefined> => run(store, 'readonly', (objects) => objects.get(key) as IDBRequest<T | undefined>);
export const idbGetAll = <T>(store: StoreName): Promise<T[]> => run(store, 'readonly', (objects) => objects.getAll() as IDBRequest<T[]>);
export const idbPut = (store: StoreName, value: unknown, key?: string): Promise<IDBValidKey> => run(store, 'readwrite', (objects) => objects.put(value, key));
export const idbDelete = (store: StoreName, key: string): Promise<undefined> => run(store, 'readwrite', (objects) => objects.delete(key));
