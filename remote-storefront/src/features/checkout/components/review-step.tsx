import { useState } from 'react';
import { formatSlot, Link, type ApiFailure } from '@storefront/shared';
import { DEFAULT_SUBSTITUTION, type SubstitutionDefault } from '@storefront/shared/constants';
import type { CartLine, DraftSubstitution, PlaceOrderRequest } from '@storefront/shared/contracts';
import { PostalAddress } from '../../../components/postal-address';
import { DiscountCodeForm } from '../../../discount/discount-code-form';
import type { DiscountCode } from '../../../discount/use-discount-code';
import { PAYMENT_LABELS } from '../../../lib/payment';
import { checkoutPath } from '../hooks/checkout-steps';
import type { CheckoutDraft } from '../hooks/use-checkout-draft';
import type { PaymentChoice } from '../hooks/use-payment-choice';
import { substitutionRequest } from '../hooks/substitution-request';
import { VERIFY_DOCUMENTS_PATH, type WalletPayment } from '../hooks/use-wallet-payment';
import { CheckoutStep } from './checkout-step';
import { PaymentChoiceFields } from './payment-choice';
import { SubstitutionChoices } from './substitution-choices';
import { WalletPaymentOption } from './wallet-payment';

export interface ReviewStepProps {
  draft: CheckoutDraft;
  /** The cart's lines, each with its choice if it is short at picking. */
  lines: readonly CartLine[];
  storeName: string;
  focus: boolean;
  placing: boolean;
  /** The wallet part of the payment; the summary beside the step shows the split. */
  wallet: WalletPayment;
  /** In person or by card: a choice only where the store takes cards. */
  payment: PaymentChoice;
  /** The discount code, applied or removed here as on the cart page; placing the order sends it. */
  discount: DiscountCode;
  error: string | null;
  /** Why the slot was refused at placing, while no other is chosen: the order waits for one. */
  slotRefusal?: string | null;
  /** Why the last attempt to place the order failed, if it did. */
  failure?: ApiFailure | null;
  onBack?: () => void;
  onPlace: (request: PlaceOrderRequest) => void;
  onSubstitutionDefault: (value: SubstitutionDefault) => void;
  onSubstitution: (productId: number, substitution: DraftSubstitution) => void;
}

export function ReviewStep(props: ReviewStepProps) {
  const {
    draft,
    storeName,
    focus,
    placing,
    wallet,
    payment,
    discount,
    error,
    slotRefusal = null,
    failure = null,
    onBack,
    onPlace,
  } = props;
  const delivery = draft.deliveryOption === 'delivery';
  // A line set to "This one instead" whose product is not picked yet, once placing was tried.
  const [missingSubstitute, setMissingSubstitute] = useState<number | null>(null);

  function place() {
    const substitutions = substitutionRequest(draft, props.lines);
    if ('missing' in substitutions) {
      setMissingSubstitute(substitutions.missing.productId);
      return;
    }
    setMissingSubstitute(null);
    const fromWallet = wallet.checkout();
    if (fromWallet === null) return;
    onPlace({
      ...substitutions.fields,
      deliveryOption: draft.deliveryOption,
      addressId: delivery ? draft.address?.id : undefined,
      paymentMethod: payment.method,
      ...fromWallet,
      // A code that takes nothing off now is not sent: the summary says why, and the order goes without it.
      ...(discount.applied && !discount.applied.notApplying
        ? { discountCode: discount.applied.code }
        : {}),
      ...(draft.slot ? { slot: { windowId: draft.slot.windowId, date: draft.slot.date } } : {}),
    });
  }

  return (
    <CheckoutStep title="Review your order" focus={focus}>
      <dl className="sf-review-facts">
        <div>
          <dt>{delivery ? 'Home delivery to' : 'Store pickup'}</dt>
          <dd>
            {delivery && draft.address ? (
              <PostalAddress {...draft.address} />
            ) : (
              `Pick up at ${storeName}`
            )}
          </dd>
        </div>
        {draft.slot && (
          <div>
            <dt>{delivery ? 'Delivery slot' : 'Pickup slot'}</dt>
            <dd>
              {formatSlot(draft.slot)}{' '}
              <Link className="sf-review-facts__change" to={checkoutPath('delivery')}>
                Change slot
              </Link>
            </dd>
          </div>
        )}
        {!payment.offered && (
          <div>
            <dt>Payment</dt>
            <dd>{PAYMENT_LABELS[payment.method]}</dd>
          </div>
        )}
      </dl>
      <SubstitutionChoices
        lines={props.lines}
        substitutionDefault={draft.substitutionDefault ?? DEFAULT_SUBSTITUTION}
        substitutions={draft.substitutions ?? {}}
        missingProductId={missingSubstitute}
        onDefaultChange={props.onSubstitutionDefault}
        onLineChange={props.onSubstitution}
      />
      <DiscountCodeForm discount={discount} />
      <WalletPaymentOption wallet={wallet} />
      {payment.offered && <PaymentChoiceFields payment={payment} />}
      {slotRefusal && (
        <p className="sf-notice sf-notice--error" role="alert">
          {slotRefusal} <Link to={checkoutPath('delivery')}>Choose another slot</Link>
        </p>
      )}
      {error && (
        <p className="sf-notice sf-notice--error" role="alert">
          {error}
          {failure?.code === 'DOCUMENTS_NOT_APPROVED' && (
            <>
              {' '}
              <Link to={VERIFY_DOCUMENTS_PATH}>Verify your documents to pay from your wallet</Link>
            </>
          )}
        </p>
      )}
      <div className="sf-checkout-actions">
        {onBack && (
          <button type="button" className="sf-button sf-button--outline" onClick={onBack}>
            Back
          </button>
        )}
        <button
          type="button"
          className="sf-button sf-button--solid"
          disabled={placing || slotRefusal !== null}
          onClick={place}
        >
          {/* A card order is placed, then paid on Stripe's page. */}
          {payment.leavesToPay ? 'Continue to payment' : 'Place order'}
        </button>
      </div>
    </CheckoutStep>
  );
}
