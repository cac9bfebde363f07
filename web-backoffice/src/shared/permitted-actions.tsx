import type { ReactNode } from 'react';
import { CreateButton, EditButton, TopToolbar } from 'react-admin';
import { useStaffCan } from '../auth/use-staff-roles';

// `when`: a condition of the record besides the role (an archived notice is not edited).
type PermittedActionsProps = { resource: string; action: 'create' | 'edit'; when?: boolean; children: ReactNode };

/** A page's top actions (Create, Edit), shown only to staff allowed to take them. */
export const PermittedActions = ({ resource, action, when = true, children }: PermittedActionsProps) => {
  const permitted = useStaffCan(resource, action);
  return <TopToolbar>{permitted && when && children}</TopToolbar>;
};

// `allowedBy`: the right that lets staff add one (`create`, or `edit` where editors add records too);
// `label`: the button's words where "Create" does not say it.
type CreateActionProps = { resource: string; allowedBy?: 'create' | 'edit'; label?: string; testId?: string };

/** A list's Create button, shown only to staff allowed to add a record. */
export const CreateAction = ({ resource, allowedBy = 'create', label, testId }: CreateActionProps) => (
  <PermittedActions resource={resource} action={allowedBy}>
    <CreateButton label={label} data-testid={testId} />
  </PermittedActions>
);

/** A show page's Edit button, shown only to staff allowed to change the record, and only `when` it may still change. */
export const EditAction = ({ resource, when }: { resource: string; when?: boolean }) => (
  <PermittedActions resource={resource} action="edit" when={when}>
    <EditButton />
  </PermittedActions>
);
