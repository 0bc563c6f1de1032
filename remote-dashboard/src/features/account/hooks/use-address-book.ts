import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  useApi,
  useSession,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import type { Address, AddressInput, AddressList } from '@storefront/shared/contracts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  toAddressInput,
  updateAddress,
} from '../api/addresses';

/** Which form is open: a new address, or the one being edited. */
export type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

/**
 * The customer's addresses and what changes them. After every change the list
 * is read again, because one change can move the default to another address.
 */
export function useAddressBook() {
  const user = useSession('user');
  const list = useApi<AddressList>(user ? `addresses:${user.id}` : null, listAddresses);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reload() {
    try {
      list.replace(await listAddresses());
    } catch {
      // The change is saved; reading the list again the usual way shows its error, if any.
      list.retry();
    }
  }

  /** Saves the open form; the form shows field errors itself, so failures are rethrown. */
  async function save(input: AddressInput) {
    const current = editing;
    if (!current) return;
    loaderService.show({ title: 'Saving your address', subtitle: 'Updating your address book' });
    if (current.mode === 'new') await createAddress(input);
    else await updateAddress(current.address.id, input);
    loaderService.success('Address saved');
    setEditing(null);
    await reload();
  }

  async function change(work: () => Promise<unknown>, busyText: string, doneText: string) {
    setError(null);
    setBusy(true);
    loaderService.show({ title: busyText, subtitle: 'Updating your address book' });
    try {
      await work();
      loaderService.success(doneText);
      await reload();
    } catch (caught) {
      const failure = describeApiError(caught);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  const makeDefault = (address: Address) =>
    change(
      () => updateAddress(address.id, { ...toAddressInput(address), isDefault: true }),
      'Setting your default address',
      'Default address set',
    );

  const remove = (address: Address) =>
    change(() => deleteAddress(address.id), 'Deleting the address', 'Address deleted');

  return { list, editing, setEditing, save, makeDefault, remove, error, busy };
}
