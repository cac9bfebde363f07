import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { AppError, cleanUploadedImage } from '@meridian/http';
import { CLOCK, PG_POOL, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { CustomerStore } from '../customer-store';

export class ChangeAvatarCommand extends Command<{ avatarId: string }> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly bytes: Buffer | undefined,
  ) {
    super();
  }
}

/** A picture checked by its bytes (JPG or PNG, 8 MB at most), kept apart from the customer's row. */
@CommandHandler(ChangeAvatarCommand)
export class ChangeAvatarHandler implements ICommandHandler<ChangeAvatarCommand> {
  constructor(
    private readonly customers: CustomerStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ customer, bytes }: ChangeAvatarCommand) {
    if (!bytes) throw AppError.badInput('field.required', { field: 'avatar' });
    // Decoded and encoded afresh: the avatar served is a clean image, never the bytes sent (no EXIF, nothing appended).
    const checked = await cleanUploadedImage(bytes);
    if (!checked.ok) throw AppError.badInput(checked.key);
    const avatarId = randomUUID();
    // The bytes first: an event never names a picture that is not there.
    await this.pool.query('INSERT INTO customer_avatars (id, customer_id, mime, bytes, created_at) VALUES ($1, $2, $3, $4, $5)', [
      avatarId,
      customer.customerId,
      checked.mime,
      checked.bytes,
      this.clock.now(),
    ]);
    await this.customers.execute(customer.customerId, { type: 'ChangeAvatar', data: { avatarId } });
    return { avatarId };
  }
}
