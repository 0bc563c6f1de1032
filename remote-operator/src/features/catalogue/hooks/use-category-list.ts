import { useState } from 'react';
import { useApi } from '@storefront/shared';
import type { OperatorCategory } from '@storefront/shared/operator-contracts';
import { deleteCategory } from '../api/delete-category';
import { getOperatorCategories } from '../api/get-categories';
import { reorderCategories } from '../api/reorder-categories';
import { useMutation } from '@storefront/ui';

export type Direction = 'up' | 'down';

/** A move that just happened; a new object each time, so the same move twice still counts. */
export interface Moved {
  id: number;
  direction: Direction;
}

/** The store's categories in order, and what changes the list: add, rename, move, delete. */
export function useCategoryList() {
  const categories = useApi('operator-categories', getOperatorCategories);
  /** What happened last, for the page's live region. */
  const [announcement, setAnnouncement] = useState('');
  /** The row and button to focus after a move: the row's node moves, and focus with it is lost. */
  const [moved, setMoved] = useState<Moved | null>(null);
  /** Why the last move failed, shown above the list. */
  const [moveError, setMoveError] = useState<string | null>(null);
  const list = categories.data ?? [];
  const reorder = useMutation(
    ({ ids }: { category: OperatorCategory; ids: number[] }) => reorderCategories(ids),
    { busy: ({ category }) => ({ title: 'Moving the category', subtitle: category.name }) },
  );
  const deletion = useMutation((category: OperatorCategory) => deleteCategory(category.id), {
    busy: (category) => ({ title: 'Deleting the category', subtitle: category.name }),
    success: (_, category) => `${category.name} deleted`,
  });

  function added(category: OperatorCategory) {
    categories.replace([...list, category]);
    setAnnouncement(`${category.name} added at the end.`);
  }

  function renamed(category: OperatorCategory) {
    categories.replace(list.map((item) => (item.id === category.id ? category : item)));
    setAnnouncement(`${category.name} saved.`);
  }

  /** Sends the whole new order; the list follows the API's answer. */
  async function move(category: OperatorCategory, direction: Direction) {
    const from = list.findIndex((item) => item.id === category.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= list.length) return;
    const ids = list.map((item) => item.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    setMoveError(null);
    const outcome = await reorder.mutate({ category, ids });
    if (!outcome.ok) {
      setMoveError(outcome.failure.message);
      return;
    }
    categories.replace(outcome.result);
    const position = outcome.result.findIndex((item) => item.id === category.id) + 1;
    setAnnouncement(
      `${category.name} moved ${direction}: now ${position} of ${outcome.result.length}.`,
    );
    setMoved({ id: category.id, direction });
  }

  /** Null when deleted; else the API's reason, e.g. that the category still holds products. */
  async function remove(category: OperatorCategory): Promise<string | null> {
    const outcome = await deletion.mutate(category);
    if (!outcome.ok) return outcome.failure.message;
    categories.replace(list.filter((item) => item.id !== category.id));
    setAnnouncement(`${category.name} deleted.`);
    return null;
  }

  return {
    categories,
    list,
    moving: reorder.running,
    moved,
    moveError,
    announcement,
    added,
    renamed,
    move,
    remove,
  };
}
