import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboxList } from './outbox-list';

// No show page: the API has no single-message route, and the list already shows each body whole.
export default {
  list: OutboxList,
  icon: OutboxIcon,
};
