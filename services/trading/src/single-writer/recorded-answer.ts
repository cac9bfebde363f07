import type { AnswerToRecord } from '@meridian/runtime';
import type { AnswerRecord } from './single-writer';

/**
 * The answer another service hands a core with a command (the funding side's answer to a transfer out
 * of a trading account), as the writer records it in the group commit of the command's event.
 */
export const recordedWithEvent = <Data>(answer: AnswerToRecord): AnswerRecord<Data> => ({ claim: answer.claim, httpStatus: answer.httpStatus, answer: () => answer.body });
