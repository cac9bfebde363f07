import { useTranslation } from 'react-i18next';
import { toastShown } from '../notify/notify.slice';
import { useAppDispatch } from '../store/hooks';

export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(toastShown(t('common.copied'), 'success'));
    } catch {
      dispatch(toastShown(t('common.copyFailed'), 'warning'));
    }
  };
  return (
    <button type="button" className="button button--secondary button--small" onClick={copy} aria-label={label}>
      {t('common.copy')}
    </button>
  );
};
