import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { ReceivingAccountsQuery } from '../queries/receiving-accounts.query';
import { ReceivingAccountCommands } from '../receiving-account-commands';

/** Finance retires a receiving account at once, with a reason: no new match uses it; orders already matched keep their copy. */
@Injectable()
export class RetireReceivingAccountHandler {
  constructor(
    private readonly accounts: ReceivingAccountCommands,
    private readonly read: ReceivingAccountsQuery,
  ) {}

  async execute(staff: StaffPrincipal, accountId: string, reason: string) {
    await this.read.one(accountId);
    await this.accounts.execute(accountId, { type: 'RetireReceivingAccount', data: { staffId: staff.staffId, reason } }, { metadata: { staffId: staff.staffId } });
    return this.read.one(accountId);
  }
}
