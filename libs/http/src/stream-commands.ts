import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type CommandHandling, type DomainEvent, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';

/** How one kind of stream is handled, but for the event store and the clock the platform provides. */
export type StreamHandling<Command, Event extends DomainEvent, State> = Omit<CommandHandling<Command, Event, State>, 'store' | 'clock'>;

/**
 * The provider a service runs one kind of stream's commands through (`commandHandling`), on the
 * platform's event store and clock: `class LoanCommands extends StreamCommands({ decider, streamOf })
 * {}`, then `loans.execute(loanId, command, options)`. Refusals stay the decider's `DomainError`s.
 */
export function StreamCommands<Command, Event extends DomainEvent, State>(handling: StreamHandling<Command, Event, State>) {
  @Injectable()
  class Commands {
    readonly execute: ExecuteCommand<Command, Event, State>;

    constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
      this.execute = commandHandling({ ...handling, store, clock });
    }
  }
  return Commands;
}

/**
 * The provider of a few kinds of stream that belong together (a notice and a customer's reads): each
 * kind is a property made with `on`, run on the platform's event store and clock.
 * `class NoticeCommands extends CommandsOnStreams { readonly notice = this.on({ decider, streamOf }); }`
 */
@Injectable()
export class CommandsOnStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  protected on<Command, Event extends DomainEvent, State>(
    handling: StreamHandling<Command, Event, State>,
  ): ExecuteCommand<Command, Event, State> {
    return commandHandling({ ...handling, store: this.store, clock: this.clock });
  }
}
