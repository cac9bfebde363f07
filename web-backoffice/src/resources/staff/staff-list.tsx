import { DataTable, List } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { StaffRolesField } from './staff-roles';
import { StaffStatusField } from './staff-status-field';

const noStaff = <EmptyListMessage messageKey="app.staff.empty" />;

export const StaffList = () => (
  <List sort={{ field: 'email', order: 'ASC' }} empty={noStaff}>
    <DataTable rowClick="show" bulkActionButtons={false} empty={noStaff}>
      <DataTable.Col source="email" />
      <DataTable.Col source="name" />
      <DataTable.Col source="roles" field={StaffRolesField} disableSort />
      <DataTable.Col source="disabled" field={StaffStatusField} />
      <DataTable.Col source="createdAt" field={LocaleDateField} />
    </DataTable>
  </List>
);
