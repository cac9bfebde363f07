import { useCallback, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ApiModel } from '@meridian/contracts';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { useAsyncData } from '../../shared/use-async-data';
import { useStaffAction } from '../../shared/use-staff-action';
import type { CoinOffering } from './coin-offering-record';
import { TitledSection } from '../../shared/titled-section';

type SpotListing = ApiModel<'SpotListingResponseDto'>;
const ISSUED: readonly CoinOffering['phase'][] = ['allotted', 'released'];

/**
 * An allotted coin as a spot market against USDT: the listing once made (steps, reason, who and when),
 * or for admins the form that lists it, confirmed. Until then the coin stays in funding wallets.
 */
export const SpotListingPanel = () => {
  const record = useRecordContext<CoinOffering>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { roles, isPending } = useStaffRoles();
  const { run, sending, refusal, setRefusal } = useStaffAction();
  const [form, setForm] = useState({ tickSize: '0.0001', lotStep: '0.01', reason: '' });
  const [confirming, setConfirming] = useState(false);
  const issued = record !== undefined && ISSUED.includes(record.phase);
  const load = useCallback(async () => (await dataProvider.spotListing<SpotListing>(record!.id)).data, [dataProvider, record?.id]);
  const listing = useAsyncData(issued ? load : null);
  if (!record || !issued || isPending) return null;

  const send = async () => {
    if (!form.reason.trim()) {
      setRefusal(translate('app.coin_offerings.reason_required'));
      return;
    }
    const body = { tickSize: form.tickSize.trim(), lotStep: form.lotStep.trim(), reason: form.reason.trim() };
    if (await run(() => dataProvider.listSpotMarket(record.id, body), 'app.spot_listing.notice', { symbol: `${record.symbol}USDT` })) {
      setConfirming(false);
      listing.reload();
    }
  };

  const body = () => {
    if (listing.isPending && !listing.data) return null;
    if (listing.error || !listing.data) return <Alert severity="info">{translate('app.spot_listing.not_issued_yet')}</Alert>;
    const found = listing.data;
    if (found.listed)
      return (
        <Alert severity="success" data-testid="spot-listed">
          {translate('app.spot_listing.listed', { symbol: found.symbol, tick: found.tickSize, lot: found.lotStep, reason: found.reason })}
        </Alert>
      );
    if (!staffCan(roles, 'spot-listings', 'edit')) return <Alert severity="info">{translate('app.spot_listing.read_only')}</Alert>;
    return (
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        <Alert severity="info">{translate('app.spot_listing.intro')}</Alert>
        <TextField
          label={translate('app.spot_listing.tick_size')}
          value={form.tickSize}
          onChange={(event) => setForm({ ...form, tickSize: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'listing-tick' } }}
        />
        <TextField
          label={translate('app.spot_listing.lot_step')}
          value={form.lotStep}
          onChange={(event) => setForm({ ...form, lotStep: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'listing-lot' } }}
        />
        <TextField
          label={translate('app.spot_listing.reason')}
          value={form.reason}
          multiline
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'listing-reason' } }}
        />
        <Button variant="contained" onClick={() => setConfirming(true)} data-testid="listing-submit">
          {translate('app.spot_listing.label')}
        </Button>
        <RefusalAlert refusal={confirming ? null : refusal} />
      </Stack>
    );
  };

  return (
    <TitledSection id="spot-listing-title" title="app.spot_listing.title">
      {body()}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="spot-listing-confirm">
        <DialogTitle id="spot-listing-confirm">
          {translate('app.spot_listing.confirm_title', { symbol: `${record.symbol}USDT` })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('app.spot_listing.confirm_text', { tick: form.tickSize, lot: form.lotStep, price: record.issuePrice })}
          </DialogContentText>
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={send} disabled={sending} variant="contained" data-testid="listing-confirm">
            {translate('app.spot_listing.label')}
          </Button>
        </DialogActions>
      </Dialog>
    </TitledSection>
  );
};
