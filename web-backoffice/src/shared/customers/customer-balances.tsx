import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useGetManyReference, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { EmptyListMessage } from '../empty-list-message';
import { FiguresTable, type FiguresColumn } from '../figures-table';
import { errorMessageOf } from '../use-async-data';

// `GET /customers/:id/balances`: one row per ledger account. The accounts service names the kind of
// account (`kind`: funding, spot...) and the asset; the funding API adds `type`, `coin` and `frozen`.
export type BalanceRow = RaRecord & {
  account: string;
  type?: string;
  kind?: string;
  coin?: string;
  asset?: string;
  available?: string;
  balance?: string;
  frozen?: string;
};

const ALL_ACCOUNTS = 1000;
const mono = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;

export const AccountTypeLabel = ({ type }: { type?: string }) => {
  const translate = useTranslate();
  if (!type) return <>-</>;
  return <>{translate(`app.accounts.type.${type}`, { _: type })}</>;
};

const balanceColumns: FiguresColumn<BalanceRow>[] = [
  { header: 'app.accounts.columns.type', cellTitle: (row) => row.account, cell: (row) => <AccountTypeLabel type={row.type ?? row.kind} /> },
  { header: 'app.accounts.columns.coin', cell: (row) => row.coin ?? row.asset ?? '-' },
  { header: 'app.accounts.columns.available', align: 'right', sx: mono, cell: (row) => row.available ?? row.balance ?? '-' },
  { header: 'app.accounts.columns.frozen', align: 'right', sx: mono, cell: (row) => row.frozen ?? '-' },
];

export const CustomerBalances = ({ customerId, dense = false }: { customerId: Identifier; dense?: boolean }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetManyReference<BalanceRow>('customer-balances', {
    target: 'customerId',
    id: customerId,
    pagination: { page: 1, perPage: ALL_ACCOUNTS },
    sort: { field: 'account', order: 'ASC' },
  });

  if (isPending) return <LinearProgress aria-label={translate('app.accounts.loading')} />;
  if (error) {
    const message = errorMessageOf(error);
    return <Alert severity="error">{translate(message, { _: message })}</Alert>;
  }
  if (!data?.length) return <EmptyListMessage messageKey="app.accounts.empty" />;

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <FiguresTable
        size={dense ? 'small' : 'medium'}
        aria-label={translate('app.accounts.title')}
        data-testid="customer-balances"
        columns={balanceColumns}
        rows={data}
        rowKey={(row) => row.id}
        rowTestId="balance-row"
      />
      {!dense && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.accounts.ledger_note')}
        </Typography>
      )}
    </Box>
  );
};
