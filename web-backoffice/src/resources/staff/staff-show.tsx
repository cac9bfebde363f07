import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { StaffRolesField } from './staff-roles';
import { StaffStatusField } from './staff-status-field';

export const StaffShow = () => {
  const queryOptions = useShowQueryOptions();
  return (
    <Show queryOptions={queryOptions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="name" />
        <Labeled source="roles">
          <StaffRolesField />
        </Labeled>
        <Labeled source="disabled">
          <StaffStatusField />
        </Labeled>
        <LocaleDateField source="createdAt" emptyText="-" />
      </SimpleShowLayout>
    </Show>
  );
};
