export const FUND_PREFIX = 'etf-fund-';
export const HOLDING_PREFIX = 'etf-holding-';

/** `etf-holding-<fundId>-<customerId>`: the customer id is the last five dash-separated groups (a UUID). */
export const holdingOf = (streamId: string) => {
  const rest = streamId.slice(HOLDING_PREFIX.length).split('-');
  return { fundId: rest.slice(0, -5).join('-'), customerId: rest.slice(-5).join('-') };
};
