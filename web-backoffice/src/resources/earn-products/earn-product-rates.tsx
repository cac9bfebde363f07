import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useStaffCan } from '../../auth/use-staff-roles';
import { FiguresTable, type FiguresColumn } from '../../shared/figures-table';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useStaffAction } from '../../shared/use-staff-action';
import type { EarnProduct } from './earn-product-record';

// The day after the platform's today (its clock, not the browser's): the first day whose rate may still change.
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

const rateColumns: FiguresColumn<EarnProduct['rates'][number]>[] = [
  { header: 'app.earn_products.day', cell: (row) => row.date },
  { header: 'app.earn_products.rate', cell: (row) => row.rate },
];

/** The rates finance set for today and the days ahead, and the form to set a coming day's rate inside the range. */
export const EarnProductRates = () => {
  const record = useRecordContext<EarnProduct>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const mayEdit = useStaffCan('earn-products', 'edit');
  const { run, sending, refusal } = useStaffAction();
  const [date, setDate] = useState<string | null>(null);
  const [rate, setRate] = useState('');
  if (!record?.rates) return null;
  const day = date ?? dayAfter(record.today);

  const send = async () => {
    const set = rate.trim();
    if (await run(() => dataProvider.setEarnRate(record.id, day, set), 'app.earn_products.rate_saved', { date: day, rate: set }))
      setRate('');
  };

  return (
    <Box component="section" sx={{ p: 2 }} data-testid="earn-product-rates">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.earn_products.rates_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.earn_products.rates_intro', { min: record.terms.dailyRateMin, max: record.terms.dailyRateMax })}
      </Typography>
      {record.rates.length === 0 ? (
        <Typography data-testid="earn-rates-empty">
          {translate('app.earn_products.no_rates', { min: record.terms.dailyRateMin })}
        </Typography>
      ) : (
        <FiguresTable
          sx={{ maxWidth: 520 }}
          columns={rateColumns}
          rows={record.rates}
          rowKey={(row) => row.date}
          rowTestId="earn-rate-row"
        />
      )}
      {mayEdit && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <TextField
            type="date"
            label={translate('app.earn_products.day')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={translate('app.earn_products.rate')}
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'earn-rate-input' } }}
          />
          <Button variant="contained" onClick={send} disabled={sending || !rate.trim()} data-testid="earn-rate-save">
            {translate('app.earn_products.set_rate')}
          </Button>
        </Stack>
      )}
      <RefusalAlert refusal={refusal} />
    </Box>
  );
};
