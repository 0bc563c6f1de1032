/** Holds the page's space while its code loads, so nothing jumps. */
export function PageSkeleton() {
  return (
    <div className="sf-page" aria-busy="true">
      <div className="sf-skeleton sf-skeleton--title" />
      <div className="sf-skeleton sf-skeleton--block" />
    </div>
  );
}
