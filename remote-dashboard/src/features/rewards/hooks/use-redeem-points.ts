import { useState } from 'react';
import {
  useNavigate,
  describeApiError,
  loaderService,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import { redeemPointsSchema, type RedeemPointsResponse } from '@storefront/shared/contracts';
import { POINTS_PER_REDEEMED_UNIT } from '@storefront/shared/constants';
import { redeemPoints } from '../api/redeem-points';

export const VERIFY_FOR_REWARDS = '/verify/documents?returnTo=/dashboard/rewards';

export interface Redeemed extends RedeemPointsResponse {
  points: number;
}

/** What the customer typed, checked like the API checks it, and against the balance. */
export function checkPoints(typed: string, balance: number): { points?: number; error?: string } {
  if (typed.trim() === '') return { error: 'Enter the points to redeem' };
  const parsed = redeemPointsSchema.safeParse({ points: Number(typed) });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Check the points' };
  if (parsed.data.points > balance) {
    const most = Math.floor(balance / POINTS_PER_REDEEMED_UNIT) * POINTS_PER_REDEEMED_UNIT;
    return { error: `You can redeem at most ${most} points` };
  }
  return { points: parsed.data.points };
}

/**
 * Redeems points behind the loader. Without approved documents the customer is
 * sent to verify them first, whether this device knew it or the API said so.
 */
export function useRedeemPoints(onRedeemed: (redeemed: Redeemed) => Promise<void> | void) {
  const navigate = useNavigate();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [redeeming, setRedeeming] = useState(false);

  async function redeem(typed: string, balance: number, approved: boolean) {
    setFormError(null);
    const checked = checkPoints(typed, balance);
    setFieldError(checked.error ?? null);
    if (checked.points === undefined) return;
    if (!approved) {
      navigate(VERIFY_FOR_REWARDS);
      return;
    }
    setRedeeming(true);
    loaderService.show({
      title: 'Redeeming your points',
      subtitle: 'Adding the credit to your wallet',
    });
    try {
      const answer = await redeemPoints({ points: checked.points });
      await onRedeemed({ ...answer, points: checked.points });
      loaderService.success('Points redeemed');
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.status === 403 && failure.code === 'DOCUMENTS_NOT_APPROVED') {
        loaderService.close();
        navigate(VERIFY_FOR_REWARDS);
        return;
      }
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      if (failure.field === 'points') setFieldError(failure.message);
      else setFormError(failure.message);
    } finally {
      setRedeeming(false);
    }
  }

  return { redeem, fieldError, formError, redeeming };
}
