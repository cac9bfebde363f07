import { BooleanField, DataTable, List, SelectInput, TextField, type Identifier } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';

const CATEGORIES = ['crypto', 'forex', 'stock', 'index', 'etf', 'metal', 'energy'].map((id) => ({
  id,
  name: `app.instruments.category.${id}`,
}));
const filters = [<SelectInput key="category" source="category" choices={CATEGORIES} alwaysOn />];

// Live prices come from the feed; the list is every instrument, enabled or not.
export const InstrumentList = () => {
  const { roles } = useStaffRoles();
  const open = (_id: Identifier) => (staffCan(roles, 'instruments', 'edit') ? 'edit' : false);
  return (
    <List filters={filters} perPage={50} pagination={false} sort={{ field: 'symbol', order: 'ASC' }}>
      <DataTable rowClick={open} bulkActionButtons={false}>
        <DataTable.Col source="symbol" />
        <DataTable.Col source="display_symbol" />
        <DataTable.Col source="name" />
        <DataTable.Col source="category" />
        <DataTable.Col source="price">
          <TextField source="price" sx={{ fontFamily: 'monospace' }} />
        </DataTable.Col>
        <DataTable.Col source="change_24h" />
        <DataTable.Col source="tick_size" />
        <DataTable.Col source="trading" field={BooleanField} />
        <DataTable.Col source="enabled" field={BooleanField} />
      </DataTable>
    </List>
  );
};
