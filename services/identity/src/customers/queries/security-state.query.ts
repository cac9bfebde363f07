import { Injectable } from '@nestjs/common';
import { SqlSecondFactor } from '../../second-factor/sql-second-factor';
import { CustomerDirectory } from '../customer-directory';

export interface SecurityState {
  authenticator: boolean;
  securityQuestion: number | null;
  antiPhishingPhrase: string | null;
}

/** What the security centre shows: the authenticator, the security question and the anti-phishing phrase. */
@Injectable()
export class SecurityStateQuery {
  constructor(
    private readonly secondFactor: SqlSecondFactor,
    private readonly directory: CustomerDirectory,
  ) {}

  async state(customerId: string): Promise<SecurityState> {
    const [authenticator, row] = await Promise.all([this.secondFactor.isEnabled(customerId), this.directory.byId(customerId)]);
    return { authenticator, securityQuestion: row?.securityQuestionId ?? null, antiPhishingPhrase: row?.antiPhishingPhrase ?? null };
  }
}
