import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Badge, type BadgeTone } from '../../shared/ui/badge';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { useReferralRecordsQuery, type ReferralRecord } from './referral.api';

const TONES: Record<string, BadgeTone> = {
  none: 'neutral',
  paying: 'pending',
  paid: 'success',
  refused: 'danger',
  'clawed-back': 'danger',
};

// Every commission line: on /invite the reward records (id, profit, remark, time), on /bps the statement per fee event.
export const ReferralRecords = ({ session, statement = false }: { session: string; statement?: boolean }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useAppSelector(selectLanguage);
  const records = useReferralRecordsQuery({ session, lang });
  return (
    <Loaded
      query={records}
      skeleton={{ lines: 5, card: true }}
      failed={t('referral.loadFailed')}
      empty={<EmptyState title={t('referral.noRecords')} testId="referral-records-empty" />}
    >
      {(rows) => (
        <ul className="card referral-records" data-testid="referral-records">
          {rows.map((record: ReferralRecord) => (
            <li key={record.id} className="referral-record" data-testid="referral-record">
              <div className="referral-record__head">
                <strong>+{format.exact(record.profit, 2)} USDT</strong>
                <Badge tone={TONES[record.status] ?? 'neutral'}>
                  {t(`referral.status.${record.status}`, { defaultValue: record.status })}
                </Badge>
              </div>
              <p>{record.remark}</p>
              {statement && (
                <p className="muted">
                  {t('referral.statementLine', {
                    fee: format.exact(record.fee, 2),
                    coin: record.coin,
                    rate: record.rateBps,
                    level: record.level,
                    referred: record.referred,
                  })}
                </p>
              )}
              <p className="muted mono break">
                {record.id} · {format.dateTime(record.time)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
};
