/** What stands in a remote's route while its code is on the way. */
export function RemoteLoading({ label }: { label: string }) {
  return (
    <div className="host-remote-state" aria-busy="true">
      <span className="host-remote-state__spinner" aria-hidden="true" />
      <p>Loading {label}…</p>
    </div>
  );
}
