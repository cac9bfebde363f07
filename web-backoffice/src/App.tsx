import { Admin, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { LoginPage } from './auth/login-page';
import { Dashboard } from './dashboard/dashboard';
import { AppLayout } from './layout/app-layout';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { auditRoute } from './resources/audit';
import coinOfferings from './resources/coin-offerings';
import contractLiquidations from './resources/contract-liquidations';
import contracts from './resources/contracts';
import { contractsHouseRoute } from './resources/contracts-house';
import { liabilitiesRoute } from './resources/liabilities';
import customers from './resources/customers';
import depositAddresses from './resources/deposit-addresses';
import instruments from './resources/instruments';
import kyc from './resources/kyc';
import lendingRules from './resources/lending-rules';
import deposits from './resources/deposits';
import marketMaker from './resources/market-maker';
import optionOrders from './resources/option-orders';
import optionRestrictions from './resources/option-restrictions';
import verificationLimits from './resources/verification-limits';
import earnOrders from './resources/earn-orders';
import earnProducts from './resources/earn-products';
import loans, { creditRequests } from './resources/loans';
import { c2cOrders, c2cRates, c2cReceivingAccounts, c2cRules } from './resources/c2c';
import content, { helpCategories } from './resources/content';
import notices from './resources/notices';
import signIns, { signInRules } from './resources/rewards';
import referralCommissions, { referralRules, referralTrees } from './resources/referral';
import support from './resources/support';
import outbox from './resources/outbox';
import deliveries from './resources/deliveries';
import proposals from './resources/proposals';
import spotFees from './resources/spot-fees';
import spotOrders from './resources/spot-orders';
import spotTrades from './resources/spot-trades';
import staff from './resources/staff';
import withdrawalRules from './resources/withdrawal-rules';
import withdrawals from './resources/withdrawals';

const AppTitle = () => <>{useTranslate()('app.title')}</>;

// Menu entries and buttons follow authProvider.canAccess (see auth/staff-access.ts).
export const App = () => (
  <Admin
    title={<AppTitle />}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={AppLayout}
    dashboard={Dashboard}
    requireAuth
    disableTelemetry
  >
    <Resource name="customers" {...customers} />
    <Resource name="deposits" {...deposits} />
    <Resource name="withdrawals" {...withdrawals} />
    <Resource name="kyc" {...kyc} />
    <Resource name="deposit-addresses" {...depositAddresses} />
    <Resource name="instruments" {...instruments} />
    <Resource name="spot-orders" {...spotOrders} />
    <Resource name="spot-trades" {...spotTrades} />
    <Resource name="market-maker" {...marketMaker} />
    <Resource name="spot-fees" {...spotFees} />
    <Resource name="contracts" {...contracts} />
    <Resource name="contract-liquidations" {...contractLiquidations} />
    <Resource name="option-orders" {...optionOrders} />
    <Resource name="option-restrictions" {...optionRestrictions} />
    <Resource name="verification-limits" {...verificationLimits} />
    <Resource name="earn-orders" {...earnOrders} />
    <Resource name="earn-products" {...earnProducts} />
    <Resource name="coin-offerings" {...coinOfferings} />
    <Resource name="coin-subscriptions" />
    <Resource name="loans" {...loans} />
    <Resource name="credit-requests" {...creditRequests} />
    <Resource name="lending-rules" {...lendingRules} />
    <Resource name="c2c/orders" {...c2cOrders} />
    <Resource name="c2c/receiving-accounts" {...c2cReceivingAccounts} />
    <Resource name="c2c/rates" {...c2cRates} />
    <Resource name="c2c/rules" {...c2cRules} />
    <Resource name="notices" {...notices} />
    <Resource name="content-pages" {...content} />
    <Resource name="help-categories" {...helpCategories} />
    <Resource name="sign-ins" {...signIns} />
    <Resource name="sign-in-rules" {...signInRules} />
    <Resource name="referral-commissions" {...referralCommissions} />
    <Resource name="referral-rules" {...referralRules} />
    <Resource name="referral-trees" {...referralTrees} />
    <Resource name="support/conversations" {...support} />
    <Resource name="outbox" {...outbox} />
    <Resource name="deliveries" {...deliveries} />
    <Resource name="staff" {...staff} />
    <Resource name="withdrawal-rules" {...withdrawalRules} />
    <Resource name="proposals" {...proposals} />
    <CustomRoutes>
      {liabilitiesRoute}
      {auditRoute}
      {contractsHouseRoute}
    </CustomRoutes>
  </Admin>
);
