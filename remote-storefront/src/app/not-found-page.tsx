import { Link } from '@storefront/shared';

export function NotFoundPage() {
  return (
    <div className="sf-page">
      <h1>We can&apos;t find that page</h1>
      <p>The link may be old, or the page may have moved.</p>
      <Link to="/">Back to the store</Link>
    </div>
  );
}
