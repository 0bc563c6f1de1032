import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import './components.css';

/** What confirming came to: done (the dialog's owner closes it), or a message to show. */
export type ConfirmOutcome = { ok: true } | { ok: false; message: string; status?: number };

export interface ConfirmReason {
  label: string;
  /** Said under the box, e.g. "The customer reads this." */
  hint: string;
  /** Said when the box is left empty. */
  missing: string;
  maxLength: number;
}

export interface ConfirmDialogProps {
  title: string;
  /** What confirming does, in words. */
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** A reason the person must give (sent with the confirmation); none when absent. */
  reason?: ConfirmReason;
  /** Confirming undoes something (cancel, reject): the button says so in its colour. */
  danger?: boolean;
  onConfirm: (reason: string) => Promise<ConfirmOutcome>;
  onClose: () => void;
}

/**
 * Asks before an action, optionally for a required reason: Escape or the keep
 * button leave everything as it was. A 400 about the reason shows under it;
 * any other failure above the buttons.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  keepLabel,
  reason,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const given = text.trim();
    const problem = !reason
      ? null
      : !given
        ? reason.missing
        : given.length > reason.maxLength
          ? `Use at most ${reason.maxLength} characters.`
          : null;
    setReasonError(problem);
    setError(null);
    if (problem) {
      reasonRef.current?.focus();
      return;
    }
    setSending(true);
    const outcome = await onConfirm(given);
    if (outcome.ok) return;
    setSending(false);
    if (reason && outcome.status === 400) {
      setReasonError(outcome.message);
      reasonRef.current?.focus();
    } else {
      setError(outcome.message);
    }
  }

  const describedBy = [`${reasonId}-hint`, reasonError && `${reasonId}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <ModalDialog title={title} onClose={onClose} initialFocus={reason ? reasonRef : confirmRef}>
      <form className="db-confirm" noValidate onSubmit={(event) => void submit(event)}>
        {children}
        {reason && (
          <div className="db-field">
            <label htmlFor={reasonId}>{reason.label}</label>
            <textarea
              ref={reasonRef}
              id={reasonId}
              name="reason"
              rows={3}
              required
              maxLength={reason.maxLength}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={describedBy}
            />
            <p id={`${reasonId}-hint`} className="db-field__hint">
              {reason.hint} {text.length} of {reason.maxLength} characters.
            </p>
            {reasonError && (
              <p id={`${reasonId}-error`} className="db-field__error" role="alert">
                {reasonError}
              </p>
            )}
          </div>
        )}
        {error && (
          <p className="db-alert" role="alert">
            {error}
          </p>
        )}
        <div className="db-modal__actions">
          <button
            ref={confirmRef}
            type="submit"
            className={danger ? 'db-action db-action--danger' : 'db-action'}
            disabled={sending}
          >
            {confirmLabel}
          </button>
          <button type="button" className="db-action db-action--quiet" onClick={onClose}>
            {keepLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
