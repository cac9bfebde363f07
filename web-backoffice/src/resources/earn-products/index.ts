import PercentIcon from '@mui/icons-material/Percent';
import { EarnProductList } from './earn-product-list';
import { EarnProductCreatePage, EarnProductEditPage, EarnProductShowPage } from './earn-product-pages';

// Custody products: their terms (changed with a reason; orders keep what they were bought under) and daily rates.
export default {
  list: EarnProductList,
  edit: EarnProductEditPage,
  create: EarnProductCreatePage,
  show: EarnProductShowPage,
  icon: PercentIcon,
};
