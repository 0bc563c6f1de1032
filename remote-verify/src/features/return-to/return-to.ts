/**
 * Where to send the customer after verifying. Only same-site paths are allowed,
 * so a crafted ?returnTo= cannot send anyone to another site.
 */
export function safeReturnTo(search: string, fallback = '/dashboard/account'): string {
  const target = new URLSearchParams(search).get('returnTo');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  return target;
}
