import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { call, depositForm, openDepositChannel } from '../support/funding';
import { ADMIN, Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { registeredRoutes as registeredRoutesOf, registeredRoutesByModule as routesByModuleOf } from '../support/route-table';
import { placeOrder, spotTrader } from '../support/spot';

/**
 * Every route the server registers, its declared access rule, and what happens when it is called
 * with no token, a customer's token, and each staff role's token. A route that is not declared
 * here fails the first test: a new screen's routes arrive with their rule or not at all.
 */
type StaffRole = 'admin' | 'support' | 'compliance' | 'finance' | 'auditor';
type Rule = 'public' | 'customer' | 'internal' | StaffRole[];

const ALL_STAFF: StaffRole[] = ['admin', 'support', 'compliance', 'finance', 'auditor'];
const READERS: StaffRole[] = ['admin', 'finance', 'support', 'auditor'];

const ACCESS: Record<string, Rule> = {
  'GET /health': 'public',
  'GET /web/getCode': 'public',
  'POST /web/userRegister': 'public',
  'POST /web/userLogin': 'public',
  'GET /web/tempLogin': 'public',
  'GET /web/info': 'customer',
  'GET /web/hasTpassword': 'customer',
  'POST /web/updatePassword': 'customer',
  'POST /web/forgetPassword': 'public',
  'POST /web/logout': 'customer',
  'POST /api/v1/auth/codes': 'public',
  'POST /api/v1/auth/register': 'public',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/demo': 'public',
  'GET /api/v1/auth/wallet/nonce': 'public',
  'POST /api/v1/auth/wallet': 'public',
  'POST /api/v1/auth/password-reset': 'public',
  'POST /api/v1/auth/logout': 'customer',
  'GET /api/v1/me': 'customer',
  'GET /api/v1/me/trade-password': 'customer',
  'POST /api/v1/me/password': 'customer',
  'PUT /api/v1/me/nickname': 'customer',
  'POST /api/v1/me/avatar': 'customer',
  'GET /api/v1/me/avatar': 'customer',
  'POST /api/v1/me/contact': 'customer',
  'PUT /api/v1/security/question': 'customer',
  'PUT /api/v1/security/anti-phishing': 'customer',
  'GET /api/v1/security': 'customer',
  'POST /api/v1/security/totp/setup': 'customer',
  'POST /api/v1/security/totp/enable': 'customer',
  'POST /api/v1/security/totp/disable': 'customer',
  'GET /api/v1/security/sessions': 'customer',
  'GET /api/v1/official-channels/check': 'public',
  'DELETE /api/v1/security/sessions': 'customer',
  'DELETE /api/v1/security/sessions/:id': 'customer',
  'GET /api/v1/security/logins': 'customer',
  'POST /api/v1/admin/auth/login': 'public',
  'GET /api/v1/admin/auth/me': ALL_STAFF,
  'POST /api/v1/admin/auth/logout': ALL_STAFF,
  'GET /api/v1/admin/customers': ALL_STAFF,
  'GET /api/v1/admin/customers/:id': ALL_STAFF,
  'GET /api/v1/admin/customers/:id/events': ALL_STAFF,
  'GET /api/v1/admin/outbox': ['admin', 'support', 'auditor'],
  'GET /api/v1/admin/deliveries': ['admin', 'support', 'auditor'],
  'GET /api/v1/admin/staff': ['admin', 'auditor'],
  'GET /api/v1/admin/staff/:id': ['admin', 'auditor'],
  'POST /api/v1/admin/staff': ['admin'],
  'PUT /api/v1/admin/staff/:id': ['admin'],
  'POST /internal/v1/sessions/verify': 'internal',
  'POST /internal/v1/trade-password/check': 'internal',
  'POST /internal/v1/security/last-change': 'internal',
  'POST /internal/v1/second-factor/status': 'internal',
  'POST /internal/v1/second-factor/check': 'internal',
  'GET /api/v1/assets/catalogue': 'public',
  'GET /api/v1/assets': 'customer',
  'GET /api/v1/deposits/address': 'customer',
  'POST /api/v1/deposits': 'customer',
  'GET /api/v1/deposits': 'customer',
  'GET /api/v1/deposits/:id/proof': 'customer',
  'GET /api/v1/withdrawals/rules': 'customer',
  'POST /api/v1/withdrawals/quote': 'customer',
  'POST /api/v1/withdrawals': 'customer',
  'GET /api/v1/withdrawals': 'customer',
  'POST /api/v1/transfers': 'customer',
  'GET /api/v1/addresses': 'customer',
  'POST /api/v1/addresses': 'customer',
  'DELETE /api/v1/addresses/:id': 'customer',
  'GET /api/v1/bank-cards': 'customer',
  'POST /api/v1/bank-cards': 'customer',
  'DELETE /api/v1/bank-cards/:id': 'customer',
  'GET /api/v1/records': 'customer',
  'GET /api/v1/admin/deposits': READERS,
  'GET /api/v1/admin/deposits/:id': READERS,
  'GET /api/v1/admin/deposits/:id/proof': READERS,
  'POST /api/v1/admin/deposits/:id/approve': ['admin', 'finance'],
  'POST /api/v1/admin/deposits/:id/reject': ['admin', 'finance'],
  'GET /api/v1/admin/withdrawals': READERS,
  'GET /api/v1/admin/withdrawals/:id': READERS,
  'POST /api/v1/admin/withdrawals/:id/approve': ['admin', 'finance'],
  'POST /api/v1/admin/withdrawals/:id/reject': ['admin', 'finance'],
  'GET /api/v1/admin/deposit-addresses': ALL_STAFF,
  'GET /api/v1/admin/deposit-addresses/:id': ALL_STAFF,
  'PUT /api/v1/admin/deposit-addresses/:id': ['admin', 'finance'],
  'GET /api/v1/admin/withdrawal-rules/:id': ALL_STAFF,
  'PUT /api/v1/admin/withdrawal-rules/:id': ['admin', 'finance'],
  'GET /api/v1/admin/proposals/accounts': ['admin', 'finance', 'auditor'],
  'GET /api/v1/admin/proposals/accounts/:id': ['admin', 'finance', 'auditor'],
  'POST /api/v1/admin/proposals/accounts/:id/confirm': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/accounts/:id/reject': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/accounts/:id/withdraw': ['admin', 'finance'],
  'GET /api/v1/admin/proposals/trading': ['admin', 'compliance', 'finance', 'auditor'],
  'GET /api/v1/admin/proposals/trading/:id': ['admin', 'compliance', 'finance', 'auditor'],
  'POST /api/v1/admin/proposals/trading/:id/confirm': ['admin', 'compliance', 'finance'],
  'POST /api/v1/admin/proposals/trading/:id/reject': ['admin', 'compliance', 'finance'],
  'POST /api/v1/admin/proposals/trading/:id/withdraw': ['admin', 'compliance', 'finance'],
  'GET /api/v1/admin/proposals/earn': ['admin', 'finance', 'auditor'],
  'GET /api/v1/admin/proposals/earn/:id': ['admin', 'finance', 'auditor'],
  'POST /api/v1/admin/proposals/earn/:id/confirm': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/earn/:id/reject': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/earn/:id/withdraw': ['admin', 'finance'],
  'GET /api/v1/admin/proposals/kyc': ['admin', 'compliance', 'auditor'],
  'GET /api/v1/admin/proposals/kyc/:id': ['admin', 'compliance', 'auditor'],
  'POST /api/v1/admin/proposals/kyc/:id/confirm': ['admin', 'compliance'],
  'POST /api/v1/admin/proposals/kyc/:id/reject': ['admin', 'compliance'],
  'POST /api/v1/admin/proposals/kyc/:id/withdraw': ['admin', 'compliance'],
  'GET /api/v1/admin/proposals/lending': ['admin', 'finance', 'auditor'],
  'GET /api/v1/admin/proposals/lending/:id': ['admin', 'finance', 'auditor'],
  'POST /api/v1/admin/proposals/lending/:id/confirm': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/lending/:id/reject': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/lending/:id/withdraw': ['admin', 'finance'],
  'GET /api/v1/admin/customers/:id/balances': ALL_STAFF,
  'GET /api/v1/admin/audit/ledger-check': ['admin', 'auditor'],
  'GET /api/v1/admin/audit/accounts/:customerId/replay': ['admin', 'auditor', 'finance'],
  'GET /web/getAsset2': 'customer',
  'GET /web/getCurrencyAll': 'public',
  'GET /api/v1/markets': 'public',
  'GET /api/v1/markets/:symbol/candles': 'public',
  'GET /api/v1/admin/instruments': ALL_STAFF,
  'GET /api/v1/admin/instruments/:id': ALL_STAFF,
  'PUT /api/v1/admin/instruments/:id': ['admin'],
  'GET /api/v1/spot/markets': 'public',
  'GET /api/v1/markets/:symbol/depth': 'public',
  'GET /api/v1/markets/:symbol/trades': 'public',
  'GET /api/v1/spot/balances': 'customer',
  'POST /api/v1/spot/orders': 'customer',
  'POST /api/v1/spot/orders/oco': 'customer',
  'DELETE /api/v1/spot/orders/:id': 'customer',
  'GET /api/v1/spot/orders': 'customer',
  'GET /api/v1/spot/trades': 'customer',
  'GET /api/v1/admin/audit/spot-check': ['admin', 'auditor', 'finance'],
  'GET /api/v1/admin/audit/spot/:customerId/replay': ['admin', 'auditor', 'finance'],
  'GET /api/v1/admin/spot-orders': ALL_STAFF,
  'GET /api/v1/admin/spot-orders/:id': ALL_STAFF,
  'GET /api/v1/admin/spot-trades': ALL_STAFF,
  'GET /api/v1/admin/market-maker': ALL_STAFF,
  'GET /api/v1/admin/market-maker/:symbol': ALL_STAFF,
  'PUT /api/v1/admin/market-maker/:symbol': ['admin'],
  'GET /api/v1/admin/spot-fees/:id': ALL_STAFF,
  'PUT /api/v1/admin/spot-fees/:id': ['admin', 'finance'],
  'POST /internal/v1/spot/balances': 'internal',
  'POST /internal/v1/spot/records': 'internal',
  'POST /internal/v1/spot/send-to-funding': 'internal',
  'GET /api/v1/contracts/instruments': 'public',
  'GET /api/v1/kyc/limits': 'public',
  'GET /api/v1/risk/questionnaire': 'public',
  'GET /api/v1/earn/products': 'public',
  'GET /api/v1/earn/cover': 'public',
  'GET /api/v1/reserves': 'public',
  'GET /api/v1/vip/levels': 'public',
  'GET /api/v1/etf/funds': 'public',
  'GET /api/v1/subscriptions/coins': 'public',
  'GET /api/v1/subscriptions/coins/:symbol': 'public',
  'POST /api/v1/subscriptions': 'customer',
  'GET /api/v1/subscriptions': 'customer',
  'GET /api/v1/admin/subscriptions/coins': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/subscriptions/coins/:symbol': ['admin', 'finance', 'support', 'auditor'],
  'PUT /api/v1/admin/subscriptions/coins/:symbol': ['admin', 'finance'],
  'POST /api/v1/admin/subscriptions/coins/:symbol/allot': ['admin', 'finance'],
  'POST /api/v1/admin/subscriptions/coins/:symbol/fail': ['admin', 'finance'],
  'GET /api/v1/admin/subscriptions': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/spot-listings': ALL_STAFF,
  'GET /api/v1/admin/spot-listings/:coin': ALL_STAFF,
  'PUT /api/v1/admin/spot-listings/:coin': ['admin'],
  'GET /api/v1/etf/funds/:fundId': 'public',
  'POST /api/v1/etf/trades': 'customer',
  'GET /api/v1/etf/holdings': 'customer',
  'GET /api/v1/admin/earn/etf/outstanding': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/vip': 'customer',
  'GET /api/v1/admin/customers/:id/vip': ['admin', 'finance', 'support', 'auditor'],
  'PUT /api/v1/admin/customers/:id/vip': ['admin', 'finance'],
  'GET /api/v1/loans/terms': 'public',
  'GET /web/getProfitTotal': 'customer',
  'GET /web/getProfitList': 'customer',
  'GET /web/getProfitInfo': 'customer',
  'POST /web/buyProfit': 'customer',
  'POST /web/sellProfit': 'customer',
  'GET /web/lendMy': 'customer',
  'GET /web/lendList': 'customer',
  'GET /web/lendMylist': 'customer',
  'GET /web/lendBack': 'customer',
  'GET /web/lend_img': 'customer',
  'POST /api/v1/loans': 'customer',
  'GET /api/v1/loans': 'customer',
  'GET /api/v1/loans/images/:id': 'customer',
  'GET /api/v1/loans/:id': 'customer',
  'POST /api/v1/loans/:id/withdraw': 'customer',
  'POST /api/v1/loans/:id/repay': 'customer',
  'GET /api/v1/credit': 'customer',
  'POST /api/v1/credit/proofs': 'customer',
  'POST /api/v1/credit/evaluation': 'customer',
  'GET /api/v1/admin/lending-rules/:id': ['admin', 'finance', 'support', 'auditor'],
  'PUT /api/v1/admin/lending-rules/:id': ['admin', 'finance'],
  'GET /api/v1/admin/loans': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/loans/book/current': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/loans/images/:id': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/loans/:id': ['admin', 'finance', 'support', 'auditor'],
  'POST /api/v1/admin/loans/:id/disburse': ['admin', 'finance'],
  'POST /api/v1/admin/loans/:id/reject': ['admin', 'finance'],
  'POST /api/v1/admin/loans/:id/approve-repayment': ['admin', 'finance'],
  'POST /api/v1/admin/loans/:id/reject-repayment': ['admin', 'finance'],
  'GET /api/v1/admin/credit-requests': ['admin', 'finance', 'support', 'auditor', 'compliance'],
  'GET /api/v1/admin/credit/:customerId': ['admin', 'finance', 'support', 'auditor', 'compliance'],
  'PUT /api/v1/admin/credit/:customerId': ['admin', 'finance', 'compliance'],
  // C2C quick buy (docs/c2c.md): support handles the queue, finance completes and keeps the registry and rates.
  'GET /api/v1/c2c/rates': 'public',
  'GET /api/v1/c2c/orders': 'customer',
  'GET /api/v1/c2c/orders/:id': 'customer',
  'POST /api/v1/c2c/orders': 'customer',
  'POST /api/v1/c2c/orders/:id/proof': 'customer',
  'GET /api/v1/admin/c2c/orders': READERS,
  'GET /api/v1/admin/c2c/orders/:id': READERS,
  'GET /api/v1/admin/c2c/images/:id': READERS,
  'POST /api/v1/admin/c2c/orders/:id/match': ['admin', 'finance', 'support'],
  'POST /api/v1/admin/c2c/orders/:id/complete': ['admin', 'finance'],
  'POST /api/v1/admin/c2c/orders/:id/reject': ['admin', 'finance', 'support'],
  'POST /api/v1/admin/c2c/orders/:id/extend': ['admin', 'finance', 'support'],
  'GET /api/v1/admin/c2c/receiving-accounts': READERS,
  'GET /api/v1/admin/c2c/receiving-accounts/:id': READERS,
  'POST /api/v1/admin/c2c/receiving-accounts': ['admin', 'finance'],
  'POST /api/v1/admin/c2c/receiving-accounts/:id/confirm': ['admin', 'finance'],
  'POST /api/v1/admin/c2c/receiving-accounts/:id/retire': ['admin', 'finance'],
  'GET /api/v1/admin/c2c/rates': READERS,
  'GET /api/v1/admin/c2c/rates/:fiat': READERS,
  'PUT /api/v1/admin/c2c/rates/:fiat': ['admin', 'finance'],
  'GET /api/v1/admin/c2c/rules/:id': READERS,
  'PUT /api/v1/admin/c2c/rules/:id': ['admin', 'finance'],
  'GET /api/v1/admin/proposals/c2c': ['admin', 'finance', 'auditor'],
  'GET /api/v1/admin/proposals/c2c/:id': ['admin', 'finance', 'auditor'],
  'POST /api/v1/admin/proposals/c2c/:id/confirm': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/c2c/:id/reject': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/c2c/:id/withdraw': ['admin', 'finance'],
  // Engagement (docs/engagement.md): the daily sign-in, notices and content. Pages open to visitors say more to a logged-in customer.
  'GET /api/v1/rewards/sign-in': 'public',
  'POST /api/v1/rewards/sign-in': 'customer',
  'GET /api/v1/rewards/sign-in/records': 'customer',
  // The referral programme (docs/referral.md): only the customer's own code, levels and commission lines.
  'GET /api/v1/referral': 'customer',
  'GET /api/v1/referral/records': 'customer',
  'GET /api/v1/notices': 'public',
  'GET /api/v1/notices/:id': 'public',
  'POST /api/v1/notices/read-all': 'customer',
  'POST /api/v1/notices/:id/read': 'customer',
  // The personal inbox: only the customer's own messages (another customer's id is not found: test/e2e/inbox.int-spec.ts).
  'GET /api/v1/inbox': 'customer',
  'GET /api/v1/inbox/preferences': 'customer',
  'PUT /api/v1/inbox/preferences': 'customer',
  'POST /api/v1/inbox/read-all': 'customer',
  'POST /api/v1/inbox/:id/read': 'customer',
  'POST /api/v1/inbox/:id/archive': 'customer',
  'GET /api/v1/content/:slug': 'public',
  'GET /api/v1/help': 'public',
  'GET /api/v1/agreements': 'public',
  'GET /api/v1/agreements/pending': 'customer',
  'POST /api/v1/agreements/:slug/accept': 'customer',
  'GET /api/v1/download': 'public',
  'GET /api/v1/admin/sign-in-rules/:id': ALL_STAFF,
  'PUT /api/v1/admin/sign-in-rules/:id': ['admin', 'finance'],
  'GET /api/v1/admin/sign-ins': ALL_STAFF,
  'GET /api/v1/admin/referral-rules/:id': ALL_STAFF,
  'PUT /api/v1/admin/referral-rules/:id': ['admin', 'finance'],
  'GET /api/v1/admin/referral-trees/:id': ALL_STAFF,
  'GET /api/v1/admin/referral-commissions': ALL_STAFF,
  'POST /api/v1/admin/referral-commissions/:feeId/levels/:level/claw-back': ['admin', 'finance'],
  'GET /api/v1/admin/notices': ALL_STAFF,
  'GET /api/v1/admin/notices/:id': ALL_STAFF,
  'POST /api/v1/admin/notices': ['admin', 'support'],
  'PUT /api/v1/admin/notices/:id': ['admin', 'support'],
  'POST /api/v1/admin/notices/:id/publish': ['admin', 'support'],
  'POST /api/v1/admin/notices/:id/archive': ['admin', 'support'],
  'GET /api/v1/admin/content-pages': ALL_STAFF,
  'GET /api/v1/admin/content-pages/:id': ALL_STAFF,
  'POST /api/v1/admin/content-pages': ['admin', 'support'],
  'PUT /api/v1/admin/content-pages/:id': ['admin', 'support'],
  'POST /api/v1/admin/content-pages/:id/publish': ['admin', 'support'],
  'POST /api/v1/admin/content-pages/:id/archive': ['admin', 'support'],
  'GET /api/v1/admin/help-categories': ALL_STAFF,
  'GET /api/v1/admin/help-categories/:id': ALL_STAFF,
  'POST /api/v1/admin/help-categories': ['admin', 'support'],
  'PUT /api/v1/admin/help-categories/:id': ['admin', 'support'],
  'GET /api/v1/admin/proposals/engagement': ['admin', 'finance', 'auditor'],
  'GET /api/v1/admin/proposals/engagement/:id': ['admin', 'finance', 'auditor'],
  'POST /api/v1/admin/proposals/engagement/:id/confirm': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/engagement/:id/reject': ['admin', 'finance'],
  'POST /api/v1/admin/proposals/engagement/:id/withdraw': ['admin', 'finance'],
  // Live support (docs/support.md): a customer's own conversations; support and admins answer, compliance and auditors read.
  'GET /api/v1/support/conversations': 'customer',
  'POST /api/v1/support/conversations': 'customer',
  'GET /api/v1/support/conversations/:id': 'customer',
  'POST /api/v1/support/conversations/:id/messages': 'customer',
  'POST /api/v1/support/conversations/:id/read': 'customer',
  'GET /api/v1/support/images/:id': 'customer',
  'GET /api/v1/admin/support/conversations': ['admin', 'support', 'compliance', 'auditor'],
  'GET /api/v1/admin/support/conversations/:id': ['admin', 'support', 'compliance', 'auditor'],
  'GET /api/v1/admin/support/images/:id': ['admin', 'support', 'compliance', 'auditor'],
  'POST /api/v1/admin/support/conversations/:id/assign': ['admin', 'support'],
  'POST /api/v1/admin/support/conversations/:id/reply': ['admin', 'support'],
  'POST /api/v1/admin/support/conversations/:id/notes': ['admin', 'support'],
  'POST /api/v1/admin/support/conversations/:id/resolve': ['admin', 'support'],
  'POST /api/v1/admin/support/conversations/:id/read': ['admin', 'support'],
  'POST /api/v1/earn/orders': 'customer',
  'GET /api/v1/earn/orders': 'customer',
  'GET /api/v1/earn/orders/:id': 'customer',
  'POST /api/v1/earn/orders/:id/redeem': 'customer',
  'GET /api/v1/admin/earn/orders': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/earn/orders/:id': ['admin', 'finance', 'support', 'auditor'],
  'POST /api/v1/admin/earn/orders/:id/approve-redemption': ['admin', 'finance'],
  'POST /api/v1/admin/earn/orders/:id/reject-redemption': ['admin', 'finance'],
  'PUT /api/v1/admin/earn/products/:productId/rates': ['admin', 'finance'],
  'GET /api/v1/admin/earn/products': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/earn/products/:productId': ['admin', 'finance', 'support', 'auditor'],
  'PUT /api/v1/admin/earn/products/:productId': ['admin', 'finance'],
  'GET /api/v1/admin/earn/liabilities/current': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/platform-accounts': ['admin', 'finance', 'support', 'auditor'],
  'POST /api/v1/admin/platform-accounts/fundings': ['admin', 'finance'],
  'GET /api/v1/admin/capital-contributions': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/capital-contributions/:id': ['admin', 'finance', 'support', 'auditor'],
  'POST /api/v1/admin/capital-contributions': ['admin', 'finance'],
  'POST /api/v1/admin/capital-contributions/:id/confirm': ['admin', 'finance'],
  'POST /api/v1/admin/capital-contributions/:id/reject': ['admin', 'finance'],
  'POST /internal/v1/platform-accounts/balance': 'internal',
  'GET /api/v1/risk/profile': 'customer',
  'POST /api/v1/risk/answers': 'customer',
  'GET /api/v1/kyc': 'customer',
  'POST /api/v1/kyc/primary': 'customer',
  'POST /api/v1/kyc/advanced': 'customer',
  'POST /api/v1/kyc/address': 'customer',
  'GET /api/v1/kyc/images/:id': 'customer',
  'GET /api/v1/admin/kyc': ['admin', 'compliance', 'support', 'auditor'],
  'GET /api/v1/admin/kyc/images/:id': ['admin', 'compliance', 'support', 'auditor'],
  'GET /api/v1/admin/kyc/:id': ['admin', 'compliance', 'support', 'auditor'],
  'POST /api/v1/admin/kyc/:id/approve': ['admin', 'compliance'],
  'POST /api/v1/admin/kyc/:id/reject': ['admin', 'compliance'],
  'GET /api/v1/admin/verification-limits/current': ['admin', 'compliance', 'support', 'auditor'],
  'PUT /api/v1/admin/verification-limits/current': ['admin', 'compliance'],
  'GET /api/v1/feed/commitments': 'public',
  'GET /api/v1/feed/instruments': 'public',
  'GET /api/v1/options/products': 'public',
  'POST /api/v1/options/orders': 'customer',
  'GET /api/v1/options/orders': 'customer',
  'GET /api/v1/options/eligibility': 'customer',
  'GET /api/v1/markets/:symbol/ticks': 'public',
  'POST /api/v1/contracts/quote': 'public',
  'GET /api/v1/contracts/positions': 'customer',
  'POST /api/v1/contracts/positions': 'customer',
  'POST /api/v1/contracts/positions/:id/close': 'customer',
  'PUT /api/v1/contracts/positions/:id/tpsl': 'customer',
  'POST /api/v1/contracts/positions/:id/margin': 'customer',
  'DELETE /api/v1/contracts/positions/:id': 'customer',
  'GET /api/v1/admin/contracts/house': ['admin', 'finance', 'support', 'auditor'],
  'PUT /api/v1/admin/contracts/house/buffer': ['admin'],
  'GET /api/v1/admin/contracts/liquidations': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/option-orders': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/option-restrictions/:id': ['admin', 'compliance', 'finance', 'support', 'auditor'],
  'PUT /api/v1/admin/option-restrictions/:id': ['admin', 'compliance'],
  'GET /api/v1/admin/contracts': ['admin', 'finance', 'support', 'auditor'],
  'GET /api/v1/admin/contracts/:symbol': ['admin', 'finance', 'support', 'auditor'],
  'PUT /api/v1/admin/contracts/:symbol': ['admin'],
  'POST /internal/v1/contracts/balances': 'internal',
  'POST /internal/v1/audit/core-ledgers': 'internal',
  'POST /internal/v1/audit/core-replay': 'internal',
  'POST /internal/v1/contracts/records': 'internal',
  'POST /internal/v1/contracts/send-to-funding': 'internal',
  'POST /internal/v1/contracts/reserves': 'internal',
};

let platform: TestPlatform;
let api: Client;
let customer: string;
const staff = {} as Record<StaffRole, string>;

/** Every route Nest registered, read from the controllers' own metadata at run time (test/support/route-table.ts). */
function registeredRoutes(): string[] {
  return registeredRoutesOf(platform.platform.app);
}

/** Each route with the module whose controller declares it. */
function registeredRoutesByModule(): { route: string; module: string }[] {
  return routesByModuleOf(platform.platform.app);
}

async function send(route: string, token: string | null): Promise<{ status: number; code: number | undefined }> {
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace(/:(\w+)/g, (_, name: string) => (name === 'symbol' ? 'BTCUSDT' : randomUUID()));
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  if (token) headers.authorization = `Bearer ${token}`;
  const query = path.startsWith('/web/') ? `?rtoken=${randomUUID().slice(0, 12)}${token ? `&token=${token}` : ''}` : '';
  const res = await fetch(`${platform.url}${path}${query}`, { method, headers, body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(token && path.startsWith('/web/') ? { token } : {}) });
  const body = (await res.json().catch(() => null)) as { code?: number } | null;
  return { status: res.status, code: body?.code };
}

const denied = (answer: { status: number; code: number | undefined }) => answer.status === 401 || answer.status === 403 || answer.code === 2000;

/** Logging out would end the token every later call uses: those routes get a token of their own. */
const isLogout = (route: string) => route.endsWith('/logout');
const customerToken = async (route: string) => (isLogout(route) ? (await api.register(`logout-${randomUUID().slice(0, 8)}@example.com`)).token : customer);
const staffToken = async (route: string, role: StaffRole) => (isLogout(route) ? api.staffToken(`${role}@access.test`, `${role}-password-1`) : staff[role]);

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  const admin = await api.staffToken(ADMIN.email, ADMIN.password);
  for (const role of ALL_STAFF) {
    await api.admin('POST', '/staff', admin, { email: `${role}@access.test`, password: `${role}-password-1`, name: role, roles: [role] });
    staff[role] = await api.staffToken(`${role}@access.test`, `${role}-password-1`);
  }
  customer = (await api.register('access-owner@example.com')).token;
});
afterAll(() => platform.stop());

