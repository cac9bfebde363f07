import { NumberField, TextField } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { SettingsShow } from '../../shared/settings-show';
import { StaffLabelField } from '../../shared/staff-label-field';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { LevelQuantityField, QuotingField } from './market-maker-fields';
import { LabeledField } from '../../shared/labeled-field';

// What staff without the right to change the market maker see.
export const MarketMakerShow = () => (
  <SettingsShow resource="market-maker" messages="app.market_maker" queryOptions={useShowQueryOptions()}>
    <TextField source="symbol" />
    <LabeledField source="enabled" field={QuotingField} />
    <NumberField source="spreadBp" />
    <NumberField source="levels" />
    <NumberField source="levelStepBp" />
    <LabeledField source="quantity" field={LevelQuantityField} />
    <LocaleDateField source="updatedAt" emptyText="-" />
    <StaffLabelField source="updatedBy" />
  </SettingsShow>
);
