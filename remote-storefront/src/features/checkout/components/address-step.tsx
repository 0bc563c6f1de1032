import { useApi } from '@storefront/shared';
import { useEffect, useState } from 'react';
import type { Address } from '@storefront/shared/contracts';
import { LoadError } from '@storefront/ui';
import { PostalAddress } from '../../../components/postal-address';
import { getAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';
import { CheckoutStep } from './checkout-step';
import { useEffectEvent } from '../../../hooks/use-effect-event';

const NEW_ADDRESS = 'new';

export interface AddressStepProps {
  /** addressStatus is off: use the default address without asking, when there is one. */
  auto: boolean;
  selectedId: string | undefined;
  focus: boolean;
  /** `automatic`: picked without the customer (addressStatus is off). */
  onChoose: (address: Address, automatic?: boolean) => void;
  onBack?: () => void;
}

function preferred(addresses: Address[]): Address | undefined {
  return addresses.find((address) => address.isDefault) ?? addresses[0];
}

export function AddressStep({ auto, selectedId, focus, onChoose, onBack }: AddressStepProps) {
  const { data: addresses, failure, retry } = useApi('addresses', getAddresses);
  const [choice, setChoice] = useState<string | null>(selectedId ?? null);
  const fallback = auto ? undefined : preferred(addresses ?? []);

  const chooseByItself = useEffectEvent((address: Address) => onChoose(address, true));
  useEffect(() => {
    const address = auto && addresses ? preferred(addresses) : undefined;
    if (address) chooseByItself(address);
  }, [auto, addresses]);

  if (failure) {
    return (
      <CheckoutStep title="Delivery address" focus={focus}>
        <LoadError what="your addresses" failure={failure} onRetry={retry} />
      </CheckoutStep>
    );
  }
  if (!addresses || (auto && addresses.length > 0)) {
    return (
      <CheckoutStep title="Delivery address" focus={focus}>
        <div className="sf-skeleton sf-skeleton--block" aria-hidden="true" />
        <p className="sf-visually-hidden" role="status">
          Loading your addresses
        </p>
      </CheckoutStep>
    );
  }

  // A remembered choice may name an address deleted since; then the default is chosen.
  const known = choice === NEW_ADDRESS || addresses.some((address) => address.id === choice);
  const selected =
    addresses.length === 0 ? NEW_ADDRESS : known && choice ? choice : (fallback?.id ?? NEW_ADDRESS);
  const chosen = addresses.find((address) => address.id === selected);

  return (
    <CheckoutStep title="Delivery address" focus={focus}>
      {addresses.length > 0 ? (
        <fieldset className="sf-choices">
          <legend>Where should we deliver?</legend>
          {addresses.map((address) => (
            <label key={address.id} className="sf-choice">
              <input
                type="radio"
                name="addressId"
                value={address.id}
                checked={selected === address.id}
                onChange={() => setChoice(address.id)}
              />
              <span>
                <PostalAddress {...address} />
                {address.isDefault && <span className="sf-tag">Default</span>}
              </span>
            </label>
          ))}
          <label className="sf-choice">
            <input
              type="radio"
              name="addressId"
              value={NEW_ADDRESS}
              checked={selected === NEW_ADDRESS}
              onChange={() => setChoice(NEW_ADDRESS)}
            />
            <span>
              <strong>Add a new address</strong>
            </span>
          </label>
        </fieldset>
      ) : (
        <p>Add the address we should deliver to.</p>
      )}
      {selected === NEW_ADDRESS ? (
        <AddressForm onSaved={(address) => onChoose(address)} onBack={onBack} />
      ) : (
        <div className="sf-checkout-actions">
          {onBack && (
            <button type="button" className="sf-button sf-button--outline" onClick={onBack}>
              Back
            </button>
          )}
          <button
            type="button"
            className="sf-button sf-button--solid"
            disabled={!chosen}
            onClick={() => chosen && onChoose(chosen)}
          >
            Continue
          </button>
        </div>
      )}
    </CheckoutStep>
  );
}
