import type { ReadModelConnection } from '@meridian/database';
import { accountsReadModels } from '../accounts.read-models';
import { LedgerEntryId } from './read-models/ledger-entry-id.entity';

/** Whether the ledger stream holds an entry with this id: the one step that posts it ran before. */
export async function isEntryPosted(db: ReadModelConnection, streamId: string, entryId: string): Promise<boolean> {
  return (await accountsReadModels.on(db)).getRepository(LedgerEntryId).existsBy({ streamId, entryId });
}
