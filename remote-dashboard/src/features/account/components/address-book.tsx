import { toAddressInput } from '../api/addresses';
import { useAddressBook } from '../hooks/use-address-book';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { FormAlert, LoadError, LoadingNote } from '@storefront/ui';

/** Add, edit, delete and choose the default among the customer's addresses. */
export function AddressBook() {
  const book = useAddressBook();
  const { list, editing } = book;
  const items = list.data?.items;

  return (
    <section className="db-section" aria-labelledby="db-address-book">
      <h2 id="db-address-book">Address book</h2>
      <FormAlert>{book.error}</FormAlert>
      {list.failure ? (
        <LoadError what="your addresses" failure={list.failure} onRetry={list.retry} />
      ) : !items ? (
        <LoadingNote>Loading your addresses…</LoadingNote>
      ) : (
        <>
          {items.length === 0 && <p>You have no saved addresses yet.</p>}
          <ul className="db-addresses">
            {items.map((address) =>
              editing?.mode === 'edit' && editing.address.id === address.id ? (
                <li key={address.id} className="db-address">
                  <AddressForm
                    title="Edit address"
                    initial={toAddressInput(address)}
                    onSave={book.save}
                    onCancel={() => book.setEditing(null)}
                  />
                </li>
              ) : (
                <AddressCard
                  key={address.id}
                  address={address}
                  busy={book.busy}
                  onEdit={() => book.setEditing({ mode: 'edit', address })}
                  onMakeDefault={() => void book.makeDefault(address)}
                  onDelete={() => void book.remove(address)}
                />
              ),
            )}
          </ul>
          {editing?.mode === 'new' ? (
            <AddressForm
              title="New address"
              onSave={book.save}
              onCancel={() => book.setEditing(null)}
            />
          ) : (
            <button
              type="button"
              className="db-button"
              onClick={() => book.setEditing({ mode: 'new' })}
            >
              Add an address
            </button>
          )}
        </>
      )}
    </section>
  );
}
