import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { absDecimal, isNegativeDecimal, isZeroDecimal } from '../../../shared/decimal/decimal';
import { useFormat } from '../../../shared/format/use-format';
import { CopyButton } from '../../../shared/ui/copy-button';
import { Fact } from '../../../shared/ui/fact';
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

// A deposit's or withdrawal's title, status and amount.
const MoneyHead = ({ title, record }: { title: ReactNode; record: DepositRecord | WithdrawalRecord }) => {
  const format = useFormat();
  return (
    <>
      <div className="record__head">
        <p className="record__title">{title}</p>
        <StatusBadge status={record.status} />
      </div>
      <p className="record__amount" data-testid="record-amount" data-value={record.amount}>
        {format.amount(record.amount)} {record.coin}
      </p>
    </>
  );
};

const TimeFact = ({ at }: { at: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Fact label={t('records.time')}>
      <time dateTime={at}>{format.dateTime(at)}</time>
    </Fact>
  );
};

export const DepositItem = ({ record }: { record: DepositRecord }) => {
  const { t } = useTranslation();
  return (
    <Row kind="deposit">
      <MoneyHead title={t('records.depositTitle', { coin: record.coin, chain: record.chain })} record={record} />
      <dl className="record__facts">
        <TimeFact at={record.created_at} />
        {record.tx_hash && (
          <Fact label={t('deposit.txHash')} className="mono" title={record.tx_hash}>
            {short(record.tx_hash)}
          </Fact>
        )}
        {record.remark && <Fact label={t('funding.remark')}>{record.remark}</Fact>}
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
      <MoneyHead
        title={
          record.method === 'bank'
            ? t('records.bankWithdrawalTitle', { coin: record.coin })
            : t('records.withdrawalTitle', { coin: record.coin, chain: record.chain ?? '' })
        }
        record={record}
      />
      <dl className="record__facts">
        <Fact label={t('funding.fee')}>
          {format.amount(record.fee)} {record.coin}
        </Fact>
        {record.status === 'rejected' ? (
          <Fact label={t('records.returned')} testId="record-returned">
            {format.amount(record.amount)} {record.coin}
          </Fact>
        ) : (
          <Fact label={record.status === 'completed' ? t('records.sent') : t('withdraw.receive')}>
            {format.amount(record.receive)} {record.coin}
          </Fact>
        )}
        {to && (
          <Fact label={t('records.to')} className={record.method === 'crypto' ? 'mono' : undefined} title={to}>
            {record.method === 'crypto' ? short(to) : to}
          </Fact>
        )}
        <TimeFact at={record.created_at} />
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
        <Fact label={t('records.balanceAfter')} testId="record-balance-after">
          {format.amount(record.balance_after)} {record.coin}
        </Fact>
        <TimeFact at={record.time} />
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
        <Fact label={t('records.reference')} className="record__reference">
          <span className="mono" title={described.full} data-testid="record-reference">
            {described.reference}
          </span>
          <CopyButton text={described.reference} label={t('records.copyReference', { reference: described.reference })} />
        </Fact>
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
    <Fact label={t('records.details')} testId="record-memo">
      {text}
    </Fact>
  );
};
