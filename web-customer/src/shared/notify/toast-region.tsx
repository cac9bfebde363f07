import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectToasts, toastDismissed, TOAST_DURATION_MS, type Toast } from './notify.slice';

const ToastItem = ({ toast }: { toast: Toast }) => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <li className={`toast toast--${toast.tone}`} data-testid="toast">
      {toast.text}
    </li>
  );
};

export const ToastRegion = () => {
  const toasts = useAppSelector(selectToasts);
  return (
    <ol className="toast-region" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
};
