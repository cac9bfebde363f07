import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { lazyPage } from './lazy-page';

const Home = lazyPage(() => import('./home-route'), 'HomeRoute');
const Markets = lazyPage(() => import('../features/markets/markets-page'), 'MarketsPage');
const MarketDetail = lazyPage(() => import('../features/markets/market-detail-page'), 'MarketDetailPage');
const Spot = lazyPage(() => import('./spot-route'), 'SpotRoute');
const Contracts = lazyPage(() => import('./contracts-route'), 'ContractsRoute');
const ContractSpec = lazyPage(() => import('../features/contracts/contract-spec-page'), 'ContractSpecPage');
const Options = lazyPage(() => import('./options-route'), 'OptionsRoute');
const DerivativesRecords = lazyPage(() => import('./derivatives-records-route'), 'DerivativesRecordsRoute');
const FeedVerifier = lazyPage(() => import('./feed-verifier-route'), 'FeedVerifierRoute');
const ExchangeRedirect = lazyPage(() => import('../features/spot/exchange-redirect'), 'ExchangeRedirect');
const Login = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const Register = lazyPage(() => import('../features/register/register-page'), 'RegisterPage');
const ForgetPassword = lazyPage(() => import('../features/password/forget-password-page'), 'ForgetPasswordPage');
const EditPassword = lazyPage(() => import('../features/password/edit-password-page'), 'EditPasswordPage');
const TradePassword = lazyPage(() => import('../features/password/trade-password-page'), 'TradePasswordPage');
const UserCentre = lazyPage(() => import('../features/user-centre/user-centre-page'), 'UserCentrePage');
const Language = lazyPage(() => import('../features/language/language-page'), 'LanguagePage');
const Assets = lazyPage(() => import('../features/funding/assets/assets-page'), 'AssetsPage');
const Deposit = lazyPage(() => import('../features/funding/deposit/deposit-page'), 'DepositPage');
const Withdrawal = lazyPage(() => import('../features/funding/withdrawal/withdrawal-page'), 'WithdrawalPage');
const Transfer = lazyPage(() => import('../features/funding/transfer/transfer-page'), 'TransferPage');
const Records = lazyPage(() => import('../features/funding/records/records-page'), 'RecordsPage');
const AddressBook = lazyPage(() => import('../features/funding/address-book/address-book-page'), 'AddressBookPage');
const AddAddress = lazyPage(() => import('../features/funding/address-book/add-address-page'), 'AddAddressPage');
const BankCards = lazyPage(() => import('../features/funding/bank-cards/bank-cards-page'), 'BankCardsPage');
const AddBankCard = lazyPage(() => import('../features/funding/bank-cards/add-bank-card-page'), 'AddBankCardPage');
const VerificationStatus = lazyPage(() => import('../features/verification/verification-status-page'), 'VerificationStatusPage');
const PrimaryVerification = lazyPage(() => import('../features/verification/verification-forms'), 'PrimaryVerificationPage');
const AdvancedVerification = lazyPage(() => import('../features/verification/verification-forms'), 'AdvancedVerificationPage');
const AddressVerification = lazyPage(() => import('../features/verification/verification-forms'), 'AddressVerificationPage');
const Authenticator = lazyPage(() => import('../features/security/authenticator-page'), 'AuthenticatorPage');
const EarnProducts = lazyPage(() => import('../features/earn/earn-products-page'), 'EarnProductsPage');
const EarnBuy = lazyPage(() => import('../features/earn/earn-buy-page'), 'EarnBuyPage');
const EarnOrders = lazyPage(() => import('../features/earn/earn-orders-page'), 'EarnOrdersPage');
const Vip = lazyPage(() => import('../features/earn/vip-page'), 'VipPage');
const CoinOfferings = lazyPage(() => import('../features/subscription/coin-offerings-page'), 'CoinOfferingsPage');
const Subscribe = lazyPage(() => import('../features/subscription/subscribe-page'), 'SubscribePage');
const SubscriptionRecords = lazyPage(() => import('../features/subscription/subscription-records-page'), 'SubscriptionRecordsPage');
const EtfFund = lazyPage(() => import('../features/earn/etf-fund-page'), 'EtfFundPage');
const EtfHoldings = lazyPage(() => import('../features/earn/etf-holdings-page'), 'EtfHoldingsPage');
const Credit = lazyPage(() => import('../features/lending/credit-page'), 'CreditPage');
const LoanApply = lazyPage(() => import('../features/lending/loan-apply-page'), 'LoanApplyPage');
const Loans = lazyPage(() => import('../features/lending/loans-page'), 'LoansPage');
const Repayment = lazyPage(() => import('../features/lending/repayment-page'), 'RepaymentPage');
const C2cIndex = lazyPage(() => import('../features/c2c/c2c-index-page'), 'C2cIndexPage');
const C2cCreate = lazyPage(() => import('../features/c2c/c2c-create-page'), 'C2cCreatePage');
const C2cCurrency = lazyPage(() => import('../features/c2c/c2c-currency-page'), 'C2cCurrencyPage');
const C2cOrder = lazyPage(() => import('../features/c2c/c2c-order-page'), 'C2cOrderPage');
const C2cAccount = lazyPage(() => import('../features/c2c/c2c-account-page'), 'C2cAccountPage');
const C2cSubmit = lazyPage(() => import('../features/c2c/c2c-submit-page'), 'C2cSubmitPage');
const C2cRule = lazyPage(() => import('../features/c2c/c2c-rule-page'), 'C2cRulePage');
const SignIn = lazyPage(() => import('../features/rewards/sign-in-page'), 'SignInPage');
const SignInRecords = lazyPage(() => import('../features/rewards/sign-in-records-page'), 'SignInRecordsPage');
const SignInRules = lazyPage(() => import('../features/rewards/sign-in-rules-page'), 'SignInRulesPage');
const Support = lazyPage(() => import('../features/support/support-page'), 'SupportPage');
const Inbox = lazyPage(() => import('../features/inbox/inbox-page'), 'InboxPage');
const Notices = lazyPage(() => import('../features/notices/notices-page'), 'NoticesPage');
const Invite = lazyPage(() => import('../features/referral/invite-page'), 'InvitePage');
const Bps = lazyPage(() => import('../features/referral/bps-page'), 'BpsPage');
const NoticeDetail = lazyPage(() => import('../features/notices/notice-detail-page'), 'NoticeDetailPage');
const Help = lazyPage(() => import('../features/content/help-page'), 'HelpPage');
const ContentPage = lazyPage(() => import('../features/content/content-page'), 'ContentPage');
const Agreements = lazyPage(() => import('../features/content/agreements-page'), 'AgreementsPage');
const Download = lazyPage(() => import('../features/content/download-page'), 'DownloadPage');
const Info = lazyPage(() => import('../features/profile/info-page'), 'InfoPage');
const Nickname = lazyPage(() => import('../features/profile/nickname-page'), 'NicknamePage');
const BindContact = lazyPage(() => import('../features/profile/bind-contact-page'), 'BindContactPage');
const SecurityQuestion = lazyPage(() => import('../features/security/security-question-page'), 'SecurityQuestionPage');
const AntiPhishing = lazyPage(() => import('../features/security/anti-phishing-page'), 'AntiPhishingPage');
const OfficialCheck = lazyPage(() => import('../features/security/official-check-page'), 'OfficialCheckPage');
const SecurityCentre = lazyPage(() => import('./security-route'), 'SecurityRoute');
const Questionnaire = lazyPage(() => import('./questionnaire-route'), 'QuestionnaireRoute');
const RiskProfile = lazyPage(() => import('../features/risk/risk-profile-page'), 'RiskProfilePage');
export const NotFound = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

