import { Injectable } from '@nestjs/common';
import { CommandsOnStreams } from '@meridian/http';
import { noticeDecider, noticeStream } from './domain/notice.decider';
import { noticeReadsDecider, noticeReadsStream } from './domain/notice-reads.decider';

/** Runs commands on a notice's stream and on a customer's reads, now by the platform's clock. */
@Injectable()
export class NoticeCommands extends CommandsOnStreams {
  readonly notice = this.on({ decider: noticeDecider, streamOf: noticeStream });
  readonly reads = this.on({ decider: noticeReadsDecider, streamOf: noticeReadsStream });
}
