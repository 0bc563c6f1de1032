/** Whether customers can see the product. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="db-op-badge db-op-badge--completed">Published</span>
  ) : (
    <span className="db-op-badge">Unpublished</span>
  );
}
