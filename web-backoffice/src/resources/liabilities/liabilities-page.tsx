import { useCallback } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf, useAsyncData } from '../../shared/use-async-data';
import { promisesOf, type Liabilities } from './liabilities';
import { CapitalContributions } from './capital-contributions';
import { PlatformFundingForm } from './platform-funding-form';

const mono = { fontFamily: 'monospace' } as const;

/**
 * The earn products closed to new orders because `platform:earn-payouts` cannot cover even their
 * smallest order's yield (the public product list says so per product); an unreadable list shows none.
 */
const closedForCover = async (): Promise<string[]> => {
  const response = await fetch('/api/v1/earn/products');
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: { items?: { productId: string; enabled: boolean; payoutsFunded: boolean }[] } };
  return (body.data?.items ?? []).filter((product) => product.enabled && !product.payoutsFunded).map((product) => product.productId);
};

/** Whether the platform's promises are covered: each platform account beside what it owes or is owed. */
export const LiabilitiesPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const load = useCallback(async (): Promise<Liabilities & { closedForCover: string[] }> => {
    const [accounts, earn, loans, etf, products] = await Promise.all([
      dataProvider.platformAccounts<Liabilities['accounts']>(),
      dataProvider.earnLiabilities<Liabilities['earn']>(),
      dataProvider.loanBook<Liabilities['loans']>(),
      dataProvider.etfOutstanding<Liabilities['etf']>(),
      closedForCover(),
    ]);
    return { accounts: accounts.data, earn: earn.data, loans: loans.data, etf: etf.data, closedForCover: products };
  }, [dataProvider]);
  const { data, error, isPending, reload } = useAsyncData(load);
  const promises = data ? promisesOf(data) : null;

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.liabilities.title')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate('app.liabilities.explanation')}
        </Typography>
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={reload} disabled={isPending}>
          {translate('app.contracts_house.refresh')}
        </Button>
      </Stack>
      {isPending && <LinearProgress />}
      {error != null && !isPending && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data && promises && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Card data-testid="liabilities-earn">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  platform:earn-payouts
                </Typography>
                <Typography sx={mono}>{translate('app.liabilities.balance', { amount: promises.earnPayouts.balance })}</Typography>
                <Typography sx={mono}>{translate('app.liabilities.earn_owes', { amount: promises.earnPayouts.owes })}</Typography>
                <Typography sx={mono}>
                  {translate('app.liabilities.earn_held', { amount: promises.earnPayouts.heldForCustomers })}
                </Typography>
                <Alert severity={promises.earnPayouts.covered ? 'success' : 'warning'} sx={{ mt: 1 }}>
                  {translate(promises.earnPayouts.covered ? 'app.liabilities.covered' : 'app.liabilities.not_covered')}
                </Alert>
                {data.closedForCover.length > 0 && (
                  <Alert severity="warning" sx={{ mt: 1 }} data-testid="earn-closed">
                    {translate('app.liabilities.earn_closed_products', { products: data.closedForCover.join(', ') })}{' '}
                    {translate('app.liabilities.earn_closed')}
                  </Alert>
                )}
              </CardContent>
            </Card>
            <Card data-testid="liabilities-loans">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  platform:loan-book
                </Typography>
                <Typography sx={mono}>{translate('app.liabilities.balance', { amount: promises.loanBook.balance })}</Typography>
                <Typography sx={mono}>{translate('app.liabilities.loans_owed', { amount: promises.loanBook.owedToIt })}</Typography>
                <Typography sx={mono}>{translate('app.liabilities.loans_out', { amount: promises.loanBook.lentOut })}</Typography>
              </CardContent>
            </Card>
            <Card data-testid="liabilities-etf">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  platform:etf-funds
                </Typography>
                <Typography sx={mono}>{translate('app.liabilities.balance', { amount: promises.etfFunds.balance })}</Typography>
                <Typography sx={mono}>{translate('app.liabilities.etf_owes', { amount: promises.etfFunds.owes })}</Typography>
                <Alert severity={promises.etfFunds.covered ? 'success' : 'warning'} sx={{ mt: 1 }}>
                  {translate(promises.etfFunds.covered ? 'app.liabilities.covered' : 'app.liabilities.etf_not_covered')}
                </Alert>
              </CardContent>
            </Card>
          </Box>
          <CapitalContributions treasury={promises.treasury} onChanged={reload} />
          <PlatformFundingForm onFunded={reload} />
          <Card component="section" aria-labelledby="platform-accounts">
            <CardContent>
              <Typography id="platform-accounts" variant="h6" component="h2" gutterBottom>
                {translate('app.liabilities.accounts')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.liabilities.account')}</TableCell>
                    <TableCell align="right">{translate('app.liabilities.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.accounts.map((row) => (
                    <TableRow key={row.account}>
                      <TableCell sx={mono}>{row.account}</TableCell>
                      <TableCell align="right" sx={mono}>
                        {row.balance}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
};
