import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';
import { useStaffCan } from '../auth/use-staff-roles';

// `when`: a condition of the record besides the role (an archived notice is not edited).
type PermittedActionsProps = { resource: string; action: 'create' | 'edit'; when?: boolean; children: ReactNode };

/** A page's top actions (Create, Edit), shown only to staff allowed to take them. */
export const PermittedActions = ({ resource, action, when = true, children }: PermittedActionsProps) => {
  const permitted = useStaffCan(resource, action);
  return <TopToolbar>{permitted && when && children}</TopToolbar>;
};
