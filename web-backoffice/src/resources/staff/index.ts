import BadgeIcon from '@mui/icons-material/Badge';
import type { Staff } from '../../auth/staff-access';
import { StaffCreate } from './staff-create';
import { StaffEdit } from './staff-edit';
import { StaffList } from './staff-list';
import { StaffShow } from './staff-show';

export default {
  list: StaffList,
  show: StaffShow,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  recordRepresentation: (staff: Staff) => staff.name || staff.email,
};
