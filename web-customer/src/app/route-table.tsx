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

// A screen and the path that opens it, or the paths: the legacy app reached some screens by several.
type Screen = [paths: string | string[], element: ReactNode];

const screens = (table: Screen[]): AppRoute[] => table.flatMap(([paths, element]) => [paths].flat().map((path) => ({ path, element })));

export const ROUTES: readonly AppRoute[] = screens([
  // Screens built in the onboarding issue.
  [['/', '/index'], <Home />],
  ['/login', <Login />],
  ['/register', <Register />],
  ['/forgetpwd', <ForgetPassword />],
  ['/editPassword', <EditPassword />],
  [['/editPasswordTrade', '/bindmpwd'], <TradePassword />],
  ['/setting', <UserCentre />],
  ['/language', <Language />],

  // Markets: the list with search and categories, and one market's price and chart.
  ['/market', <Markets />],
  ['/currency', <MarketDetail />],

  // Spot trading: /exchange opens the default pair (or ?symbol=), /exchange/BTCUSDT a pair's screen.
  ['/exchange', <ExchangeRedirect />],
  ['/exchange/:symbol', <Spot />],
  // Perpetual contracts: /currencyTrade?symbol=XAUUSD.
  ['/currencyTrade', <Contracts />],
  // A contract's specification: /contractSpec?symbol=BTCUSDT.
  ['/contractSpec', <ContractSpec />],
  // Delivery options: /preciousMetal?symbol=XAUUSD.
  ['/preciousMetal', <Options />],
  ['/currencyRecord', <DerivativesRecords />],
  // Anyone recomputes an hour of recorded ticks from its revealed seed.
  ['/verify-feed', <FeedVerifier />],

  // Funding: assets, deposits, withdrawals, transfers, records, address book and bank cards.
  ['/asset', <Navigate to="/table1" replace />],
  ['/table1', <Assets initialType="bba" />],
  ['/table2', <Assets initialType="bb" />],
  ['/transfer', <Transfer />],
  ['/authenticationrj', <Deposit />],
  ['/authenticationcj', <Withdrawal />],
  [['/record', '/accountRecord', '/deallog'], <Records initialKind="account" />],
  [['/rechargeRecord', '/cbjl'], <Records initialKind="deposit" />],
  [['/addcardRecord', '/moneyRecord', '/tbjl'], <Records initialKind="withdrawal" />],
  [['/address', '/wallet'], <AddressBook />],
  ['/walletAdd', <AddAddress />],
  ['/bank', <BankCards />],
  ['/bankAdd', <AddBankCard />],

  // Custody earn (docs/earn.md): the products, a purchase, the customer's orders.
  ['/profit_index', <EarnProducts />],
  ['/profit_buy', <EarnBuy />],
  ['/profit_wdtg', <EarnOrders />],
  // VIP products on the same engine, opened by the customer's VIP level.
  ['/vip_index', <Vip />],
  ['/vip_wdtg', <EarnOrders kind="vip" />],
  // ETF funds valued daily from their baskets: the fund, and the customer's holdings (all, or the low-risk one).
  ['/etflow_buy', <EtfFund />],
  ['/etf_wdtg', <EtfHoldings />],
  ['/etflow_wdtg', <EtfHoldings risk="low" />],
  // New-coin subscription (docs/subscription.md): the coins, subscribing, the customer's subscriptions.
  ['/subscription', <CoinOfferings />],
  ['/subscriptionBuy', <Subscribe />],
  ['/subscriptionRecord', <SubscriptionRecords />],

  // Loans and the credit score (docs/lending.md).
  ['/ldcoin', <LoanApply />],
  ['/repayment2', <Loans />],
  ['/repaymentNew', <Repayment />],
  [['/xinyongfen', '/credit'], <Credit />],

  // C2C quick buy (docs/c2c.md): rates and orders, the pre-order and its currency, the order with its
  // receiving account, the proof, the rules.
  ['/c2c_index', <C2cIndex />],
  ['/c2c_create', <C2cCreate />],
  ['/kjmbSelect', <C2cCurrency />],
  ['/c2c_order', <C2cOrder />],
  ['/c2c_account', <C2cAccount />],
  ['/c2c_submit', <C2cSubmit />],
  ['/c2c_rule', <C2cRule />],

  // Engagement (docs/engagement.md): the daily sign-in, notices and news, the help centre, the company
  // profile, the agreements, any published page, and the download page.
  ['/benefits', <SignIn />],
  ['/benefitsDetail', <SignInRecords />],
  ['/signRule', <SignInRules />],
  ['/notice', <Notices kind="notice" />],
  ['/settingNew', <Notices kind="news" />],
  [['/setting-newdetail', '/bannerDetail'], <NoticeDetail />],
  ['/help', <Help />],
  ['/settingHelp', <Help detailPath="/settingHelpdetail" />],
  [['/helpDetail', '/settingHelpdetail', '/text'], <ContentPage />],
  [['/about', '/settingAbout'], <ContentPage slug="about" />],
  ['/userAgreement', <ContentPage slug="user-agreement" />],
  // /agrt?id=1 (company profile), 3 (user agreement), 5 (privacy policy): the footer's links.
  ['/agrt', <ContentPage fallbackSlug="user-agreement" />],
  ['/agreement', <Agreements />],
  ['/downLoad', <Download />],
  // Live support (docs/support.md); the C2C order's "contact support" step opens it with the order: /service?c2c=<id>.
  ['/service', <Support />],
  // The personal inbox (docs/engagement.md, "The personal inbox"): the customer's own messages; ?id= opens one.
  ['/inbox', <Inbox />],

  // The referral programme (docs/referral.md): the invitation, and the published rates with the statement.
  ['/invite', <Invite />],
  ['/bps', <Bps />],

  // The profile: nickname, avatar, and the phone and e-mail the customer logs in with.
  ['/info', <Info />],
  ['/username', <Nickname />],
  ['/mobile', <BindContact channel="phone" />],
  ['/email', <BindContact channel="email" />],

  // Identity verification (docs/kyc.md): the status of the three tiers, and a form for each.
  ['/sfyz', <VerificationStatus />],
  [['/authentication', '/smauth'], <PrimaryVerification />],
  [['/authenticationhigh', '/seniorauth'], <AdvancedVerification />],
  ['/dzrz', <AddressVerification />],
  // The authenticator app as a second factor for login and withdrawals (docs/api.md, "Security centre").
  ['/security', <SecurityCentre />],
  ['/security/question', <SecurityQuestion />],
  ['/verificationCode', <OfficialCheck />],
  ['/security/anti-phishing', <AntiPhishing />],
  ['/googleCode', <Authenticator />],
  // The risk questionnaire (open to visitors) and the customer's profile with its caps (docs/kyc.md).
  ['/questionnaire', <Questionnaire />],
  ['/fengxian', <RiskProfile />],
]);

/** Starts loading the chunk of the screen at `pathname` (the page being opened), before React renders it. */
export const preloadRoute = (pathname: string) => {
  const route = matchRoutes(ROUTES as AppRoute[], pathname)?.at(-1)?.route;
  const type: unknown = route && isValidElement(route.element) ? route.element.type : undefined;
  if (type && typeof type === 'object' && 'preload' in type && typeof type.preload === 'function') (type as { preload: () => void }).preload();
};
