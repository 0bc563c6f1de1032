import { useEffect, useState } from 'react';
import { useApi, useSession, type ApiFailure } from '@storefront/shared';
import { getWallet } from '../api/get-wallet';
import { minorToTyped, parseWalletAmount } from './wallet-amount';

export const VERIFY_DOCUMENTS_PATH = '/verify/documents?returnTo=/checkout/review';

/** Whether the device knows the documents are approved, for the wallet (docs/permissions.md). */
function useDocumentsApproved(): boolean {
  const governmentVerified = useSession('governmentVerified');
  const user = useSession('user');
  return (governmentVerified ?? user?.documentStatus) === 'approved';
}

/**
 * Paying part of an order from the wallet: the balance, whether the customer
 * may use it, and the amount they chose (by default as much as it covers).
 * A refusal from the API (not approved, not enough balance) reloads the balance.
 */
export function useWalletPayment(totalMinor: number, placeFailure: ApiFailure | null) {
  const signedIn = useSession('auth');
  const wallet = useApi(signedIn ? 'checkout-wallet' : null, getWallet);
  const approvedHere = useDocumentsApproved();
  const [refusedDocuments, setRefusedDocuments] = useState(false);
  const [use, setUse] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [showError, setShowError] = useState(false);
  const { retry } = wallet;

  const [seenFailure, setSeenFailure] = useState<ApiFailure | null>(null);
  if (placeFailure !== seenFailure) {
    // The API has the last word on the documents: switch the wallet off until they are approved.
    setSeenFailure(placeFailure);
    if (placeFailure?.code === 'DOCUMENTS_NOT_APPROVED') {
      setRefusedDocuments(true);
      setUse(false);
    }
  }

  useEffect(() => {
    if (placeFailure?.code === 'WALLET_INSUFFICIENT') retry();
  }, [placeFailure, retry]);

  const balanceMinor = wallet.data?.balanceMinor ?? 0;
  const currency = wallet.data?.currency ?? 'GBP';
  const most = Math.max(0, Math.min(balanceMinor, totalMinor));
  const amountText = typed ?? minorToTyped(most);
  const parsed = parseWalletAmount(amountText, most, currency);
  const approved = approvedHere && !refusedDocuments;
  const paying = use && approved && wallet.data !== undefined;

  return {
    /** Nothing to offer until the balance is known and above zero. */
    offered: wallet.data !== undefined && balanceMinor > 0,
    failure: wallet.failure,
    retry,
    balanceMinor,
    currency,
    approved,
    use: paying,
    setUse: (next: boolean) => {
      setUse(next);
      setShowError(false);
    },
    amountText,
    setAmountText: (text: string) => {
      setTyped(text);
      setShowError(false);
    },
    /** The customer left the field: now is the time to say what is wrong with it. */
    touch: () => setShowError(true),
    error: paying && showError ? (parsed.error ?? null) : null,
    /** The part paid from the wallet, 0 when not used or not yet valid. */
    amountMinor: paying ? (parsed.minor ?? 0) : 0,
    /**
     * What to send with the order, or null when the amount is not valid yet
     * (the error then shows beside the field).
     */
    checkout(): { walletAmountMinor?: number } | null {
      if (!paying) return {};
      if (parsed.error !== undefined) {
        setShowError(true);
        return null;
      }
      return parsed.minor > 0 ? { walletAmountMinor: parsed.minor } : {};
    },
  };
}

export type WalletPayment = ReturnType<typeof useWalletPayment>;
