import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import './modal-dialog.css';

export interface ModalDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Escape, or the caller's own "keep" button. */
  onClose: () => void;
  /** What takes the focus when the dialog opens; the dialog itself when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its heading, takes the focus when it opens and
 * keeps it inside while open (Tab wraps), closes on Escape, and hands the
 * focus back to whatever opened it.
 */
export function ModalDialog({ title, children, onClose, initialFocus }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? dialogRef.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="db-modal-backdrop">
      <div
        ref={dialogRef}
        className="db-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId} className="db-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