export interface AppRoute {
  path: string;
  element: ReactNode;
}

// Funding: assets, deposits, withdrawals, transfers, records, address book and bank cards.
const FUNDING: AppRoute[] = [
  { path: '/asset', element: <Navigate to="/table1" replace /> },
  { path: '/table1', element: <Assets initialType="bba" /> },
  { path: '/table2', element: <Assets initialType="bb" /> },
  { path: '/transfer', element: <Transfer /> },
  { path: '/authenticationrj', element: <Deposit /> },
  { path: '/authenticationcj', element: <Withdrawal /> },
  ...['/record', '/accountRecord', '/deallog'].map((path) => ({ path, element: <Records initialKind="account" /> })),
  ...['/rechargeRecord', '/cbjl'].map((path) => ({ path, element: <Records initialKind="deposit" /> })),
  ...['/addcardRecord', '/moneyRecord', '/tbjl'].map((path) => ({ path, element: <Records initialKind="withdrawal" /> })),
  ...['/address', '/wallet'].map((path) => ({ path, element: <AddressBook /> })),
  { path: '/walletAdd', element: <AddAddress /> },
  { path: '/bank', element: <BankCards /> },
  { path: '/bankAdd', element: <AddBankCard /> },
];

// Screens built in the onboarding issue.
const READY: AppRoute[] = [
  { path: '/', element: <Home /> },
  { path: '/index', element: <Home /> },
  { path: '/login', element: <Login /> },
  { path: '/register', element: <Register /> },
  { path: '/forgetpwd', element: <ForgetPassword /> },
  { path: '/editPassword', element: <EditPassword /> },
  { path: '/editPasswordTrade', element: <TradePassword /> },
  { path: '/bindmpwd', element: <TradePassword /> },
  { path: '/setting', element: <UserCentre /> },
  { path: '/language', element: <Language /> },
];