describe('access to every route', () => {
  it('declares a rule for every route the server registers, and none for a route it does not', () => {
    const registered = registeredRoutes().sort();
    expect(registered.filter((route) => !(route in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('holds each rule with no token, a customer token and every staff role', async () => {
    const wrong: string[] = [];
    const expectThat = (route: string, who: string, answer: { status: number; code: number | undefined }, shouldPass: boolean) => {
      if (denied(answer) === shouldPass) wrong.push(`${route} as ${who}: ${answer.status}/${answer.code}, expected ${shouldPass ? 'let through' : 'refused'}`);
    };
    const check = async ([route, rule]: [string, Rule]) => {
      if (rule === 'public') {
        expectThat(route, 'nobody', await send(route, null), true);
      } else if (rule === 'internal') {
        expectThat(route, 'nobody', await send(route, null), false);
        expectThat(route, 'customer', await send(route, customer), false);
        expectThat(route, 'admin', await send(route, staff.admin), false);
      } else if (rule === 'customer') {
        expectThat(route, 'nobody', await send(route, null), false);
        expectThat(route, 'staff', await send(route, staff.admin), false);
        expectThat(route, 'customer', await send(route, await customerToken(route)), true);
      } else {
        expectThat(route, 'nobody', await send(route, null), false);
        expectThat(route, 'customer', await send(route, customer), false);
        for (const role of ALL_STAFF) expectThat(route, role, await send(route, await staffToken(route, role)), rule.includes(role));
      }
    };
    // Eight routes at a time: each route's own calls stay in order, and who may pass never depends on another route.
    const routes = Object.entries(ACCESS);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = routes.shift(); next; next = routes.shift()) await check(next);
      }),
    );
    wrong.sort();
    expect(wrong).toEqual([]);
  });
});

describe('the edge proxy of the distributed profile', () => {
  // Which process serves a module's routes (deploy/: trading runs alone, the push gateways beside it).
  const PROCESS: Record<string, string> = { IdentityModule: 'identity', AccountsModule: 'accounts', TradingModule: 'trading', KycModule: 'kyc', EarnModule: 'earn', LendingModule: 'lending', C2cModule: 'c2c', EngagementModule: 'engagement' };

  it('sends every public route to the process whose module serves it, and no internal route anywhere', () => {
    const routes = registeredRoutesByModule().filter((entry) => PROCESS[entry.module]);
    const paths = routes.map((entry) => entry.route.split(' ')[1]!.replace(/:(\w+)/g, (_, name: string) => (name === 'symbol' ? 'BTCUSDT' : 'x-1')));
    const script = `import { routeFor } from './deploy/edge/routes.mjs'; console.log(JSON.stringify(${JSON.stringify(paths)}.map((p) => routeFor(p)?.target ?? null)));`;
    const targets = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '../..') }).toString()) as (string | null)[];
    const wrong = routes
      .map((entry, i) => ({ route: entry.route, expected: ACCESS[entry.route] === 'internal' ? null : PROCESS[entry.module]!, actual: targets[i] }))
      .filter((entry) => entry.expected !== entry.actual);
    expect(wrong).toEqual([]);
  });
});

