import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { useLoginHistoryQuery, type LoginRecord } from '../../shared/security/security.api';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useDeviceName } from './use-device-name';
import { Card } from '../../shared/ui/card';

const outcomeKey = (login: LoginRecord, now: number) => {
  if (login.endReason) return `security.ended.${login.endReason}`;
  return Date.parse(login.expiresAt) <= now ? 'security.ended.expired' : 'security.ended.open';
};

// Every login of the last 90 days: when, from where, on what, and how it ended.
export const LoginHistoryCard = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const deviceName = useDeviceName();
  const { data: logins, isLoading, isError, refetch } = useLoginHistoryQuery();
  const now = Date.now();
  return (
    <Card className="stack" titleId="logins-title" title={t('security.historyTitle')} data-testid="login-history">
      <p className="muted">{t('security.historyLead')}</p>
      {isLoading && <Skeleton lines={4} />}
      {isError && <LoadFailed title={t('security.historyFailed')} onRetry={refetch} />}
      {logins?.length === 0 && <EmptyState title={t('security.historyEmpty')} />}
      {logins && logins.length > 0 && (
        <ul className="session-list">
          {logins.map((login) => (
            <li key={login.id} className="session-list__item" data-testid="login-record">
              <div>
                <p className="session-list__device">{deviceName(login.userAgent)}</p>
                <p className="muted">
                  {format.dateTime(login.openedAt)} · {login.ip}
                </p>
              </div>
              <span className="muted">{t(outcomeKey(login, now))}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
