import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { useMeQuery } from '../../shared/session/me.api';
import { readToken } from '../../shared/session/session.storage';
import { ButtonLink } from '../../shared/ui/button-link';
import { Card } from '../../shared/ui/card';
import { CopyRow } from '../../shared/ui/copy-row';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { QrCode } from '../../shared/ui/qr-code';
import { Skeleton } from '../../shared/ui/skeleton';
import { TableHead } from '../../shared/ui/table-head';
import { useReferralQuery } from './referral.api';
import { ReferralRecords } from './referral-records';
import { ReferralStanding } from './referral-standing';
import './referral.css';

// /invite: the customer's code, link and QR code, the head count and earnings per level, and the reward records.
export const InvitePage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const session = readToken();
  const me = useMeQuery(undefined, { skip: !session });
  const { data: referral, isLoading, isError, refetch } = useReferralQuery({ session: session ?? '' }, { skip: !session });

  const body = () => {
    if (!session) return <EmptyState title={t('referral.visitor')} action={<ButtonLink to="/login">{t('referral.logIn')}</ButtonLink>} />;
    if (isLoading || me.isLoading) return <Skeleton lines={8} card />;
    if (isError || !referral) return <LoadFailed title={t('referral.loadFailed')} onRetry={refetch} />;
    const code = me.data?.invitation_code ?? referral.code;
    const link = me.data?.invite_link ?? (referral.link ? `${window.location.origin}${referral.link}` : null);
    return (
      <>
        <ReferralStanding referral={referral} />
        <Card titleId="invite-code-title" title={t('referral.codeTitle')} className="stack" data-testid="invite-code-card">
          {code && <CopyRow label={t('referral.code')} text={code} copyLabel={t('referral.copyCode')} testId="invite-code" />}
          {link && (
            <>
              <CopyRow label={t('referral.link')} text={link} copyLabel={t('referral.copyLink')} testId="invite-link" />
              <div className="referral-qr">
                <QrCode text={link} label={t('referral.qrLabel')} />
              </div>
            </>
          )}
          <p className="muted">{t('referral.how', { months: referral.months })}</p>
        </Card>
        <Card titleId="invite-levels-title" title={t('referral.levelsTitle')}>
          <table className="referral-table" data-testid="referral-levels">
            <TableHead columns={[t('referral.level'), t('referral.headcount'), t('referral.earnings')]} />
            <tbody>
              {referral.levels.map((level) => (
                <tr key={level.level}>
                  <th scope="row">{t('referral.levelN', { level: level.level })}</th>
                  <td>{level.headcount}</td>
                  <td>{format.exact(level.earnings, 2)} USDT</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted">{t('referral.total', { amount: format.exact(referral.totalEarnings, 2) })}</p>
          <ButtonLink to="/bps">{t('referral.ratesLink')}</ButtonLink>
        </Card>
        <h2 className="card__title">{t('referral.recordsTitle')}</h2>
        <ReferralRecords session={session} />
      </>
    );
  };

  return (
    <Page title={t('referral.title')} narrow>
      <div className="stack">{body()}</div>
    </Page>
  );
};
