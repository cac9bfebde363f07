import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DetailsList } from '../../shared/details-list';
import type { BankDetails, Withdrawal } from '../../shared/review/funding-record';

const mono = { fontFamily: 'monospace' } as const;

export const WithdrawalMethodField = () => {
  const withdrawal = useRecordContext<Withdrawal>();
  const translate = useTranslate();
  if (!withdrawal?.method) return null;
  return <span>{translate(`app.withdrawals.method.${withdrawal.method}`, { _: withdrawal.method })}</span>;
};

const shorten = (text: string, keep = 8) => (text.length > keep * 2 + 1 ? `${text.slice(0, keep)}…${text.slice(-keep)}` : text);

/** The withdrawal of the row or the page and, when it goes to a bank, the bank details it has (any may be missing). */
const useDestination = () => {
  const withdrawal = useRecordContext<Withdrawal>();
  const bank: Partial<BankDetails> | null = withdrawal?.method === 'bank' ? (withdrawal.bank ?? {}) : null;
  return { withdrawal, bank };
};

/** In the queue: the address (shortened, whole on hover) or the bank and account number. */
export const DestinationCell = () => {
  const { withdrawal, bank } = useDestination();
  const translate = useTranslate();
  if (!withdrawal) return null;
  if (bank)
    return <span>{[bank.bank_name, bank.account_number].filter(Boolean).join(' · ') || translate('app.withdrawals.bank_unknown')}</span>;
  if (!withdrawal.address) return <span>-</span>;
  return (
    <Tooltip title={withdrawal.memo ? `${withdrawal.address} (${withdrawal.memo})` : withdrawal.address}>
      <Box component="span" sx={{ ...mono, whiteSpace: 'nowrap' }}>
        {shorten(withdrawal.address)}
        {withdrawal.memo ? ` · ${withdrawal.memo}` : ''}
      </Box>
    </Tooltip>
  );
};

const BANK_FIELDS: (keyof BankDetails)[] = [
  'payee_name',
  'bank_name',
  'account_number',
  'swift_code',
  'routing_number',
  'bank_address',
  'payee_phone',
  'payee_address',
];

/** On the show page: the whole address and memo, or every bank detail. */
export const DestinationDetails = () => {
  const { withdrawal, bank } = useDestination();
  const translate = useTranslate();
  if (!withdrawal) return null;
  if (bank) {
    const details = BANK_FIELDS.filter((field) => bank[field]).map((field) => ({
      key: field,
      label: translate(`app.withdrawals.bank.${field}`),
      value: bank[field],
      monospace: true,
    }));
    return <DetailsList details={details} dense />;
  }
  return (
    <Stack spacing={0.5}>
      <Box component="span" sx={{ ...mono, wordBreak: 'break-all' }} data-testid="withdrawal-address">
        {withdrawal.address || '-'}
      </Box>
      {withdrawal.memo && <Typography variant="body2">{translate('app.withdrawals.memo_is', { memo: withdrawal.memo })}</Typography>}
    </Stack>
  );
};
