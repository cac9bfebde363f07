import { TextField } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { RecordShow } from '../../shared/record-show';
import { StaffRolesField } from './staff-roles';
import { StaffStatusField } from './staff-status-field';
import { LabeledField } from '../../shared/labeled-field';

export const StaffShow = () => (
  <RecordShow>
    <TextField source="id" />
    <TextField source="email" />
    <TextField source="name" />
    <LabeledField source="roles" field={StaffRolesField} />
    <LabeledField source="disabled" field={StaffStatusField} />
    <LocaleDateField source="createdAt" emptyText="-" />
  </RecordShow>
);
