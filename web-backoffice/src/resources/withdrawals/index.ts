import UploadIcon from '@mui/icons-material/Upload';
import { customerAccountOf, type Withdrawal } from '../../shared/review/funding-record';
import { WithdrawalList } from './withdrawal-list';
import { WithdrawalShow } from './withdrawal-show';

// Staff review withdrawals (approve / reject on the show page); none is created or edited here.
export default {
  list: WithdrawalList,
  show: WithdrawalShow,
  icon: UploadIcon,
  recordRepresentation: (withdrawal: Withdrawal) =>
    `${withdrawal.amount} ${withdrawal.coin} · ${customerAccountOf(withdrawal)}`,
};
