import TuneIcon from '@mui/icons-material/Tune';
import { MarketMakerEdit } from './market-maker-edit';
import { MarketMakerList } from './market-maker-list';
import { MarketMakerShow } from './market-maker-show';

// One record per spot book (`id` is the symbol). Read by every staff member; only admins change it
// (auth/staff-access.ts), each change with a reason.
export default {
  list: MarketMakerList,
  show: MarketMakerShow,
  edit: MarketMakerEdit,
  icon: TuneIcon,
  recordRepresentation: 'symbol',
};
