import ShowChartIcon from '@mui/icons-material/CandlestickChart';
import { ContractEdit, ContractShow } from './contract-edit';
import { ContractList } from './contract-list';

// One record per contract (`id` is the symbol). Read by admin, finance, support and the auditor; only
// admins change terms, each change with a reason, and positions already open keep theirs.
export default {
  list: ContractList,
  show: ContractShow,
  edit: ContractEdit,
  icon: ShowChartIcon,
  recordRepresentation: 'symbol',
};
