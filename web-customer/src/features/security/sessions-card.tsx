import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { useOpenSessionsQuery, useSignOutSessionsMutation, type OpenSession } from '../../shared/security/security.api';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useDeviceName } from './use-device-name';
import { Card } from '../../shared/ui/card';

// Open sessions, this device first marked; any other can be signed out, or all of them at once.
export const SessionsCard = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const deviceName = useDeviceName();
  const { data: sessions, isLoading, isError, refetch } = useOpenSessionsQuery();
  const [signOut, { isLoading: signingOut }] = useSignOutSessionsMutation();
  // The session to sign out, or 'others' for every one but this device's.
  const [confirming, setConfirming] = useState<OpenSession | 'others' | null>(null);

  const confirm = async () => {
    if (!confirming) return;
    await signOut({ id: confirming === 'others' ? null : confirming.id });
    setConfirming(null);
  };
  const others = sessions?.filter((session) => !session.current) ?? [];

  return (
    <Card className="stack" titleId="sessions-title" title={t('security.sessionsTitle')} data-testid="sessions">
      {isLoading && <Skeleton lines={3} />}
      {isError && <LoadFailed title={t('security.sessionsFailed')} onRetry={refetch} />}
      {sessions && (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.id} className="session-list__item" data-testid="session" data-current={session.current ? 'true' : undefined}>
              <div>
                <p className="session-list__device">{deviceName(session.userAgent)}</p>
                <p className="muted">{t('security.sessionFrom', { ip: session.ip, date: format.dateTime(session.openedAt) })}</p>
              </div>
              {session.current ? (
                <span className="badge">{t('security.thisDevice')}</span>
              ) : (
                <Button variant="secondary" className="button--small" onClick={() => setConfirming(session)} data-testid="session-sign-out">
                  {t('security.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button variant="danger" block onClick={() => setConfirming('others')} data-testid="sign-out-others">
          {t('security.signOutOthers')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'others' ? t('security.signOutOthers') : t('security.signOutTitle')}
        confirmLabel={t('security.signOut')}
        danger
        busy={signingOut}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming === 'others'
            ? t('security.signOutOthersBody', { count: others.length })
            : confirming && t('security.signOutBody', { device: deviceName(confirming.userAgent) })}
        </p>
      </ConfirmDialog>
    </Card>
  );
};
