import { useTranslation } from 'react-i18next';
import { usePushStatus } from '../../shared/socket/use-push-status';

// Silent while connected and on the first attempt. When the push connection drops, a bar under the
// header says so, that it is reconnecting and that prices may be stale; it goes once connected again.
// The status region stays in the page so screen readers hear both changes.
export const ConnectionBar = () => {
  const { t } = useTranslation();
  const status = usePushStatus();
  const dropped = status === 'offline' || status === 'reconnecting';
  return (
    <div
      role="status"
      className={dropped ? `connection-bar connection-bar--${status}` : 'visually-hidden'}
      data-testid="connection-status"
      data-status={status}
    >
      {dropped && (
        <>
          <span className="dot" aria-hidden="true" />
          <p className="connection-bar__text" data-testid="connection-bar">
            <strong>{t(`connection.${status}`)}</strong> {t('connection.stale')}
          </p>
        </>
      )}
    </div>
  );
};
