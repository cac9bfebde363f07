import { postInternal } from './internal-http';
import type { SpotAccountBalance, SpotAccountRecord, SpotAccounts, SpotRecordsFilter, SpotSendRequest, SpotSendResult } from './tokens';

/** The spot accounts of a trading core in another process (the distributed profile). */
export class HttpSpotAccounts implements SpotAccounts {
  constructor(
    private readonly tradingUrl: string,
    private readonly internalToken: string,
  ) {}

  async balances(customerId: string): Promise<SpotAccountBalance[]> {
    return (await this.post<{ items: SpotAccountBalance[] }>('/internal/v1/spot/balances', { customerId })).items;
  }

  records(customerId: string, filter: SpotRecordsFilter): Promise<{ items: SpotAccountRecord[]; total: number }> {
    return this.post('/internal/v1/spot/records', { customerId, ...filter });
  }

  sendToFunding(request: SpotSendRequest): Promise<SpotSendResult> {
    return this.post<SpotSendResult>('/internal/v1/spot/send-to-funding', request);
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return postInternal<T>(this.tradingUrl, this.internalToken, path, body);
  }
}
