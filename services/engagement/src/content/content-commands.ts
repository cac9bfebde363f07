import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import {
  agreementAcceptanceDecider,
  agreementsStream,
  type AgreementAcceptanceCommand,
  type AgreementAcceptanceEvent,
  type AgreementAcceptanceState,
} from './domain/agreement-acceptance.decider';
import {
  contentPageDecider,
  contentPageStream,
  type ContentPageCommand,
  type ContentPageEvent,
  type ContentPageState,
} from './domain/content-page.decider';
import {
  helpCategoryDecider,
  helpCategoryStream,
  type HelpCategoryCommand,
  type HelpCategoryEvent,
  type HelpCategoryState,
} from './domain/help-category.decider';

/** A slug or a legacy id another page has: the read model's unique index refused the append. */
const isTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** Runs commands on content's streams (pages, help categories, a customer's acceptances) now by the platform's clock. */
@Injectable()
export class ContentCommands {
  private readonly onPage: ExecuteCommand<ContentPageCommand, ContentPageEvent, ContentPageState>;
  readonly category: ExecuteCommand<HelpCategoryCommand, HelpCategoryEvent, HelpCategoryState>;
  readonly agreements: ExecuteCommand<AgreementAcceptanceCommand, AgreementAcceptanceEvent, AgreementAcceptanceState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.onPage = commandHandling({ store, clock, decider: contentPageDecider, streamOf: contentPageStream });
    this.category = commandHandling({ store, clock, decider: helpCategoryDecider, streamOf: helpCategoryStream });
    this.agreements = commandHandling({ store, clock, decider: agreementAcceptanceDecider, streamOf: agreementsStream });
  }

  /** A command on a page; a slug or legacy id already taken by another page is refused in the reader's words. */
  readonly page: ExecuteCommand<ContentPageCommand, ContentPageEvent, ContentPageState> = (id, command, options) =>
    this.onPage(id, command, options).catch((error: unknown) => {
      throw isTaken(error) ? new DomainError('content.slugTaken') : error;
    });
}
