import { useSession } from '@storefront/shared';
import { useCopyLink } from '../hooks/use-copy-link';

export interface ReferralLinkProps {
  code: string;
  /** Relative to the store's origin: /register?ref=CODE. */
  linkPath: string;
}

/** The customer's code and full invitation link, with copy and (where the browser can) share. */
export function ReferralLink({ code, linkPath }: ReferralLinkProps) {
  const storeName = useSession('store')?.name ?? 'our store';
  const link = `${window.location.origin}${linkPath}`;
  const { copy, state } = useCopyLink();
  const canShare = typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({
        title: `Join me at ${storeName}`,
        text: `Sign up at ${storeName} with my code ${code} and we both get wallet credit after your first order.`,
        url: link,
      });
    } catch {
      // The customer closed the share sheet, or the browser refused: nothing to undo.
    }
  }

  return (
    <section className="db-m-card" aria-labelledby="db-referral-code">
      <h2 id="db-referral-code">Your code</h2>
      <p className="db-m-code" data-testid="referral-code">
        {code}
      </p>
      <div className="db-field db-m-field--wide">
        <label htmlFor="db-referral-link">Your invitation link</label>
        <input
          id="db-referral-link"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="db-m-actions">
        <button type="button" className="db-button" onClick={() => void copy(link)}>
          {state === 'copied' ? 'Copied' : 'Copy link'}
        </button>
        {canShare && (
          <button
            type="button"
            className="db-button db-button--outline"
            onClick={() => void share()}
          >
            Share
          </button>
        )}
        <span role="status" className="db-m-status">
          {state === 'copied' && 'Link copied to the clipboard.'}
          {state === 'failed' && 'We couldn’t copy it: select the link and copy it yourself.'}
        </span>
      </div>
    </section>
  );
}
