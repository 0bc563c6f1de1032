import { useState } from 'react';
import type { Address } from '@storefront/shared/contracts';
import { readableMobile, StatusBadge } from '@storefront/ui';

export interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One address with its actions; deleting asks first. */
export function AddressCard({ address, busy, onEdit, onMakeDefault, onDelete }: AddressCardProps) {
  const [confirming, setConfirming] = useState(false);
  const label = `${address.recipient}, ${address.line1}`;
  return (
    <li className="db-address" aria-label={label}>
      <address>
        <strong>{address.recipient}</strong>
        <br />
        {address.line1}
        {address.line2 && (
          <>
            <br />
            {address.line2}
          </>
        )}
        <br />
        {address.city} {address.postcode}
        {address.phone && (
          <>
            <br />
            {readableMobile(address.phone)}
          </>
        )}
      </address>
      {address.isDefault && (
        <StatusBadge tone="good" className="db-address-default">
          Default address
        </StatusBadge>
      )}
      {confirming ? (
        <div className="db-actions" role="group" aria-label="Confirm deletion">
          <p className="db-confirm">Delete this address?</p>
          <button
            type="button"
            className="db-button db-button--danger"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            Yes, delete
          </button>
          <button
            type="button"
            className="db-button db-button--quiet"
            onClick={() => setConfirming(false)}
          >
            Keep it
          </button>
        </div>
      ) : (
        <div className="db-actions">
          <button type="button" className="db-button db-button--quiet" onClick={onEdit}>
            Edit
          </button>
          {!address.isDefault && (
            <button
              type="button"
              className="db-button db-button--quiet"
              disabled={busy}
              onClick={onMakeDefault}
            >
              Set as default
            </button>
          )}
          <button
            type="button"
            className="db-button db-button--quiet"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}
