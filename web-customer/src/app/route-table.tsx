import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Section } from '../features/coming-soon/sections';
import { lazyPage } from './lazy-page';

const Home = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const Login = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const Register = lazyPage(() => import('../features/register/register-page'), 'RegisterPage');
const ForgetPassword = lazyPage(() => import('../features/password/forget-password-page'), 'ForgetPasswordPage');
const EditPassword = lazyPage(() => import('../features/password/edit-password-page'), 'EditPasswordPage');
const TradePassword = lazyPage(() => import('../features/password/trade-password-page'), 'TradePasswordPage');
const UserCentre = lazyPage(() => import('../features/user-centre/user-centre-page'), 'UserCentrePage');
const Language = lazyPage(() => import('../features/language/language-page'), 'LanguagePage');
const ComingSoon = lazyPage(() => import('../features/coming-soon/coming-soon-page'), 'ComingSoonPage');
export const NotFound = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

export interface AppRoute {
  path: string;
  element: ReactNode;
}

// Screens built in this issue.
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
  { path: '/asset', element: <Navigate to="/table1" replace /> },
];

// Every other route of SPEC section 2, grouped by the product area whose issue will build it.
const LATER: Record<Section, readonly string[]> = {
  markets: ['/market'],
  trading: ['/preciousMetal', '/currency', '/currencyRecord', '/currencyTrade', '/exchange'],
  assets: ['/table1', '/table2', '/record', '/transfer', '/address'],
  records: ['/addcardRecord', '/rechargeRecord', '/moneyRecord', '/accountRecord', '/deallog', '/cbjl', '/tbjl'],
  wallet: ['/wallet', '/walletAdd', '/bank', '/bankAdd'],
  earn: ['/profit_index', '/profit_wdtg', '/profit_buy', '/vip_index', '/vip_wdtg', '/etflow_buy', '/etf_wdtg', '/etflow_wdtg'],
  loans: ['/ldcoin', '/repayment2', '/repaymentNew', '/xinyongfen', '/credit'],
  subscription: ['/subscription', '/subscriptionRecord', '/subscriptionBuy'],
  c2c: ['/c2c_index', '/c2c_create', '/c2c_order', '/c2c_submit', '/c2c_account', '/c2c_rule', '/kjmbSelect'],
  verification: [
    '/authentication',
    '/authenticationhigh',
    '/authenticationrj',
    '/authenticationcj',
    '/fengxian',
    '/sfyz',
    '/smauth',
    '/seniorauth',
    '/dzrz',
    '/questionnaire',
    '/verificationCode',
    '/googleCode',
  ],
  profile: ['/info', '/username', '/mobile', '/email'],
  rewards: ['/invite', '/benefits', '/benefitsDetail', '/signRule'],
  content: [
    '/notice',
    '/bannerDetail',
    '/agrt',
    '/agreement',
    '/userAgreement',
    '/text',
    '/about',
    '/settingNew',
    '/setting-newdetail',
    '/settingAbout',
    '/downLoad',
    '/security',
  ],
  support: ['/help', '/helpDetail', '/settingHelp', '/settingHelpdetail', '/service'],
  other: ['/bps'],
};

const later: AppRoute[] = (Object.entries(LATER) as [Section, readonly string[]][]).flatMap(([section, paths]) =>
  paths.map((path) => ({ path, element: <ComingSoon section={section} /> })),
);

export const ROUTES: readonly AppRoute[] = [...READY, ...later];