describe("another customer's objects", () => {
  it('are neither shown nor changed for a second customer', async () => {
    const finance = staff.finance;
    await openDepositChannel(api, finance);
    const owner = customer;
    const other = (await api.register('access-other@example.com')).token;
    const deposit = await call(platform.url, owner, 'POST', '/deposits', depositForm({ coin: 'USDT', chain: 'ERC20', amount: '20', tx_hash: '0xabc' }));
    const address = await call(platform.url, owner, 'POST', '/addresses', { coin: 'USDT', chain: 'ERC20', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', label: 'mine' });
    const card = await call(platform.url, owner, 'POST', '/bank-cards', {
      bank_name: 'Bank of Test',
      account_number: '6222 0202 0011 2233',
      swift_code: 'BKTSHKHH',
      bank_address: '1 Main Street',
      payee_name: 'Owner',
      payee_address: '2 Side Street',
    });
    expect([deposit, address, card].map((created) => typeof created.body.data?.id)).toEqual(['string', 'string', 'string']);

    const proof = await fetch(`${platform.url}/api/v1/deposits/${deposit.body.data.id}/proof`, { headers: { authorization: `Bearer ${other}` } });
    expect(proof.status).toBe(404);
    // The wallet book is the customer's own stream: another customer's id is simply not in it.
    const notFound = { status: 400, message: 'Not found' };
    const asOther = async (path: string) => {
      const res = await call(platform.url, other, 'DELETE', path);
      return { status: res.status, message: res.body.message };
    };
    expect(await asOther(`/addresses/${address.body.data.id}`)).toEqual(notFound);
    expect(await asOther(`/bank-cards/${card.body.data.id}`)).toEqual(notFound);
    expect((await call(platform.url, other, 'GET', '/deposits', undefined, null)).body.data.items).toEqual([]);
    expect((await call(platform.url, owner, 'GET', '/addresses', undefined, null)).body.data.map((a: { id: string }) => a.id)).toEqual([address.body.data.id]);
    expect((await call(platform.url, owner, 'GET', '/bank-cards', undefined, null)).body.data.map((c: { id: string }) => c.id)).toEqual([card.body.data.id]);

    const trader = await spotTrader(platform.url, '1000');
    const resting = await placeOrder(platform.url, trader, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.01' });
    expect(resting.body.code).toBe(0);
    expect((await call(platform.url, other, 'DELETE', `/spot/orders/${resting.body.data.id}`)).body.code).not.toBe(0);
    const mine = await call(platform.url, trader, 'GET', '/spot/orders?status=open', undefined, null);
    expect(mine.body.data.items.map((o: { id: string }) => o.id)).toContain(resting.body.data.id);
  });
});
