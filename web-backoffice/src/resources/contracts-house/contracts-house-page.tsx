import { useCallback } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { ApiModel } from '@meridian/contracts';
import { useTranslate } from 'react-admin';
import { FiguresTable, type FiguresColumn } from '../../shared/figures-table';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf, useAsyncData } from '../../shared/use-async-data';
import { ReportPage } from '../../shared/report-page';
import { TitledSection } from '../../shared/titled-section';

type ContractsHouse = ApiModel<'ContractHouseResponseDto'>;

const mono = { fontFamily: 'monospace' } as const;
const exposureColumns: FiguresColumn<ContractsHouse['instruments'][number]>[] = [
  { header: 'app.contracts_house.columns.symbol', cell: (row) => row.symbol },
  { header: 'app.contracts_house.columns.open_positions', align: 'right', cell: (row) => row.openPositions },
  { header: 'app.contracts_house.columns.net_quantity', align: 'right', sx: mono, cell: (row) => row.netQuantity },
  { header: 'app.contracts_house.columns.net_notional', align: 'right', sx: mono, cell: (row) => row.netNotional ?? '-' },
  { header: 'app.contracts_house.columns.cap', align: 'right', sx: mono, cell: (row) => row.houseExposureCap },
];
const PLATFORM_ACCOUNTS = ['insuranceFund', 'house', 'financing', 'fees'] as const;

/** `GET /contracts/house`: the house's net exposure per instrument against its cap, and the platform accounts contracts move. */
export const ContractsHousePage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const load = useCallback(async () => (await dataProvider.contractsHouse<ContractsHouse>()).data, [dataProvider]);
  const { data, error, isPending, reload } = useAsyncData(load);
  const exposed = data?.instruments.filter((row) => row.openPositions > 0 || !/^-?0*(\.0*)?$/.test(row.netQuantity)) ?? [];

  return (
    <ReportPage title="app.contracts_house.title" explanation="app.contracts_house.explanation" reload={reload} isPending={isPending}>
      {isPending && <LinearProgress aria-label={translate('app.contracts_house.loading')} />}
      {error != null && !isPending && <Alert severity="error">{translate(errorMessageOf(error), { _: errorMessageOf(error) })}</Alert>}
      {data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {PLATFORM_ACCOUNTS.map((key) => (
              <Card key={key} data-testid={`house-${key}`}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`app.contracts_house.accounts.${key}`)}
                  </Typography>
                  <Typography variant="h6" sx={mono}>
                    {data[key]} USDT
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <TitledSection id="house-exposure" title="app.contracts_house.exposure" card gutterBottom>
            {exposed.length === 0 ? (
              <Typography color="text.secondary" data-testid="house-no-exposure">
                {translate('app.contracts_house.no_exposure')}
              </Typography>
            ) : (
              <FiguresTable data-testid="house-exposure-table" columns={exposureColumns} rows={exposed} rowKey={(row) => row.symbol} />
            )}
          </TitledSection>
        </>
      )}
    </ReportPage>
  );
};
