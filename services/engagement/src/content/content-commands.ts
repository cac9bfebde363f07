import { Injectable } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import type { ExecuteCommand } from '@meridian/eventstore';
import { CommandsOnStreams } from '@meridian/http';
import { agreementAcceptanceDecider, agreementsStream } from './domain/agreement-acceptance.decider';
import {
  contentPageDecider,
  contentPageStream,
  type ContentPageCommand,
  type ContentPageEvent,
  type ContentPageState,
} from './domain/content-page.decider';
import { helpCategoryDecider, helpCategoryStream } from './domain/help-category.decider';

/** A slug or a legacy id another page has: the read model's unique index refused the append. */
const isTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** Runs commands on content's streams (pages, help categories, a customer's acceptances) now by the platform's clock. */
@Injectable()
export class ContentCommands extends CommandsOnStreams {
  private readonly onPage = this.on({ decider: contentPageDecider, streamOf: contentPageStream });
  readonly category = this.on({ decider: helpCategoryDecider, streamOf: helpCategoryStream });
  readonly agreements = this.on({ decider: agreementAcceptanceDecider, streamOf: agreementsStream });

  /** A command on a page; a slug or legacy id already taken by another page is refused in the reader's words. */
  readonly page: ExecuteCommand<ContentPageCommand, ContentPageEvent, ContentPageState> = (id, command, options) =>
    this.onPage(id, command, options).catch((error: unknown) => {
      throw isTaken(error) ? new DomainError('content.slugTaken') : error;
    });
}
