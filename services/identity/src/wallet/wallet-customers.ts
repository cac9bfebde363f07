import { Injectable } from '@nestjs/common';
import type { Lang } from '@meridian/http';
import { CustomerDirectory } from '../customers/customer-directory';
import type { Customer } from '../customers/read-models/customer.entity';
import { CustomerStore } from '../customers/customer-store';
import { registerCustomer } from '../customers/customer-registration';
import type { CallerInfo } from '../customers/session-issuer';

/**
 * A wallet customer has no password: this stands where the hash would be and matches none
 * (`verifyPassword` accepts only scrypt hashes), so no password login can reach the account.
 */
export const NO_PASSWORD = 'none:wallet';

const isDuplicateWallet = (error: unknown) => {
  const pg = error as { code?: string; constraint?: string };
  return pg.code === '23505' && pg.constraint === 'customers_wallet_address_key';
};

/** The customer a wallet signs in as: the one registered with its address, or a new one, as e-mail registration makes them. */
@Injectable()
export class WalletCustomers {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly customers: CustomerStore,
  ) {}

  async register(address: string, invitedBy: string | null, lang: Lang, caller: CallerInfo): Promise<Customer> {
    let customerId: string;
    try {
      customerId = await registerCustomer(
        this.customers,
        this.directory,
        {
          kind: 'real',
          accountType: 'wallet',
          email: null,
          phone: null,
          areaCode: null,
          walletAddress: address,
          passwordHash: NO_PASSWORD,
          invitedBy,
          lang,
          demoExpiresAt: null,
        },
        caller.requestId,
      );
    } catch (error) {
      // Two first sign-ins of one wallet at once: the address's unique key let one register (in its
      // append's transaction, so the other left nothing behind); both sign in as that customer.
      if (!isDuplicateWallet(error)) throw error;
      const registered = await this.directory.byWalletAddress(address);
      if (registered) return registered;
      throw error;
    }
    return (await this.directory.byId(customerId))!;
  }
}
