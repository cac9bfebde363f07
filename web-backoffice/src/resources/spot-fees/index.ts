import PercentIcon from '@mui/icons-material/Percent';
import { SpotFeesEdit, SpotFeesShow } from './spot-fees-edit';

// A single record, `default`, with no list: the menu links straight to it (layout/app-pages.ts).
export default {
  edit: SpotFeesEdit,
  show: SpotFeesShow,
  icon: PercentIcon,
};
