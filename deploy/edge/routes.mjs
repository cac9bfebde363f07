// Which process owns which public path, first match wins. `internal` paths are never exposed. The
// edge's nginx config is generated from this table (nginx-config.mjs); the route-access test checks
// that every route a module registers is sent to the process that hosts the module.
export const routes = [
  { pattern: /^\/internal\//, target: null },
  { pattern: /^\/api\/v1\/admin\/audit\/spot(-check|\/)/, target: 'trading' },
  { pattern: /^\/api\/v1\/(assets|deposits|withdrawals|transfers|addresses|bank-cards|records|reserves|vip)(\/|\?|$)/, target: 'accounts' },
  { pattern: /^\/api\/v1\/admin\/(deposits|withdrawals|deposit-addresses|withdrawal-rules|proposals\/accounts|audit|platform-accounts|capital-contributions)(\/|\?|$)/, target: 'accounts' },
  { pattern: /^\/api\/v1\/admin\/customers\/[^/]+\/(balances|vip)/, target: 'accounts' },
  { pattern: /^\/web\/getAsset2/, target: 'accounts' },
  // Market data, spot, contracts, options and the feed's commitments: the trading service (the truth a
  // client resyncs from after its socket moved to another gateway).
  {
    pattern:
      /^\/(web\/getCurrencyAll|api\/v1\/(markets|spot|contracts|options|feed)|api\/v1\/admin\/(instruments|spot-listings|spot-orders|spot-trades|spot-fees|market-maker|contracts|option-orders|option-restrictions|proposals\/trading))(\/|\?|$)/,
    target: 'trading',
  },
  { pattern: /^\/api\/v1\/(kyc|risk|admin\/kyc|admin\/verification-limits|admin\/proposals\/kyc)(\/|\?|$)/, target: 'kyc' },
  { pattern: /^\/api\/v1\/(earn|etf|subscriptions|admin\/earn|admin\/subscriptions|admin\/proposals\/earn)(\/|\?|$)/, target: 'earn' },
  { pattern: /^\/web\/(getProfitTotal|getProfitList|getProfitInfo|buyProfit|sellProfit)(\/|\?|$)/, target: 'earn' },
  { pattern: /^\/web\/(lendMy|lendList|lendMylist|lendBack|lend_img)(\/|\?|$)/, target: 'lending' },
  { pattern: /^\/api\/v1\/(loans|credit|admin\/loans|admin\/credit|admin\/credit-requests|admin\/lending-rules|admin\/proposals\/lending)(\/|\?|$)/, target: 'lending' },
  { pattern: /^\/api\/v1\/(c2c|admin\/c2c|admin\/proposals\/c2c)(\/|\?|$)/, target: 'c2c' },
  {
    pattern: /^\/api\/v1\/(rewards|notices|inbox|support|content|help|agreements|download|admin\/(support|sign-in-rules|sign-ins|notices|content-pages|help-categories|proposals\/engagement))(\/|\?|$)/,
    target: 'engagement',
  },
  // The referral programme (docs/referral.md), in engagement.
  { pattern: /^\/api\/v1\/(referral|admin\/referral-(rules|trees|commissions))(\/|\?|$)/, target: 'engagement' },
  { pattern: /^\/(web|api)\//, target: 'identity' },
  // socket.io (/market, /private) on the push gateways: long-lived, upgraded to a WebSocket, and sticky
  // (a polling client's requests must reach the process that holds its session); a client whose
  // gateway went away reconnects to another.
  { pattern: /^\/socket\.io\//, target: 'gateway', sockets: true },
  // The rest, on the push gateways: the legacy /ws socket (the published market list), /health, the
  // customer app at / and the back office at /admin.
  { pattern: /^\//, target: 'gateway' },
];

/** The processes the edge sends requests to. */
export const edgeTargets = [...new Set(routes.map((route) => route.target).filter(Boolean))];

export function routeFor(path) {
  return routes.find((route) => route.pattern.test(path));
}
