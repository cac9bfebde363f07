import { Alert, Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetManyReference, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { EmptyListMessage } from '../empty-list-message';
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
      <Table size={dense ? 'small' : 'medium'} aria-label={translate('app.accounts.title')} data-testid="customer-balances">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.accounts.columns.type')}</TableCell>
            <TableCell>{translate('app.accounts.columns.coin')}</TableCell>
            <TableCell align="right">{translate('app.accounts.columns.available')}</TableCell>
            <TableCell align="right">{translate('app.accounts.columns.frozen')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id} data-testid="balance-row">
              <TableCell title={row.account}>
                <AccountTypeLabel type={row.type ?? row.kind} />
              </TableCell>
              <TableCell>{row.coin ?? row.asset ?? '-'}</TableCell>
              <TableCell align="right" sx={mono}>
                {row.available ?? row.balance ?? '-'}
              </TableCell>
              <TableCell align="right" sx={mono}>
                {row.frozen ?? '-'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!dense && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.accounts.ledger_note')}
        </Typography>
      )}
    </Box>
  );
};
