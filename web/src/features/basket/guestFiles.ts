/**
 * Guests' PDFs until login: local storage holds text only, so the files go to IndexedDB (which
 * keeps File objects as they are) and survive a reload. Where IndexedDB is missing or refuses
 * (private mode, tests), the files live in memory for the visit; nothing here ever throws.
 */
const DB_NAME = 'basket';
const STORE = 'guest_files';

function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function run(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest | null): Promise<unknown> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(request?.result ?? null);
      };
      transaction.onerror = () => {
        db.close();
        resolve(null);
      };
    } catch {
      db.close();
      resolve(null);
    }
  });
}

export async function loadGuestFiles(): Promise<Record<string, File>> {
  const db = await openDb();
  if (!db) return {};
  return new Promise((resolve) => {
    const files: Record<string, File> = {};
    try {
      const transaction = db.transaction(STORE, 'readonly');
      const cursor = transaction.objectStore(STORE).openCursor();
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current) return;
        if (current.value instanceof File && typeof current.key === 'string') files[current.key] = current.value;
        current.continue();
      };
      transaction.oncomplete = () => {
        db.close();
        resolve(files);
      };
      transaction.onerror = () => {
        db.close();
        resolve(files);
      };
    } catch {
      db.close();
      resolve(files);
    }
  });
}

export function saveGuestFile(key: string, file: File): Promise<unknown> {
  return run('readwrite', (store) => store.put(file, key));
}

export function deleteGuestFile(key: string): Promise<unknown> {
  return run('readwrite', (store) => store.delete(key));
}

export function clearGuestFiles(): Promise<unknown> {
  return run('readwrite', (store) => store.clear());
}
