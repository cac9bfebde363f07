import { Entity, PrimaryColumn } from 'typeorm';

/** The entry ids posted on each customer's ledger stream: the key refuses a cause delivered twice. */
@Entity('ledger_entry_ids')
export class LedgerEntryId {
  @PrimaryColumn('text', { name: 'stream_id' }) streamId!: string;
  @PrimaryColumn('text', { name: 'entry_id' }) entryId!: string;
}
