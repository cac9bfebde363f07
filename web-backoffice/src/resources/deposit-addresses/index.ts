import QrCode2Icon from '@mui/icons-material/QrCode2';
import { DepositAddressEdit } from './deposit-address-edit';
import { DepositAddressList } from './deposit-address-list';
import { DepositAddressShow } from './deposit-address-show';

// Read by every staff member; the edit page is for admin and finance (auth/staff-access.ts).
export default {
  list: DepositAddressList,
  show: DepositAddressShow,
  edit: DepositAddressEdit,
  icon: QrCode2Icon,
  recordRepresentation: 'id',
};
