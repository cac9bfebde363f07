import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
  // The dismissing button's words, where "Cancel" would be ambiguous (cancelling an order).
  dismissLabel?: string;
  children: ReactNode;
}

// UI.md: every money action confirms in a dialog before anything happens. The keyboard starts on
// "Cancel", so a second Enter after submitting a form does not confirm by accident.
export const ConfirmDialog = ({ open, title, confirmLabel, onConfirm, onCancel, busy = false, danger = false, dismissLabel, children }: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dialog dialog--confirm"
      aria-labelledby={titleId}
      data-testid="confirm-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{open && children}</div>
      <div className="dialog__actions">
        <Button ref={cancel} variant="ghost" onClick={onCancel} disabled={busy}>
          {dismissLabel ?? t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy} data-testid="confirm">
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
};
