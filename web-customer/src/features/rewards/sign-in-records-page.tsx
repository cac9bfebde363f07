import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { readToken } from '../../shared/session/session.storage';
import { Badge, type BadgeTone } from '../../shared/ui/badge';
import { ButtonLink } from '../../shared/ui/button-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { useSignInRecordsQuery, type SignInRecord } from './rewards.api';
import './rewards.css';

const TONES: Record<SignInRecord['rewardStatus'], BadgeTone> = { none: 'neutral', paying: 'pending', paid: 'success', paused: 'danger' };

// /benefitsDetail: every sign-in and what became of its reward.
export const SignInRecordsPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const session = readToken();
  const records = useSignInRecordsQuery({ session: session ?? '' }, { skip: !session });

  const list = (records: SignInRecord[]) => (
    <ul className="card sign-in-records" data-testid="sign-in-records">
      {records.map((record) => (
        <li key={record.id} className="sign-in-record" data-testid="sign-in-record">
          <span>
            <strong>{t('rewards.day', { day: record.cycleDay })}</strong>
            <span className="muted"> · {format.dateTime(record.signedAt)}</span>
          </span>
          <span className="sign-in-record__reward">
            {record.rewardStatus === 'paused' ? t('rewards.noReward') : `+${format.exact(record.reward, 2)} USDT`}
            <Badge tone={TONES[record.rewardStatus]}>{t(`rewards.status.${record.rewardStatus}`)}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );

  return (
    <Page title={t('rewards.recordsTitle')} narrow>
      {session ? (
        <Loaded
          query={records}
          skeleton={{ lines: 6, card: true }}
          failed={t('rewards.loadFailed')}
          empty={
            <EmptyState
              title={t('rewards.noRecords')}
              action={<ButtonLink to="/benefits">{t('rewards.title')}</ButtonLink>}
              testId="sign-in-records-empty"
            />
          }
        >
          {list}
        </Loaded>
      ) : (
        <EmptyState title={t('rewards.recordsVisitor')} action={<ButtonLink to="/login">{t('rewards.logIn')}</ButtonLink>} />
      )}
    </Page>
  );
};
