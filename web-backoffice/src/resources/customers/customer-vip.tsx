import { useCallback, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ApiModel } from '@meridian/contracts';
import { useStaffCan } from '../../auth/use-staff-roles';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { useAsyncData } from '../../shared/use-async-data';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useStaffAction } from '../../shared/use-staff-action';
import { TitledSection } from '../../shared/titled-section';

type VipStanding = ApiModel<'VipStandingResponseDto'>;
const CLEAR = 'assessed';

/** The customer's VIP level in force and where it comes from; finance sets a level with a reason, or clears theirs. */
export const CustomerVip = () => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const mayRead = useStaffCan('customer-vip', 'read');
  const mayEdit = useStaffCan('customer-vip', 'edit');
  const { run, sending, refusal } = useStaffAction();
  const [level, setLevel] = useState<string>(CLEAR);
  const [reason, setReason] = useState('');
  const load = useCallback(async () => (await dataProvider.customerVip<VipStanding>(record!.id)).data, [dataProvider, record]);
  const { data: standing, reload } = useAsyncData(record && mayRead ? load : null);
  if (!standing) return null;

  const save = async () => {
    // eslint-disable-next-line money/no-float-conversion -- a VIP level
    const chosen = level === CLEAR ? null : Number(level);
    if (
      await run(() => dataProvider.setCustomerVip(record!.id, chosen, reason.trim()), 'app.customers.vip.saved', {
        level: chosen ?? standing.assessedLevel,
      })
    ) {
      setReason('');
      reload();
    }
  };

  return (
    <TitledSection
      id="customer-vip"
      title="app.customers.vip.title"
      titleArgs={{ level: standing.level }}
      gutterBottom
      sx={{ p: 2 }}
      testId="customer-vip"
    >
      <Typography color="text.secondary">
        {translate('app.customers.vip.assessed', { level: standing.assessedLevel, average: standing.average, date: standing.averageAsOf })}
      </Typography>
      {standing.staffLevel !== null && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.customers.vip.by_staff', { level: standing.staffLevel, reason: standing.staffReason ?? '' })}
        </Alert>
      )}
      {mayEdit && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <TextField
            select
            label={translate('app.customers.vip.level')}
            value={level}
            onChange={(event) => setLevel(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={CLEAR}>{translate('app.customers.vip.clear')}</MenuItem>
            {standing.table.map((row) => (
              <MenuItem key={row.level} value={String(row.level)}>
                VIP {row.level}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('app.customers.vip.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            sx={{ minWidth: 320 }}
            slotProps={{ htmlInput: { 'data-testid': 'vip-reason' } }}
          />
          <Button variant="contained" onClick={save} disabled={sending || !reason.trim()} data-testid="vip-save">
            {translate('ra.action.save')}
          </Button>
        </Stack>
      )}
      <RefusalAlert refusal={refusal} />
    </TitledSection>
  );
};