// Markets: the list with search and categories, and one market's price and chart.
const MARKETS: AppRoute[] = [
  { path: '/market', element: <Markets /> },
  { path: '/currency', element: <MarketDetail /> },
];

// Spot trading: /exchange opens the default pair (or ?symbol=), /exchange/BTCUSDT a pair's screen.
const TRADING: AppRoute[] = [
  { path: '/exchange', element: <ExchangeRedirect /> },
  { path: '/exchange/:symbol', element: <Spot /> },
  // Perpetual contracts: /currencyTrade?symbol=XAUUSD.
  { path: '/currencyTrade', element: <Contracts /> },
  // A contract's specification: /contractSpec?symbol=BTCUSDT.
  { path: '/contractSpec', element: <ContractSpec /> },
  // Delivery options: /preciousMetal?symbol=XAUUSD.
  { path: '/preciousMetal', element: <Options /> },
  { path: '/currencyRecord', element: <DerivativesRecords /> },
  // Anyone recomputes an hour of recorded ticks from its revealed seed.
  { path: '/verify-feed', element: <FeedVerifier /> },
];

// Custody earn (docs/earn.md): the products, a purchase, the customer's orders.
const EARN: AppRoute[] = [
  { path: '/profit_index', element: <EarnProducts /> },
  { path: '/profit_buy', element: <EarnBuy /> },
  { path: '/profit_wdtg', element: <EarnOrders /> },
  // VIP products on the same engine, opened by the customer's VIP level.
  { path: '/vip_index', element: <Vip /> },
  { path: '/vip_wdtg', element: <EarnOrders kind="vip" /> },
  // ETF funds valued daily from their baskets: the fund, and the customer's holdings (all, or the low-risk one).
  { path: '/etflow_buy', element: <EtfFund /> },
  { path: '/etf_wdtg', element: <EtfHoldings /> },
  { path: '/etflow_wdtg', element: <EtfHoldings risk="low" /> },
  // New-coin subscription (docs/subscription.md): the coins, subscribing, the customer's subscriptions.
  { path: '/subscription', element: <CoinOfferings /> },
  { path: '/subscriptionBuy', element: <Subscribe /> },
  { path: '/subscriptionRecord', element: <SubscriptionRecords /> },
];

// Loans and the credit score (docs/lending.md).
const LENDING: AppRoute[] = [
  { path: '/ldcoin', element: <LoanApply /> },
  { path: '/repayment2', element: <Loans /> },
  { path: '/repaymentNew', element: <Repayment /> },
  ...['/xinyongfen', '/credit'].map((path) => ({ path, element: <Credit /> })),
];

// C2C quick buy (docs/c2c.md): rates and orders, the pre-order and its currency, the order with its
// receiving account, the proof, the rules.
const C2C: AppRoute[] = [
  { path: '/c2c_index', element: <C2cIndex /> },
  { path: '/c2c_create', element: <C2cCreate /> },
  { path: '/kjmbSelect', element: <C2cCurrency /> },
  { path: '/c2c_order', element: <C2cOrder /> },
  { path: '/c2c_account', element: <C2cAccount /> },
  { path: '/c2c_submit', element: <C2cSubmit /> },
  { path: '/c2c_rule', element: <C2cRule /> },
];

