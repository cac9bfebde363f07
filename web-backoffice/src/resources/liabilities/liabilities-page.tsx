import { useCallback, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FiguresTable, type FiguresColumn } from '../../shared/figures-table';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf, useAsyncData } from '../../shared/use-async-data';
import { promisesOf, type Liabilities } from './liabilities';
import { CapitalContributions } from './capital-contributions';
import { PlatformFundingForm } from './platform-funding-form';
import { ReportPage } from '../../shared/report-page';
import { TitledSection } from '../../shared/titled-section';

const mono = { fontFamily: 'monospace' } as const;

const accountColumns: FiguresColumn<{ account: string; balance: string }>[] = [
  { header: 'app.liabilities.account', sx: mono, cell: (row) => row.account },
  { header: 'app.liabilities.amount', align: 'right', sx: mono, cell: (row) => row.balance },
];

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

type PromiseCardProps = {
  testId: string;
  account: string;
  /** Message key to amount, one line each, in order. */
  amounts: Record<string, string>;
  /** Whether the account covers what it owes, and the message when it does not. */
  cover?: { covered: boolean; otherwise: string };
  children?: ReactNode;
};

/** One platform account: its balance, what it owes or is owed, and whether that is covered. */
const PromiseCard = ({ testId, account, amounts, cover, children }: PromiseCardProps) => {
  const translate = useTranslate();
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {account}
        </Typography>
        {Object.entries(amounts).map(([message, amount]) => (
          <Typography key={message} sx={mono}>
            {translate(message, { amount })}
          </Typography>
        ))}
        {cover && (
          <Alert severity={cover.covered ? 'success' : 'warning'} sx={{ mt: 1 }}>
            {translate(cover.covered ? 'app.liabilities.covered' : cover.otherwise)}
          </Alert>
        )}
        {children}
      </CardContent>
    </Card>
  );
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
    <ReportPage title="app.liabilities.title" explanation="app.liabilities.explanation" reload={reload} isPending={isPending}>
      {isPending && <LinearProgress />}
      {error != null && !isPending && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data && promises && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <PromiseCard
              testId="liabilities-earn"
              account="platform:earn-payouts"
              amounts={{
                'app.liabilities.balance': promises.earnPayouts.balance,
                'app.liabilities.earn_owes': promises.earnPayouts.owes,
                'app.liabilities.earn_held': promises.earnPayouts.heldForCustomers,
              }}
              cover={{ covered: promises.earnPayouts.covered, otherwise: 'app.liabilities.not_covered' }}
            >
              {data.closedForCover.length > 0 && (
                <Alert severity="warning" sx={{ mt: 1 }} data-testid="earn-closed">
                  {translate('app.liabilities.earn_closed_products', { products: data.closedForCover.join(', ') })}{' '}
                  {translate('app.liabilities.earn_closed')}
                </Alert>
              )}
            </PromiseCard>
            <PromiseCard
              testId="liabilities-loans"
              account="platform:loan-book"
              amounts={{
                'app.liabilities.balance': promises.loanBook.balance,
                'app.liabilities.loans_owed': promises.loanBook.owedToIt,
                'app.liabilities.loans_out': promises.loanBook.lentOut,
              }}
            />
            <PromiseCard
              testId="liabilities-etf"
              account="platform:etf-funds"
              amounts={{ 'app.liabilities.balance': promises.etfFunds.balance, 'app.liabilities.etf_owes': promises.etfFunds.owes }}
              cover={{ covered: promises.etfFunds.covered, otherwise: 'app.liabilities.etf_not_covered' }}
            />
          </Box>
          <CapitalContributions treasury={promises.treasury} onChanged={reload} />
          <PlatformFundingForm onFunded={reload} />
          <TitledSection id="platform-accounts" title="app.liabilities.accounts" card gutterBottom>
            <FiguresTable columns={accountColumns} rows={data.accounts} rowKey={(row) => row.account} />
          </TitledSection>
        </>
      )}
    </ReportPage>
  );
};
