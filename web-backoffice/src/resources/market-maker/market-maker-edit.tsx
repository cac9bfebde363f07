import { Stack } from '@mui/material';
import { BooleanInput, Labeled, NumberInput, TextField, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { SettingsEdit } from '../../shared/settings-edit';
import { ChangeStamp } from '../../shared/staff-label-field';
import { splitSymbol } from '../../shared/spot/spot-record';
import { marketMakerBody, type MarketMakerSettings } from './market-maker-record';
import { LIMITS, positiveDecimal, reasonGiven, wholeNumberBetween } from './market-maker-validation';

const validateQuantity = [required(), positiveDecimal];
// The reason must say something (not only blanks), in two lines at least.
const reasonChecks = { validate: [required(), reasonGiven], minRows: 2, defaultValue: undefined };

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

// What lets the house take more risk (a narrower spread, larger or more levels) waits for a second admin (Proposals).
export const MarketMakerEdit = () => (
  <SettingsEdit
    resource="market-maker"
    messages="app.market_maker"
    proposals
    transform={marketMakerBody}
    redirect="list"
    title={<MarketMakerTitle />}
    reason={reasonChecks}
  >
    <ChangeStamp at="updatedAt" by="updatedBy">
      <Labeled source="symbol">
        <TextField source="symbol" />
      </Labeled>
    </ChangeStamp>
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
  </SettingsEdit>
);
