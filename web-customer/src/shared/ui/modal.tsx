import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  // Classes beside "dialog", e.g. "dialog--confirm".
  className?: string;
  testId?: string;
  // Escape: the caller decides whether it closes (not while a request runs).
  onEscape: () => void;
  // Where the keyboard starts once the dialog shows.
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

// The one modal <dialog>: shown while open, titled by its heading, Escape handed to the caller.
export const Modal = ({ open, title, className, testId, onEscape, initialFocus, children }: ModalProps) => {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
};
