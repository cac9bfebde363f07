import { DataTable, NumberField } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { SettingsList } from '../../shared/settings-list';
import { StaffLabelField } from '../../shared/staff-label-field';
import { LevelQuantityField, QuotingField } from './market-maker-fields';

// Admins open the edit form; everyone else reads the settings.
export const MarketMakerList = () => (
  <SettingsList resource="market-maker" sort={{ field: 'symbol', order: 'ASC' }} emptyMessage="app.market_maker.empty">
    <DataTable.Col source="symbol" />
    <DataTable.Col source="enabled" field={QuotingField} />
    <DataTable.Col source="spreadBp" field={NumberField} />
    <DataTable.Col source="levels" field={NumberField} />
    <DataTable.Col source="levelStepBp" field={NumberField} />
    <DataTable.Col source="quantity" field={LevelQuantityField} disableSort />
    <DataTable.Col source="updatedAt">
      <LocaleDateField source="updatedAt" emptyText="-" />
    </DataTable.Col>
    <DataTable.Col source="updatedBy" field={StaffLabelField} disableSort />
  </SettingsList>
);
