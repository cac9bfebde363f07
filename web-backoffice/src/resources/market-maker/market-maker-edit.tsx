import { Alert, Stack } from '@mui/material';
import {
  BooleanInput,
  Edit,
  Labeled,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
import { splitSymbol } from '../../shared/spot/spot-record';
import { UpdatedByField } from './market-maker-fields';
import { marketMakerBody, type MarketMakerSettings } from './market-maker-record';
import { LIMITS, positiveDecimal, reasonGiven, wholeNumberBetween } from './market-maker-validation';

const validateQuantity = [required(), positiveDecimal];
const validateReason = [required(), reasonGiven];

// The server refuses anyone but an admin (403); the save button is not offered to others. Settings
// are changed, never deleted: no delete button.
const MarketMakerToolbar = () => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, 'market-maker', 'edit') && <SaveButton />}</Toolbar>;
};

// A whole-number setting checked against its limits, on the client as the server does.
// Validators are made once: react-admin re-registers a field whose validate prop changes identity.
const wholeNumberChecks = Object.fromEntries(
  Object.entries(LIMITS).map(([source, { min, max }]) => [source, [required(), wholeNumberBetween(min, max)]]),
) as Record<keyof typeof LIMITS, ReturnType<typeof wholeNumberBetween>[]>;

const WholeNumberInput = ({ source, help }: { source: keyof typeof LIMITS; help: string }) => {
  const { min, max } = LIMITS[source];
  return <NumberInput source={source} step={1} min={min} max={max} validate={wholeNumberChecks[source]} helperText={help} />;
};

// The quantity per level is in the book's base coin, which the helper text names.
const QuantityInput = () => {
  const settings = useRecordContext<MarketMakerSettings>();
  const translate = useTranslate();
  const coin = splitSymbol(settings?.symbol ?? '').base;
  return <TextInput source="quantity" validate={validateQuantity} helperText={translate('app.market_maker.help.quantity', { coin })} />;
};

const MarketMakerTitle = () => {
  const settings = useRecordContext<MarketMakerSettings>();
  const translate = useTranslate();
  return settings ? <>{translate('app.market_maker.title', { symbol: settings.symbol })}</> : null;
};

export const MarketMakerEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  // What lets the house take more risk (a narrower spread, larger or more levels) waits for a second admin (Proposals).
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify(data.proposal ? 'app.proposals.sent_notice' : 'ra.notification.updated', { type: data.proposal ? 'info' : 'success', messageArgs: { smart_count: 1 } });
          redirect('list', 'market-maker');
        },
      }}
      transform={marketMakerBody}
      title={<MarketMakerTitle />}
    >
      {/* noValidate: the form's own messages, in the back office's language, not the browser's bubbles */}
      <SimpleForm toolbar={<MarketMakerToolbar />} noValidate>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.market_maker.intro')}
        </Alert>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Labeled source="symbol">
            <TextField source="symbol" />
          </Labeled>
          <Labeled source="updatedAt">
            <LocaleDateField source="updatedAt" emptyText="-" />
          </Labeled>
          <Labeled source="updatedBy">
            <UpdatedByField />
          </Labeled>
        </Stack>
        <BooleanInput source="enabled" helperText="app.market_maker.help.enabled" />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <WholeNumberInput source="spreadBp" help="app.market_maker.help.spread_bp" />
          <WholeNumberInput source="levels" help="app.market_maker.help.levels" />
          <WholeNumberInput source="levelStepBp" help="app.market_maker.help.level_step_bp" />
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <QuantityInput />
          <WholeNumberInput source="sizeGrowthPct" help="app.market_maker.help.size_growth_pct" />
          <WholeNumberInput source="variationPct" help="app.market_maker.help.variation_pct" />
        </Stack>
        <TextInput source="reason" validate={validateReason} helperText="app.market_maker.help.reason" multiline minRows={2} fullWidth />
      </SimpleForm>
    </Edit>
  );
};
