import GavelIcon from '@mui/icons-material/Gavel';
import { LiquidationList } from './liquidation-list';

// Read-only: a liquidation is history, made by the recorded tick that crossed the position's level.
export default {
  list: LiquidationList,
  icon: GavelIcon,
};
