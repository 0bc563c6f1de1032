import { useRef, useState, type FormEvent } from 'react';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { FormAlert, FormField, ModalDialog } from '@storefront/ui';

/** Deleting the account, asked for again with the password in a dialog. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const deletion = useDeleteAccount();

  function close() {
    if (deletion.deleting) return;
    setOpen(false);
    deletion.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    void deletion.submit(event).then((deleted) => {
      if (!deleted) passwordRef.current?.focus();
    });
  }

  return (
    <section className="db-section" aria-labelledby="db-delete-account">
      <h2 id="db-delete-account">Delete account</h2>
      <p>
        Your details, addresses, favourites, cart and documents are removed, and you are signed out
        everywhere. Your wallet balance and points are lost. The store keeps your past orders,
        without your name.
      </p>
      <button type="button" className="db-button db-button--danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      {open && (
        <ModalDialog title="Delete your account?" onClose={close} initialFocus={passwordRef}>
          <form
            className="db-delete-form"
            noValidate
            onSubmit={submit}
            aria-label="Delete your account"
          >
            <p>This cannot be undone. Enter your password to confirm.</p>
            <FormField
              ref={passwordRef}
              idPrefix="db-delete"
              {...deletion.field('password')}
              label="Password"
              type="password"
              autoComplete="current-password"
              required
            />
            <FormAlert>{deletion.formError}</FormAlert>
            <div className="db-actions">
              <button
                type="submit"
                className="db-button db-button--danger"
                disabled={deletion.deleting}
              >
                {deletion.deleting ? 'Deleting…' : 'Delete my account'}
              </button>
              <button
                type="button"
                className="db-button db-button--quiet"
                disabled={deletion.deleting}
                onClick={close}
              >
                Keep my account
              </button>
            </div>
          </form>
        </ModalDialog>
      )}
    </section>
  );
}
