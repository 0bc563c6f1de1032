import { Link, formatMoney, type ApiFailure, type CartState } from '@storefront/shared';
import type { PlaceOrderRequest } from '@storefront/shared/contracts';
import { deliveryFeeMinor } from '@storefront/shared/constants';
import { PostalAddress } from '../../../components/postal-address';
import { PAYMENT_LABELS, paymentMethodFor } from '../../../lib/payment';
import type { CheckoutDraft } from '../hooks/use-checkout-draft';
import { useWalletPayment, VERIFY_DOCUMENTS_PATH } from '../hooks/use-wallet-payment';
import { CheckoutStep } from './checkout-step';
import { WalletPaymentOption } from './wallet-payment';

export interface ReviewStepProps {
  cart: CartState;
  draft: CheckoutDraft;
  storeName: string;
  focus: boolean;
  placing: boolean;
  error: string | null;
  /** Why the last attempt to place the order failed, if it did. */
  failure?: ApiFailure | null;
  onBack?: () => void;
  onPlace: (request: PlaceOrderRequest) => void;
}

export function ReviewStep(props: ReviewStepProps) {
  const { cart, draft, storeName, focus, placing, error, failure = null, onBack, onPlace } = props;
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const fee = deliveryFeeMinor(draft.deliveryOption, cart.subtotalMinor);
  const paymentMethod = paymentMethodFor(draft.deliveryOption);
  const delivery = draft.deliveryOption === 'delivery';
  const totalMinor = cart.subtotalMinor + fee;
  const wallet = useWalletPayment(totalMinor, failure);

  function place() {
    const fromWallet = wallet.checkout();
    if (fromWallet === null) return;
    onPlace({
      deliveryOption: draft.deliveryOption,
      addressId: delivery ? draft.address?.id : undefined,
      paymentMethod,
      ...fromWallet,
    });
  }

  return (
    <CheckoutStep title="Review your order" focus={focus}>
      <ul className="sf-review-lines" aria-label="Items">
        {cart.lines.map((line) => (
          <li key={line.productId}>
            <span>
              {line.name} × {line.quantity}
            </span>
            <span>{money(line.priceMinor * line.quantity)}</span>
          </li>
        ))}
      </ul>
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
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_LABELS[paymentMethod]}</dd>
        </div>
      </dl>
      <WalletPaymentOption wallet={wallet} />
      <dl className="sf-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(cart.subtotalMinor)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{fee === 0 ? 'Free' : money(fee)}</dd>
        </div>
        <div className="sf-totals__grand">
          <dt>Total</dt>
          <dd>{money(totalMinor)}</dd>
        </div>
        {wallet.amountMinor > 0 && (
          <>
            <div>
              <dt>Paid from wallet</dt>
              <dd>−{money(wallet.amountMinor)}</dd>
            </div>
            <div className="sf-totals__grand">
              <dt>{delivery ? 'To pay on delivery' : 'To pay at pickup'}</dt>
              <dd>{money(totalMinor - wallet.amountMinor)}</dd>
            </div>
          </>
        )}
      </dl>
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
          disabled={placing}
          onClick={place}
        >
          Place order
        </button>
      </div>
    </CheckoutStep>
  );
}
