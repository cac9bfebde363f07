import { ACCOUNTS_SOURCE, FundsTransferEvents, parseFundsSentToTradingV1, type FundsSentToTradingV1 } from '@meridian/contracts';
import type { ContractMessages } from '@meridian/messaging';

/** The funding side's half of a transfer into a trading account, which each core's consumer credits for its own accounts. */
export const FUNDS_SENT_TO_TRADING: ContractMessages<FundsSentToTradingV1> = {
  sources: [ACCOUNTS_SOURCE],
  types: [FundsTransferEvents.sentToTrading],
  parse: parseFundsSentToTradingV1,
};
