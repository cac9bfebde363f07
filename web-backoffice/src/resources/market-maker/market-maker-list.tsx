import { DataTable, List, NumberField } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { LevelQuantityField, QuotingField, UpdatedByField } from './market-maker-fields';

const noBook = <EmptyListMessage messageKey="app.market_maker.empty" />;
const EVERY_BOOK = 100;

export const MarketMakerList = () => {
  const { roles } = useStaffRoles();
  // Admins open the edit form; everyone else reads the settings.
  const open = () => (staffCan(roles, 'market-maker', 'edit') ? 'edit' : 'show');
  return (
    <List sort={{ field: 'symbol', order: 'ASC' }} perPage={EVERY_BOOK} pagination={false} empty={noBook}>
      <DataTable rowClick={open} bulkActionButtons={false} empty={noBook}>
        <DataTable.Col source="symbol" />
        <DataTable.Col source="enabled" field={QuotingField} />
        <DataTable.Col source="spreadBp">
          <NumberField source="spreadBp" />
        </DataTable.Col>
        <DataTable.Col source="levels">
          <NumberField source="levels" />
        </DataTable.Col>
        <DataTable.Col source="levelStepBp">
          <NumberField source="levelStepBp" />
        </DataTable.Col>
        <DataTable.Col source="quantity" field={LevelQuantityField} disableSort />
        <DataTable.Col source="updatedAt">
          <LocaleDateField source="updatedAt" emptyText="-" />
        </DataTable.Col>
        <DataTable.Col source="updatedBy" field={UpdatedByField} disableSort />
      </DataTable>
    </List>
  );
};
