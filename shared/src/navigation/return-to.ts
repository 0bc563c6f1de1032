/**
 * Where to send the customer after signing in or verifying. Only same-site
 * paths are allowed, so a crafted ?returnTo= cannot send anyone to another site.
 */
export function safeReturnTo(search: string, fallback = '/'): string {
  const target = new URLSearchParams(search).get('returnTo');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  return target;
}
