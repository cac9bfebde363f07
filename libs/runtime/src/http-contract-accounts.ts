import { postInternal } from './internal-http';
import type { ContractAccountBalance, DerivativesAccount, DerivativesSendRequest, ContractAccountRecord, ContractAccounts, ContractReserve, SpotRecordsFilter, SpotSendResult } from './tokens';

/** The contract and futures accounts of a trading core in another process (the distributed profile). */
export class HttpContractAccounts implements ContractAccounts {
  constructor(
    private readonly tradingUrl: string,
    private readonly internalToken: string,
  ) {}

  async balances(customerId: string): Promise<ContractAccountBalance[]> {
    return (await postInternal<{ items: ContractAccountBalance[] }>(this.tradingUrl, this.internalToken, '/internal/v1/contracts/balances', { customerId })).items;
  }

  records(customerId: string, filter: SpotRecordsFilter & { account: DerivativesAccount | null }): Promise<{ items: ContractAccountRecord[]; total: number }> {
    return postInternal(this.tradingUrl, this.internalToken, '/internal/v1/contracts/records', { customerId, ...filter });
  }

  sendToFunding(request: DerivativesSendRequest): Promise<SpotSendResult> {
    return postInternal<SpotSendResult>(this.tradingUrl, this.internalToken, '/internal/v1/contracts/send-to-funding', request);
  }

  async reserves(): Promise<ContractReserve[]> {
    return (await postInternal<{ items: ContractReserve[] }>(this.tradingUrl, this.internalToken, '/internal/v1/contracts/reserves', {})).items;
  }
}
