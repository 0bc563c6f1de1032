import { Link, formatMoney } from '@storefront/shared';
import { FormField } from '@storefront/ui';
import { VERIFY_DOCUMENTS_PATH, type WalletPayment } from '../hooks/use-wallet-payment';

/**
 * The wallet as a way to pay part or all of the order. It needs approved
 * documents; without them the offer shows, switched off, with the way to verify.
 */
export function WalletPaymentOption({ wallet }: { wallet: WalletPayment }) {
  if (wallet.failure) {
    return (
      <div className="sf-wallet-pay">
        <p>We couldn&apos;t load your wallet balance, so it can&apos;t be used right now.</p>
        <button type="button" className="sf-button sf-button--outline" onClick={wallet.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!wallet.offered) return null;

  const balance = formatMoney(wallet.balanceMinor, wallet.currency);
  return (
    <fieldset className="sf-wallet-pay">
      <legend>Wallet</legend>
      <label className="sf-checkbox">
        <input
          type="checkbox"
          checked={wallet.use}
          disabled={!wallet.approved}
          onChange={(event) => wallet.setUse(event.target.checked)}
        />
        <span>Pay part with my wallet</span>
      </label>
      <p className="sf-wallet-pay__balance">Your wallet balance: {balance}</p>
      {!wallet.approved && (
        <p className="sf-wallet-pay__verify">
          <Link to={VERIFY_DOCUMENTS_PATH}>Verify your documents to pay from your wallet</Link>
        </p>
      )}
      {wallet.use && (
        <FormField
          name="walletAmount"
          label="Amount from your wallet"
          inputMode="decimal"
          autoComplete="off"
          value={wallet.amountText}
          onChange={(event) => wallet.setAmountText(event.target.value)}
          onBlur={wallet.touch}
          error={wallet.error ?? undefined}
          hint="The rest is paid the usual way."
          announceError={false}
        />
      )}
    </fieldset>
  );
}
