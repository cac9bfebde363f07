import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { C2cOrderList } from './c2c-order-list';
import { C2cOrderShow } from './c2c-order-show';
import { C2cRateEdit, C2cRateList, C2cRulesEdit } from './c2c-rates';
import { ReceivingAccountCreate, ReceivingAccountList, ReceivingAccountShow } from './receiving-accounts';

export { C2C_ORDERS, C2C_RATES, C2C_RULES, RECEIVING_ACCOUNTS } from './c2c-record';

// C2C quick buy (docs/c2c.md). Resources are named by their API paths, so the data provider reaches
// `/api/v1/admin/c2c/...` as it reaches every other resource.
// The queue: open orders by the deadline nearest first, each order with its match, proof and decisions.
export const c2cOrders = { list: C2cOrderList, show: C2cOrderShow, icon: ShoppingCartCheckoutIcon, options: { label: 'app.c2c.menu.orders' } };
// The registry of receiving accounts finance keeps (four eyes on each new one).
export const c2cReceivingAccounts = {
  list: ReceivingAccountList,
  create: ReceivingAccountCreate,
  show: ReceivingAccountShow,
  icon: AccountBalanceIcon,
  options: { label: 'app.c2c.menu.accounts' },
};
// The rate table and, reached from it, the completion threshold.
export const c2cRates = { list: C2cRateList, edit: C2cRateEdit, icon: CurrencyExchangeIcon, options: { label: 'app.c2c.menu.rates' } };
export const c2cRules = { edit: C2cRulesEdit };
