import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { ReceivingAccountsQuery } from '../queries/receiving-accounts.query';
import { ReceivingAccountCommands } from '../receiving-account-commands';
import type { RegisterReceivingAccountDto } from './register-receiving-account.request.dto';

/** Finance adds a receiving account to the registry, with a reason; it is proposed until a different member confirms it. */
@Injectable()
export class RegisterReceivingAccountHandler {
  constructor(
    private readonly accounts: ReceivingAccountCommands,
    private readonly read: ReceivingAccountsQuery,
  ) {}

  async execute(staff: StaffPrincipal, input: RegisterReceivingAccountDto) {
    const accountId = randomUUID();
    const { fiat, accountName, accountNumber, bankName, bankAddress, reason } = input;
    await this.accounts.execute(
      accountId,
      { type: 'ProposeReceivingAccount', data: { accountId, fiat, accountName, accountNumber, bankName, bankAddress, reason, staffId: staff.staffId } },
      { metadata: { staffId: staff.staffId } },
    );
    return this.read.one(accountId);
  }
}
