import { useEffect, useState } from 'react';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countQueryReads, countReads } from '../../../firebase/readMeter';
import { sortItems, toListFields, type ListCollection, type ListFormValues, type ListItem, type ListKind } from '../domain/lists';

export interface ListState {
  items: ListItem[];
  loading: boolean;
  error: Error | null;
}

/**
 * Live list of one small collection (a few dozen names), ordered by name. Listens while mounted;
 * another user's change shows at once. Listener errors are logged and reported in `error`.
 */
export function useListItems(collectionName: ListCollection, kind: ListKind): ListState {
  const [state, setState] = useState<ListState>({ items: [], loading: true, error: null });

  useEffect(() => {
    let first = true;
    const unsubscribe = onSnapshot(
      query(collection(db, collectionName), orderBy('name')),
      (snapshot) => {
        if (first) countQueryReads(snapshot.size, 'lists');
        else if (!snapshot.metadata.fromCache) countReads(snapshot.docChanges().length, 'lists');
        first = false;
        const items = snapshot.docs.map((d): ListItem => {
          const data = d.data();
          const colorName = typeof data.colorName === 'string' ? data.colorName : undefined;
          return { id: d.id, name: typeof data.name === 'string' ? data.name : '', ...(colorName ? { colorName } : {}) };
        });
        setState({ items: sortItems(items, kind), loading: false, error: null });
      },
      (error) => {
        console.error(`${collectionName} listener`, error);
        setState((prev) => ({ ...prev, loading: false, error }));
      },
    );
    return unsubscribe;
  }, [collectionName, kind]);

  return state;
}

export async function addListItem(collectionName: ListCollection, kind: ListKind, values: ListFormValues): Promise<void> {
  await addDoc(collection(db, collectionName), {
    ...toListFields(values, kind),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export async function updateListItem(
  collectionName: ListCollection,
  kind: ListKind,
  id: string,
  values: ListFormValues,
): Promise<void> {
  await updateDoc(doc(db, collectionName, id), { ...toListFields(values, kind), updatedAt: serverTimestamp() });
}

export async function deleteListItem(collectionName: ListCollection, id: string): Promise<void> {
  await deleteDoc(doc(db, collectionName, id));
}
