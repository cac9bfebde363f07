import { DataTable, NumberField } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
import { StaffLabelField } from '../../shared/staff-label-field';
import { LevelQuantityField, QuotingField } from './market-maker-fields';

const EVERY_BOOK = 100;

export const MarketMakerList = () => {
  const { roles } = useStaffRoles();
  // Admins open the edit form; everyone else reads the settings.
  const open = () => (staffCan(roles, 'market-maker', 'edit') ? 'edit' : 'show');
  return (
    <RecordList
      sort={{ field: 'symbol', order: 'ASC' }}
      perPage={EVERY_BOOK}
      pagination={false}
      emptyMessage="app.market_maker.empty"
      rowClick={open}
    >
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
    </RecordList>
  );
};
