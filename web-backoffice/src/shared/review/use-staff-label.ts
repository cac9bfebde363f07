import { useGetIdentity, useGetOne } from 'react-admin';
import { staffCan, type Staff } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';

/**
 * A staff member's e-mail when it is the signed-in staff member; otherwise their name from the staff
 * list for those who may read it (admin, auditor); otherwise their id as recorded.
 */
export const useStaffLabel = (staffId: string | undefined): string => {
  const { roles } = useStaffRoles();
  const { identity } = useGetIdentity();
  const isMe = Boolean(staffId) && identity?.id !== undefined && String(identity.id) === String(staffId);
  const lookUp = Boolean(staffId) && !isMe && staffCan(roles, 'staff', 'show');
  const { data } = useGetOne<Staff>('staff', { id: staffId ?? '' }, { enabled: lookUp, retry: false });
  if (isMe && typeof identity?.email === 'string') return identity.email;
  if (data) return data.name ? `${data.name} <${data.email}>` : data.email;
  return staffId ?? '';
};
