import { useState, type FormEvent } from 'react';
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

/** The most that can be redeemed: the balance rounded down to a step of 100. */
function mostRedeemable(balance: number): number {
  return Math.floor(balance / POINTS_PER_REDEEMED_UNIT) * POINTS_PER_REDEEMED_UNIT;
}

/** Points in steps of 100, checked as the API checks them, then turned into wallet credit. */
export function RedeemForm({ balance, currency, approved, onRedeemed }: RedeemFormProps) {
  const most = mostRedeemable(balance);
  const [typed, setTyped] = useState(String(most || POINTS_PER_REDEEMED_UNIT));
  const { redeem, fieldError, formError, redeeming } = useRedeemPoints(onRedeemed);
  const unit = formatMoney(100, currency);

  if (most === 0) {
    return (
      <p className="db-m-notice">
        You need at least {POINTS_PER_REDEEMED_UNIT} points to redeem. You have {balance}.
      </p>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void redeem(typed, balance, approved);
  }

  return (
    <form className="db-m-form" onSubmit={submit} noValidate aria-labelledby="db-redeem-title">
      <h2 id="db-redeem-title">Redeem points</h2>
      {!approved && (
        <p className="db-m-notice" data-testid="redeem-needs-documents">
          Redeeming points needs verified identity documents, so rewards only reach their owner.
          Redeem takes you to <Link to={VERIFY_FOR_REWARDS}>verify your documents</Link> first; you
          come back here afterwards.
        </p>
      )}
      <FormField
        id="db-redeem-points"
        name="points"
        label="Points to redeem"
        error={fieldError}
        hint={`In steps of ${POINTS_PER_REDEEMED_UNIT}; ${POINTS_PER_REDEEMED_UNIT} points = ${unit}. You can redeem up to ${most}.`}
        type="number"
        inputMode="numeric"
        min={POINTS_PER_REDEEMED_UNIT}
        max={most}
        step={POINTS_PER_REDEEMED_UNIT}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {formError && (
        <p className="db-m-notice db-m-notice--error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="db-button" disabled={redeeming}>
        Redeem points
      </button>
    </form>
  );
}
