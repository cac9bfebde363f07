import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { DeliveriesList } from './deliveries-list';

// No show page: the list shows each failing delivery whole.
export default {
  list: DeliveriesList,
  icon: SyncProblemIcon,
};
