import SavingsIcon from '@mui/icons-material/Savings';
import { customerAccountOf, type Deposit } from '../../shared/review/funding-record';
import { DepositList } from './deposit-list';
import { DepositShow } from './deposit-show';

// Staff review deposits (approve / reject on the show page); a deposit is never created or edited here.
export default {
  list: DepositList,
  show: DepositShow,
  icon: SavingsIcon,
  recordRepresentation: (deposit: Deposit) => `${deposit.amount} ${deposit.coin} · ${customerAccountOf(deposit)}`,
};
