import { Stack } from '@mui/material';
import { TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { SettingsEdit } from '../../shared/settings-edit';
import { SettingsShow } from '../../shared/settings-show';
import { ChangeStamp, StaffLabelField } from '../../shared/staff-label-field';
import { asPercent, feeRateProblem, SPOT_FEES_ID, spotFeesChange, type SpotFees } from './spot-fees-record';

const validateRate = [required(), (value: unknown, values: Record<string, unknown>) => feeRateProblem(value, values.maxRate)];

const RateField = ({ source }: { source: 'makerRate' | 'takerRate' }) => {
  const fees = useRecordContext<SpotFees>();
  return <span data-testid={`spot-fee-${source}`}>{fees ? `${fees[source]} (${asPercent(fees[source])})` : '-'}</span>;
};

const RateHelp = () => {
  const fees = useRecordContext<SpotFees>();
  const translate = useTranslate();
  return <>{translate('app.spot_fees.help.rate', { max: fees?.maxRate ?? '0.01' })}</>;
};

// A higher rate applies at once to orders placed after it; a lower one is sent to a second finance member (Proposals).
export const SpotFeesEdit = () => (
  <SettingsEdit
    resource="spot-fees"
    messages="app.spot_fees"
    id={SPOT_FEES_ID}
    proposals
    transform={spotFeesChange}
    redirect={false}
    after={<ChangeStamp at="updatedAt" by="updatedBy" />}
  >
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextInput source="makerRate" validate={validateRate} helperText={<RateHelp />} />
      <TextInput source="takerRate" validate={validateRate} helperText={<RateHelp />} />
    </Stack>
  </SettingsEdit>
);

// What staff without the right to change the rates see.
export const SpotFeesShow = () => (
  <SettingsShow resource="spot-fees" messages="app.spot_fees" id={SPOT_FEES_ID} title="app.spot_fees.title" noticeAlways>
    <RateField source="makerRate" />
    <RateField source="takerRate" />
    <LocaleDateField source="updatedAt" emptyText="-" />
    <StaffLabelField source="updatedBy" />
  </SettingsShow>
);
