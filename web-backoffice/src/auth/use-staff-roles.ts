import { usePermissions } from 'react-admin';
import { isReadOnlyStaff, type StaffRole } from './staff-access';

export const useStaffRoles = () => {
  const { permissions, isPending } = usePermissions<StaffRole[]>();
  const roles = permissions ?? [];
  return { roles, isPending, readOnly: isReadOnlyStaff(roles) };
};
