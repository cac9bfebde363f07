import { useCallback, useState } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { FiguresTable, type FiguresColumn } from '../../shared/figures-table';
import { formatMoment } from '../../shared/review/decision-panel';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf, useAsyncData } from '../../shared/use-async-data';
import { ledgerColumns, type LedgerAssetTotal, type LedgerCheck } from './audit-records';
import { Findings, PassFailChip, mono } from './audit-shared';

const isZero = (total: string) => /^-?0*(\.0*)?$/.test(String(total).trim());

// One column per ledger the check names, between the asset and its in-flight amount, total and balance.
const assetColumns = (check: LedgerCheck): FiguresColumn<LedgerAssetTotal>[] => [
  { header: 'app.audit.ledger.asset', cell: (row) => row.asset },
  ...ledgerColumns(check).map((ledger): FiguresColumn<LedgerAssetTotal> => ({
    key: ledger,
    header: `app.audit.ledger.ledger_${ledger}`,
    align: 'right',
    sx: mono,
    cell: (row) => row.by_ledger?.[ledger] ?? '-',
  })),
  { key: 'in_flight', header: 'app.audit.ledger.in_flight', align: 'right', sx: mono, cell: (row) => row.in_flight ?? '-' },
  { key: 'total', header: 'app.audit.ledger.total', align: 'right', sx: mono, cell: (row) => row.total },
  {
    key: 'balanced',
    header: 'app.audit.ledger.balanced',
    cell: (row) => (
      <PassFailChip
        ok={row.balanced ?? isZero(row.total)}
        okKey="app.audit.ledger.asset_balanced"
        failKey="app.audit.ledger.asset_unbalanced"
      />
    ),
  },
];

/**
 * `GET /audit/ledger-check`: over the funding ledger and the trading cores, every asset sums to zero,
 * nothing negative that may not be, no hold resolved twice, cores equal to their events, no hash-chain break.
 */
export const LedgerCheckSection = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const [ranAt, setRanAt] = useState<string | null>(null);
  const load = useCallback(async () => {
    const { data } = await dataProvider.ledgerCheck<LedgerCheck>();
    setRanAt(new Date().toISOString());
    return data;
  }, [dataProvider]);
  const { data: check, error, isPending, reload } = useAsyncData(load);

  return (
    <Card component="section" aria-labelledby="ledger-check">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="ledger-check" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.audit.ledger.title')}
          </Typography>
          <Button variant="outlined" startIcon={<ReplayIcon />} onClick={reload} disabled={isPending} data-testid="ledger-check-run">
            {translate('app.audit.ledger.run_again')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.audit.ledger.explanation')}
        </Typography>
        {isPending && <LinearProgress aria-label={translate('app.audit.ledger.running')} sx={{ mb: 2 }} />}
        {error != null && !isPending && (
          <Alert severity="error" role="alert">
            {translate(errorMessageOf(error), { _: errorMessageOf(error) })}
          </Alert>
        )}
        {check && !error && (
          <Stack spacing={3} sx={{ opacity: isPending ? 0.5 : 1 }}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3">
                {translate('app.audit.ledger.overall')}
              </Typography>
              <PassFailChip
                ok={Boolean(check.ok)}
                okKey="app.audit.ledger.ok"
                failKey="app.audit.ledger.not_ok"
                testId="ledger-check-status"
              />
              <Typography variant="body2" color="text.secondary" data-testid="ledger-checked-events">
                {translate('app.audit.ledger.checked', {
                  // eslint-disable-next-line money/no-float-conversion -- a count of events, for the plural form
                  smart_count: Number(check.checked_events ?? 0),
                  count: String(check.checked_events ?? 0),
                  time: formatMoment(check.checked_at ?? ranAt, locale),
                })}
              </Typography>
            </Stack>

            <Box>
              <Typography variant="subtitle1" component="h3">
                {translate('app.audit.ledger.assets')}
              </Typography>
              {check.assets?.length ? (
                <FiguresTable
                  aria-label={translate('app.audit.ledger.assets')}
                  columns={assetColumns(check)}
                  rows={check.assets}
                  rowKey={(row) => row.asset}
                  rowTestId="ledger-asset-row"
                />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.audit.ledger.no_assets')}
                </Typography>
              )}
            </Box>

            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }, gap: 2 }}>
              <Findings title="app.audit.ledger.negative_accounts" items={check.negative_accounts} testId="ledger-negative-accounts" />
              <Findings
                title="app.audit.ledger.holds_resolved_twice"
                items={check.holds_resolved_twice}
                testId="ledger-holds-resolved-twice"
              />
              <Findings title="app.audit.ledger.chain_breaks" items={check.chain_breaks} testId="ledger-chain-breaks" />
              {check.core_mismatches && (
                <Findings title="app.audit.ledger.core_mismatches" items={check.core_mismatches} testId="ledger-core-mismatches" />
              )}
              {check.unbalanced_events && (
                <Findings title="app.audit.ledger.unbalanced_events" items={check.unbalanced_events} testId="ledger-unbalanced-events" />
              )}
              {check.read_model_mismatches && (
                <Findings
                  title="app.audit.ledger.read_model_mismatches"
                  items={check.read_model_mismatches}
                  testId="ledger-read-model-mismatches"
                />
              )}
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
