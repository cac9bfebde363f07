import { DataTable } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { StaffRolesField } from './staff-roles';
import { StaffStatusField } from './staff-status-field';

export const StaffList = () => (
  <RecordList sort={{ field: 'email', order: 'ASC' }} emptyMessage="app.staff.empty" rowClick="show">
    <DataTable.Col source="email" />
    <DataTable.Col source="name" />
    <DataTable.Col source="roles" field={StaffRolesField} disableSort />
    <DataTable.Col source="disabled" field={StaffStatusField} />
    <DataTable.Col source="createdAt" field={LocaleDateField} />
  </RecordList>
);
