import { Labeled, NumberField, TextField } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { SettingsShow } from '../../shared/settings-show';
import { StaffLabelField } from '../../shared/staff-label-field';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { LevelQuantityField, QuotingField } from './market-maker-fields';

// What staff without the right to change the market maker see.
export const MarketMakerShow = () => (
  <SettingsShow resource="market-maker" messages="app.market_maker" queryOptions={useShowQueryOptions()}>
    <TextField source="symbol" />
    <Labeled source="enabled">
      <QuotingField />
    </Labeled>
    <NumberField source="spreadBp" />
    <NumberField source="levels" />
    <NumberField source="levelStepBp" />
    <Labeled source="quantity">
      <LevelQuantityField />
    </Labeled>
    <LocaleDateField source="updatedAt" emptyText="-" />
    <StaffLabelField source="updatedBy" />
  </SettingsShow>
);
