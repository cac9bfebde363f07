import { usePermissions } from 'react-admin';
import { isReadOnlyStaff, staffCan, type StaffRole } from './staff-access';

export const useStaffRoles = () => {
  const { permissions, isPending } = usePermissions<StaffRole[]>();
  const roles = permissions ?? [];
  return { roles, isPending, readOnly: isReadOnlyStaff(roles) };
};

/** Whether the signed-in staff member may do `action` on `resource`: false until their roles are known. */
export const useStaffCan = (resource: string, action: string): boolean => {
  const { roles, isPending } = useStaffRoles();
  return !isPending && staffCan(roles, resource, action);
};

/** Where a row of a list opens: the edit form for staff allowed to change the record, the read-only page for everyone else. */
export const useEditOrShow = (resource: string): 'edit' | 'show' => (useStaffCan(resource, 'edit') ? 'edit' : 'show');
