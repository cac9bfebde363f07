import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { noticeDecider, noticeStream, type NoticeCommand, type NoticeEvent, type NoticeState } from './domain/notice.decider';
import {
  noticeReadsDecider,
  noticeReadsStream,
  type NoticeReadsCommand,
  type NoticeReadsEvent,
  type NoticeReadsState,
} from './domain/notice-reads.decider';

/** Runs commands on a notice's stream and on a customer's reads, now by the platform's clock. */
@Injectable()
export class NoticeCommands {
  readonly notice: ExecuteCommand<NoticeCommand, NoticeEvent, NoticeState>;
  readonly reads: ExecuteCommand<NoticeReadsCommand, NoticeReadsEvent, NoticeReadsState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.notice = commandHandling({ store, clock, decider: noticeDecider, streamOf: noticeStream });
    this.reads = commandHandling({ store, clock, decider: noticeReadsDecider, streamOf: noticeReadsStream });
  }
}
