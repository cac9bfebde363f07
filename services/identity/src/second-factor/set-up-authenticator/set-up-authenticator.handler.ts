import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { CustomerDirectory } from '../../customers/customer-directory';
import { DomainError } from '../../domain-error';
import { AuthenticatorSecrets } from '../authenticator-secrets';
import { newTotpSecret, otpauthUri } from '../totp';

const ISSUER = 'Meridian';

export class SetUpAuthenticatorCommand extends Command<{ secret: string; otpauthUri: string }> {
  constructor(readonly customer: CustomerPrincipal) {
    super();
  }
}

/** A new secret for the customer to scan; it takes effect only once a code from it is confirmed. */
@CommandHandler(SetUpAuthenticatorCommand)
export class SetUpAuthenticatorHandler implements ICommandHandler<SetUpAuthenticatorCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly directory: CustomerDirectory,
    private readonly secrets: AuthenticatorSecrets,
  ) {}

  async execute({ customer }: SetUpAuthenticatorCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const row = await this.directory.byId(customer.customerId);
    const secret = newTotpSecret();
    const { rowCount } = await this.store.pool.query(
      `INSERT INTO customer_second_factor (customer_id, secret, enabled, updated_at) VALUES ($1, $2, false, $3)
       ON CONFLICT (customer_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = -1, updated_at = EXCLUDED.updated_at
         WHERE NOT customer_second_factor.enabled`,
      // Sealed with a key held outside the database (AuthenticatorSecrets): the table alone cannot compute codes.
      [customer.customerId, this.secrets.seal(customer.customerId, secret), this.clock.now().toISOString()],
    );
    if (rowCount === 0) throw AppError.badInput('totp.alreadyOn');
    return { secret, otpauthUri: otpauthUri(ISSUER, row?.email ?? `+${row?.areaCode ?? ''}${row?.phone ?? ''}`, secret) };
  }
}
