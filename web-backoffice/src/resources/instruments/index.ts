import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import { InstrumentEdit } from './instrument-edit';
import { InstrumentList } from './instrument-list';

// Read by every staff member; only admins enable, disable or rename (auth/staff-access.ts).
export default {
  list: InstrumentList,
  edit: InstrumentEdit,
  icon: CandlestickChartIcon,
  recordRepresentation: 'display_symbol',
};
