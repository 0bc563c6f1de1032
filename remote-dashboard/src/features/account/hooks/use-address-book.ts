import { useState } from 'react';
import { useApi, useSession } from '@storefront/shared';
import type { Address, AddressInput, AddressList } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  toAddressInput,
  updateAddress,
} from '../api/addresses';

/** Which form is open: a new address, or the one being edited. */
export type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

/** A change made from an address's card: the write, and what the loader says. */
interface CardChange {
  work: () => Promise<unknown>;
  busy: string;
  done: string;
}

const SUBTITLE = 'Updating your address book';

/**
 * The customer's addresses and what changes them. After every change the list
 * is read again, because one change can move the default to another address.
 */
export function useAddressBook() {
  const user = useSession('user');
  const list = useApi<AddressList>(user ? `addresses:${user.id}` : null, listAddresses);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const saveAddress = useMutation(
    (input: AddressInput) =>
      editing?.mode === 'edit' ? updateAddress(editing.address.id, input) : createAddress(input),
    {
      busy: () => ({ title: 'Saving your address', subtitle: SUBTITLE }),
      success: () => 'Address saved',
      glance: true,
    },
  );
  const cardChange = useMutation((change: CardChange) => change.work(), {
    busy: (change) => ({ title: change.busy, subtitle: SUBTITLE }),
    success: (_, change) => change.done,
    glance: true,
  });

  async function reload() {
    try {
      list.replace(await listAddresses());
    } catch {
      // The change is saved; reading the list again the usual way shows its error, if any.
      list.retry();
    }
  }

  /** Saves the open form; its failure goes back to the form, to show beside its field. */
  async function save(input: AddressInput) {
    const outcome = await saveAddress.mutate(input);
    if (outcome.ok) {
      setEditing(null);
      await reload();
    }
    return outcome;
  }

  async function change(card: CardChange) {
    setError(null);
    const outcome = await cardChange.mutate(card);
    if (outcome.ok) await reload();
    else setError(outcome.failure.message);
  }

  const makeDefault = (address: Address) =>
    change({
      work: () => updateAddress(address.id, { ...toAddressInput(address), isDefault: true }),
      busy: 'Setting your default address',
      done: 'Default address set',
    });

  const remove = (address: Address) =>
    change({
      work: () => deleteAddress(address.id),
      busy: 'Deleting the address',
      done: 'Address deleted',
    });

  return { list, editing, setEditing, save, makeDefault, remove, error, busy: cardChange.running };
}
