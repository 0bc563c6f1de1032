import { Link, formatMoney } from '@storefront/shared';
import { POINTS_PER_REDEEMED_UNIT } from '@storefront/shared/constants';
import { useRedeemPoints, VERIFY_FOR_REWARDS, type Redeemed } from '../hooks/use-redeem-points';
import { FormField } from '@storefront/ui';

export interface RedeemFormProps {
  balance: number;
  currency: string;
  approved: boolean;
  onRedeemed: (redeemed: Redeemed) => Promise<void> | void;
}

/** Points in steps of 100, checked as the API checks them, then turned into wallet credit. */
export function RedeemForm({ balance, currency, approved, onRedeemed }: RedeemFormProps) {
  const { form, submit, most } = useRedeemPoints(balance, approved, onRedeemed);
  const unit = formatMoney(100, currency);

  if (most === 0) {
    return (
      <p className="db-m-notice">
        You need at least {POINTS_PER_REDEEMED_UNIT} points to redeem. You have {balance}.
      </p>
    );
  }

  return (
    <form
      className="db-m-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="db-redeem-title"
    >
      <h2 id="db-redeem-title">Redeem points</h2>
      {!approved && (
        <p className="db-m-notice" data-testid="redeem-needs-documents">
          Redeeming points needs verified identity documents, so rewards only reach their owner.
          Redeem takes you to <Link to={VERIFY_FOR_REWARDS}>verify your documents</Link> first; you
          come back here afterwards.
        </p>
      )}
      <FormField
        {...form.field('points')}
        id="db-redeem-points"
        label="Points to redeem"
        hint={`In steps of ${POINTS_PER_REDEEMED_UNIT}; ${POINTS_PER_REDEEMED_UNIT} points = ${unit}. You can redeem up to ${most}.`}
        type="number"
        inputMode="numeric"
        min={POINTS_PER_REDEEMED_UNIT}
        max={most}
        step={POINTS_PER_REDEEMED_UNIT}
      />
      {form.formError && (
        <p className="db-m-notice db-m-notice--error" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="db-button" disabled={form.saving}>
        Redeem points
      </button>
    </form>
  );
}
