import NewReleasesIcon from '@mui/icons-material/NewReleases';
import { CoinOfferingList } from './coin-offering-list';
import { CoinOfferingCreatePage, CoinOfferingEditPage, CoinOfferingShowPage } from './coin-offering-pages';

// New-coin subscription: coins offered with their terms (changed with a reason before the window opens), the allotment after it.
export default {
  list: CoinOfferingList,
  create: CoinOfferingCreatePage,
  edit: CoinOfferingEditPage,
  show: CoinOfferingShowPage,
  icon: NewReleasesIcon,
};
