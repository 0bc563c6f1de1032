import { StatusBadge } from '@storefront/ui';

/** Whether customers can see the product. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <StatusBadge tone="good">Published</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">Unpublished</StatusBadge>
  );
}
