import { useNavigate } from '@storefront/shared';
import type {
  RedeemPointsRequest,
  RedeemPointsResponse,
  redeemPointsSchema,
} from '@storefront/shared/contracts';
import { POINTS_PER_REDEEMED_UNIT } from '@storefront/shared/constants';
import { useMutation, useSchemaForm, type FormSchema } from '@storefront/ui';
import { redeemPoints } from '../api/redeem-points';

export const VERIFY_FOR_REWARDS = '/verify/documents?returnTo=/dashboard/rewards';

export interface Redeemed extends RedeemPointsResponse {
  points: number;
}

/** The most that can be redeemed: the balance rounded down to a step of 100. */
function mostRedeemable(balance: number): number {
  return Math.floor(balance / POINTS_PER_REDEEMED_UNIT) * POINTS_PER_REDEEMED_UNIT;
}

const refused = (message: string) =>
  ({ success: false, error: { issues: [{ path: ['points'], message }] } }) as const;

/** The contract's check of the points typed, then against the customer's balance. */
function pointsSchema(
  contract: typeof redeemPointsSchema,
  balance: number,
): FormSchema<RedeemPointsRequest> {
  return {
    safeParse(input) {
      const typed = (input as { points: string }).points;
      if (typed.trim() === '') return refused('Enter the points to redeem');
      const parsed = contract.safeParse({ points: Number(typed) });
      if (!parsed.success) return parsed;
      if (parsed.data.points > balance) {
        return refused(`You can redeem at most ${mostRedeemable(balance)} points`);
      }
      return parsed;
    },
  };
}

const documentsNotApproved = (failure: { status?: number; code: string }) =>
  failure.status === 403 && failure.code === 'DOCUMENTS_NOT_APPROVED';

/**
 * Redeems points behind the loader. Without approved documents the customer is
 * sent to verify them first, whether this device knew it or the API said so.
 */
export function useRedeemPoints(
  balance: number,
  approved: boolean,
  onRedeemed: (redeemed: Redeemed) => Promise<void> | void,
) {
  const navigate = useNavigate();
  const most = mostRedeemable(balance);
  const form = useSchemaForm({
    fields: ['points'],
    initial: { points: String(most || POINTS_PER_REDEEMED_UNIT) },
    schema: async () =>
      pointsSchema((await import('@storefront/shared/contracts')).redeemPointsSchema, balance),
  });
  const redeem = useMutation(
    async ({ points }: RedeemPointsRequest) => {
      const answer = await redeemPoints({ points });
      await onRedeemed({ ...answer, points });
    },
    {
      busy: () => ({
        title: 'Redeeming your points',
        subtitle: 'Adding the credit to your wallet',
      }),
      success: () => 'Points redeemed',
      quiet: documentsNotApproved,
    },
  );

  const submit = form.handleSubmit(async (request: RedeemPointsRequest) => {
    if (!approved) {
      navigate(VERIFY_FOR_REWARDS);
      return { ok: true, result: undefined };
    }
    const outcome = await redeem.mutate(request);
    if (!outcome.ok && documentsNotApproved(outcome.failure)) navigate(VERIFY_FOR_REWARDS);
    return outcome;
  });

  return { form, submit, most };
}
