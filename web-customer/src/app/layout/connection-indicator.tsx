import { useTranslation } from 'react-i18next';
import { usePushStatus } from '../../shared/socket/use-push-status';

// Silent while connected or on the first attempt; says so when prices may be stale.
export const ConnectionIndicator = () => {
  const { t } = useTranslation();
  const status = usePushStatus();
  const shown = status === 'offline' || status === 'reconnecting';
  const text = status === 'offline' ? t('connection.offline') : t('connection.reconnecting');
  return (
    <span
      role="status"
      className={shown ? `connection connection--${status}` : 'visually-hidden'}
      title={shown ? text : undefined}
      data-testid="connection-status"
      data-status={status}
    >
      {shown && (
        <>
          <span className="dot" aria-hidden="true" />
          <span className="connection__text">{text}</span>
        </>
      )}
    </span>
  );
};
