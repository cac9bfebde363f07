import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  // An optional second action beside "Close" (e.g. "I agree" on an agreement).
  action?: { label: string; onClick: () => void; testId?: string };
  testId?: string;
  children: ReactNode;
}

// A text read over the page without leaving it (an agreement over the registration form): the form
// underneath keeps everything typed. A modal <dialog>, so Escape and the keyboard work as expected.
export const Sheet = ({ open, title, onClose, action, testId, children }: SheetProps) => {
  const { t } = useTranslation();

  return (
    <Modal open={open} title={title} className="dialog--sheet" testId={testId} onEscape={onClose}>
      <div className="dialog__body sheet__body">{open && children}</div>
      <div className="dialog__actions">
        <Button variant={action ? 'ghost' : 'primary'} onClick={onClose} data-testid="sheet-close">
          {t('common.close')}
        </Button>
        {action && (
          <Button variant="primary" onClick={action.onClick} data-testid={action.testId}>
            {action.label}
          </Button>
        )}
      </div>
    </Modal>
  );
};
