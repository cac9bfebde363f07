import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

// A form's confirmation step: the form asks, the dialog confirms or cancels, success closes it.
export interface ConfirmStep {
  open: boolean;
  ask: () => void;
  close: () => void;
}

export const useConfirmStep = (): ConfirmStep => {
  const [open, setOpen] = useState(false);
  return useMemo(() => ({ open, ask: () => setOpen(true), close: () => setOpen(false) }), [open]);
};

// Either a ConfirmStep, or its open state and cancel handler apart.
type ConfirmState = { step: ConfirmStep; open?: never; onCancel?: never } | { step?: never; open: boolean; onCancel: () => void };

type ConfirmDialogProps = ConfirmState & {
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
  // The dismissing button's words, where "Cancel" would be ambiguous (cancelling an order).
  dismissLabel?: string;
  children: ReactNode;
};

// UI.md: every money action confirms in a dialog before anything happens. The keyboard starts on
// "Cancel", so a second Enter after submitting a form does not confirm by accident.
export const ConfirmDialog = ({ title, confirmLabel, onConfirm, busy = false, danger = false, dismissLabel, children, ...state }: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const { open, onCancel } = state.step ? { open: state.step.open, onCancel: state.step.close } : state;
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      title={title}
      className="dialog--confirm"
      testId="confirm-dialog"
      initialFocus={cancel}
      onEscape={() => {
        if (!busy) onCancel();
      }}
    >
      <div className="dialog__body">{open && children}</div>
      <div className="dialog__actions">
        <Button ref={cancel} variant="ghost" onClick={onCancel} disabled={busy}>
          {dismissLabel ?? t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy} data-testid="confirm">
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
};
