/** What the picker did that the server has not yet heard, and whether the device is offline. */
export function QueueBanner({ unsent, online }: { unsent: number; online: boolean }) {
  if (unsent === 0 && online) return null;
  const parts = [
    ...(online ? [] : ['Offline']),
    ...(unsent > 0 ? [`${unsent} ${unsent === 1 ? 'action' : 'actions'} not sent yet`] : []),
  ];
  return (
    <p className="db-pick-banner" role="status" aria-label="Not sent">
      {parts.join(' · ')}
    </p>
  );
}