// Engagement (docs/engagement.md): the daily sign-in, notices and news, the help centre, the company
// profile, the agreements, any published page, and the download page.
const ENGAGEMENT: AppRoute[] = [
  { path: '/benefits', element: <SignIn /> },
  { path: '/benefitsDetail', element: <SignInRecords /> },
  { path: '/signRule', element: <SignInRules /> },
  { path: '/notice', element: <Notices kind="notice" /> },
  { path: '/settingNew', element: <Notices kind="news" /> },
  ...['/setting-newdetail', '/bannerDetail'].map((path) => ({ path, element: <NoticeDetail /> })),
  { path: '/help', element: <Help /> },
  { path: '/settingHelp', element: <Help detailPath="/settingHelpdetail" /> },
  ...['/helpDetail', '/settingHelpdetail', '/text'].map((path) => ({ path, element: <ContentPage /> })),
  ...['/about', '/settingAbout'].map((path) => ({ path, element: <ContentPage slug="about" /> })),
  { path: '/userAgreement', element: <ContentPage slug="user-agreement" /> },
  // /agrt?id=1 (company profile), 3 (user agreement), 5 (privacy policy): the footer's links.
  { path: '/agrt', element: <ContentPage fallbackSlug="user-agreement" /> },
  { path: '/agreement', element: <Agreements /> },
  { path: '/downLoad', element: <Download /> },
  // Live support (docs/support.md); the C2C order's "contact support" step opens it with the order: /service?c2c=<id>.
  { path: '/service', element: <Support /> },
  // The personal inbox (docs/engagement.md, "The personal inbox"): the customer's own messages; ?id= opens one.
  { path: '/inbox', element: <Inbox /> },
];

// The referral programme (docs/referral.md): the invitation, and the published rates with the statement.
const REFERRAL: AppRoute[] = [
  { path: '/invite', element: <Invite /> },
  { path: '/bps', element: <Bps /> },
];

// The profile: nickname, avatar, and the phone and e-mail the customer logs in with.
const PROFILE: AppRoute[] = [
  { path: '/info', element: <Info /> },
  { path: '/username', element: <Nickname /> },
  { path: '/mobile', element: <BindContact channel="phone" /> },
  { path: '/email', element: <BindContact channel="email" /> },
];

// Identity verification (docs/kyc.md): the status of the three tiers, and a form for each.
const VERIFICATION: AppRoute[] = [
  { path: '/sfyz', element: <VerificationStatus /> },
  ...['/authentication', '/smauth'].map((path) => ({ path, element: <PrimaryVerification /> })),
  ...['/authenticationhigh', '/seniorauth'].map((path) => ({ path, element: <AdvancedVerification /> })),
  { path: '/dzrz', element: <AddressVerification /> },
  // The authenticator app as a second factor for login and withdrawals (docs/api.md, "Security centre").
  { path: '/security', element: <SecurityCentre /> },
  { path: '/security/question', element: <SecurityQuestion /> },
  { path: '/verificationCode', element: <OfficialCheck /> },
  { path: '/security/anti-phishing', element: <AntiPhishing /> },
  { path: '/googleCode', element: <Authenticator /> },
  // The risk questionnaire (open to visitors) and the customer's profile with its caps (docs/kyc.md).
  { path: '/questionnaire', element: <Questionnaire /> },
  { path: '/fengxian', element: <RiskProfile /> },
];

export const ROUTES: readonly AppRoute[] = [
  ...READY,
  ...MARKETS,
  ...TRADING,
  ...FUNDING,
  ...EARN,
  ...LENDING,
  ...C2C,
  ...ENGAGEMENT,
  ...REFERRAL,
  ...PROFILE,
  ...VERIFICATION,
];

/** Starts loading the chunk of the screen at `pathname` (the page being opened), before React renders it. */
export const preloadRoute = (pathname: string) => {
  const route = matchRoutes(ROUTES as AppRoute[], pathname)?.at(-1)?.route;
  const type: unknown = route && isValidElement(route.element) ? route.element.type : undefined;
  if (type && typeof type === 'object' && 'preload' in type && typeof type.preload === 'function') (type as { preload: () => void }).preload();
};
