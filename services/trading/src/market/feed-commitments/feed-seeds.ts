import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { commitmentsAround, hourOf, hourSeed, type HourCommitment } from './hour-seeds';

/**
 * The platform's feed secret, made once at the first start and kept in the database; each hour's seed
 * is derived from it. Loaded before the feed's first step.
 */
@Injectable()
export class FeedSeeds implements OnModuleInit {
  private secret: string | null = null;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async onModuleInit(): Promise<void> {
    await this.pool.query('INSERT INTO feed_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('hex')]);
    const { rows } = await this.pool.query<{ secret: string }>('SELECT secret FROM feed_secret WHERE id = 1');
    this.secret = rows[0]!.secret;
  }

  /** The seed of the hour `at` falls in. */
  seedFor(at: Date): string {
    return hourSeed(this.loaded(), hourOf(at));
  }

  commitments(now: Date, hours: number): HourCommitment[] {
    return commitmentsAround(this.loaded(), now, hours);
  }

  private loaded(): string {
    if (this.secret === null) throw new Error('the feed secret is not loaded yet');
    return this.secret;
  }
}
