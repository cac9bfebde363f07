import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { absDecimal, isNegativeDecimal, isZeroDecimal } from '../../../shared/decimal/decimal';
import { useFormat } from '../../../shared/format/use-format';
import { CopyButton } from '../../../shared/ui/copy-button';
import { useAccountLabel } from '../account-label';
import { maskAccountNumber } from '../bank-card-rules';
import type { AccountRecord, DepositRecord, WithdrawalRecord } from '../funding.types';
import { StatusBadge } from '../status-badge';
import { describeMemo } from './record-memo';

const short = (text: string) => (text.length > 22 ? `${text.slice(0, 10)}…${text.slice(-8)}` : text);

// 'transfer_in' -> 'Transfer in': how an account record type the app has no words for is shown.
const humanize = (type: string) => {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
};

const Row = ({ kind, children }: { kind: string; children: ReactNode }) => (
  <li className="record" data-testid="record-row" data-kind={kind}>
    {children}
  </li>
);

export const DepositItem = ({ record }: { record: DepositRecord }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Row kind="deposit">
      <div className="record__head">
        <p className="record__title">{t('records.depositTitle', { coin: record.coin, chain: record.chain })}</p>
        <StatusBadge status={record.status} />
      </div>
      <p className="record__amount" data-testid="record-amount" data-value={record.amount}>
        {format.amount(record.amount)} {record.coin}
      </p>
      <dl className="record__facts">
        <div>
          <dt>{t('records.time')}</dt>
          <dd>
            <time dateTime={record.created_at}>{format.dateTime(record.created_at)}</time>
          </dd>
        </div>
        {record.tx_hash && (
          <div>
            <dt>{t('deposit.txHash')}</dt>
            <dd className="mono" title={record.tx_hash}>
              {short(record.tx_hash)}
            </dd>
          </div>
        )}
        {record.remark && (
          <div>
            <dt>{t('funding.remark')}</dt>
            <dd>{record.remark}</dd>
          </div>
        )}
      </dl>
      {record.status === 'rejected' && record.reason && <p className="record__reason">{t('records.reason', { reason: record.reason })}</p>}
    </Row>
  );
};

export const WithdrawalItem = ({ record }: { record: WithdrawalRecord }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const to =
    record.method === 'bank'
      ? [record.bank?.bank_name, record.bank?.account_number && maskAccountNumber(record.bank.account_number)].filter(Boolean).join(' ')
      : record.address;
  return (
    <Row kind="withdrawal">
      <div className="record__head">
        <p className="record__title">
          {record.method === 'bank'
            ? t('records.bankWithdrawalTitle', { coin: record.coin })
            : t('records.withdrawalTitle', { coin: record.coin, chain: record.chain ?? '' })}
        </p>
        <StatusBadge status={record.status} />
      </div>
      <p className="record__amount" data-testid="record-amount" data-value={record.amount}>
        {format.amount(record.amount)} {record.coin}
      </p>
      <dl className="record__facts">
        <div>
          <dt>{t('funding.fee')}</dt>
          <dd>
            {format.amount(record.fee)} {record.coin}
          </dd>
        </div>
        {record.status === 'rejected' ? (
          <div>
            <dt>{t('records.returned')}</dt>
            <dd data-testid="record-returned">
              {format.amount(record.amount)} {record.coin}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{record.status === 'completed' ? t('records.sent') : t('withdraw.receive')}</dt>
            <dd>
              {format.amount(record.receive)} {record.coin}
            </dd>
          </div>
        )}
        {to && (
          <div>
            <dt>{t('records.to')}</dt>
            <dd className={record.method === 'crypto' ? 'mono' : undefined} title={to}>
              {record.method === 'crypto' ? short(to) : to}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('records.time')}</dt>
          <dd>
            <time dateTime={record.created_at}>{format.dateTime(record.created_at)}</time>
          </dd>
        </div>
      </dl>
      {(record.status === 'pending' || record.status === 'approving') && record.review_hold_until && Date.parse(record.review_hold_until) > Date.now() && (
        <p className="notice notice--info" data-testid="record-hold">
          {t('records.heldUntil', { date: format.dateTime(record.review_hold_until) })}
        </p>
      )}
      {record.status === 'rejected' && (
        <p className="record__reason" data-testid="record-rejection">
          {record.reason
            ? t('records.withdrawalRejected', { reason: record.reason, amount: `${format.amount(record.amount)} ${record.coin}` })
            : t('records.withdrawalRejectedNoReason', { amount: `${format.amount(record.amount)} ${record.coin}` })}
        </p>
      )}
    </Row>
  );
};

export const AccountItem = ({ record }: { record: AccountRecord }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const accountLabel = useAccountLabel();
  const out = isNegativeDecimal(record.amount);
  const sign = isZeroDecimal(record.amount) ? '' : out ? '−' : '+';
  return (
    <Row kind="account">
      <div className="record__head">
        <p className="record__title">{t(`records.entryType.${record.type}`, { defaultValue: record.title || humanize(record.type) })}</p>
        <span className="muted">{accountLabel(record.account)}</span>
      </div>
      <p className={`record__amount record__amount--${out ? 'out' : 'in'}`} data-testid="record-amount" data-value={record.amount}>
        {sign}
        {format.amount(absDecimal(record.amount))} {record.coin}
      </p>
      <dl className="record__facts">
        <div>
          <dt>{t('records.balanceAfter')}</dt>
          <dd data-testid="record-balance-after">
            {format.amount(record.balance_after)} {record.coin}
          </dd>
        </div>
        <div>
          <dt>{t('records.time')}</dt>
          <dd>
            <time dateTime={record.time}>{format.dateTime(record.time)}</time>
          </dd>
        </div>
        {record.memo && <MemoFact memo={record.memo} description={record.description} />}
      </dl>
    </Row>
  );
};

// What the ledger's memo says, in the customer's words: a transfer between two named accounts, a
// deposit, or a short reference to quote to support. What the app has no words for, the server's
// description says in the customer's language (never the auditors' English memo).
const MemoFact = ({ memo, description }: { memo: string; description: string }) => {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  const described = describeMemo(memo);
  if (described.kind === 'reference')
    return (
      <>
        {description && <Details text={description} />}
        <div>
          <dt>{t('records.reference')}</dt>
          <dd className="record__reference">
            <span className="mono" title={described.full} data-testid="record-reference">
              {described.reference}
            </span>
            <CopyButton text={described.reference} label={t('records.copyReference', { reference: described.reference })} />
          </dd>
        </div>
      </>
    );
  const text =
    described.kind === 'transfer'
      ? t('records.transferBetween', { from: accountLabel(described.from), to: accountLabel(described.to) })
      : described.kind === 'deposit'
        ? t('records.depositTitle', { coin: described.coin, chain: described.chain })
        : described.kind === 'key'
          ? t(`records.memo.${described.key}`)
          : described.kind === 'withdrawalRejected'
            ? t('records.memo.withdrawalRejected', { reason: described.reason })
            : description || described.text;
  return <Details text={text} />;
};

const Details = ({ text }: { text: string }) => {
  const { t } = useTranslation();
  return (
    <div>
      <dt>{t('records.details')}</dt>
      <dd data-testid="record-memo">{text}</dd>
    </div>
  );
};
