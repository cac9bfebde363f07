import { Alert, Stack } from '@mui/material';
import {
  Edit,
  Labeled,
  SaveButton,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
import { useStaffLabel } from '../../shared/review/use-staff-label';
import { asPercent, feeRateProblem, SPOT_FEES_ID, spotFeesChange, type SpotFees } from './spot-fees-record';

const validateRate = [required(), (value: unknown, values: Record<string, unknown>) => feeRateProblem(value, values.maxRate)];
const validateReason = [required()];

const FeesToolbar = () => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, 'spot-fees', 'edit') && <SaveButton />}</Toolbar>;
};

const UpdatedByField = () => {
  const fees = useRecordContext<SpotFees>();
  const label = useStaffLabel(fees?.updatedBy ?? undefined);
  return <span>{label || '-'}</span>;
};

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
export const SpotFeesEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      id={SPOT_FEES_ID}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: RaRecord) =>
          notify(data.proposal ? 'app.proposals.sent_notice' : 'ra.notification.updated', { type: data.proposal ? 'info' : 'success', messageArgs: { smart_count: 1 } }),
      }}
      transform={spotFeesChange}
      redirect={false}
      title="app.spot_fees.title"
    >
      <SimpleForm toolbar={<FeesToolbar />} noValidate>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.spot_fees.intro')}
        </Alert>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextInput source="makerRate" validate={validateRate} helperText={<RateHelp />} />
          <TextInput source="takerRate" validate={validateRate} helperText={<RateHelp />} />
        </Stack>
        <TextInput source="reason" validate={validateReason} helperText="app.spot_fees.help.reason" multiline fullWidth defaultValue="" />
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Labeled source="updatedAt">
            <LocaleDateField source="updatedAt" emptyText="-" />
          </Labeled>
          <Labeled source="updatedBy">
            <UpdatedByField />
          </Labeled>
        </Stack>
      </SimpleForm>
    </Edit>
  );
};

// What staff without the right to change the rates see.
export const SpotFeesShow = () => {
  const translate = useTranslate();
  return (
    <Show id={SPOT_FEES_ID} title="app.spot_fees.title">
      <Alert severity="info" sx={{ m: 2, mb: 0 }} data-testid="spot-fees-read-only">
        {translate('app.spot_fees.read_only')}
      </Alert>
      <SimpleShowLayout>
        <Labeled source="makerRate">
          <RateField source="makerRate" />
        </Labeled>
        <Labeled source="takerRate">
          <RateField source="takerRate" />
        </Labeled>
        <LocaleDateField source="updatedAt" emptyText="-" />
        <Labeled source="updatedBy">
          <UpdatedByField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
