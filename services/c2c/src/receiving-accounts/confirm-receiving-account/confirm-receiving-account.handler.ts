import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { ReceivingAccountsQuery } from '../queries/receiving-accounts.query';
import { ReceivingAccountCommands } from '../receiving-account-commands';

/** A second finance member confirms a proposed receiving account (never its proposer): from now support may match orders to it. */
@Injectable()
export class ConfirmReceivingAccountHandler {
  constructor(
    private readonly accounts: ReceivingAccountCommands,
    private readonly read: ReceivingAccountsQuery,
  ) {}

  async execute(staff: StaffPrincipal, accountId: string) {
    await this.read.one(accountId);
    await this.accounts.execute(accountId, { type: 'ConfirmReceivingAccount', data: { staffId: staff.staffId } }, { metadata: { staffId: staff.staffId } });
    return this.read.one(accountId);
  }
}
