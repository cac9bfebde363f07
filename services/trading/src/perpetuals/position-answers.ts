import { envelope, type RequestClaim, type RequestContext } from '@meridian/http';
import { positionIn } from './contract-terms-words';
import type { PositionAnswer } from './position-commands';
import type { PresentedPosition } from './presented-position';

/**
 * How a position call answers, recorded under the request id in the group commit of its event
 * (`GroupCommitIdempotencyInterceptor`): a retry, even after a crash, gets this very answer back.
 * The position's terms are written in the caller's language, as the message is.
 */
export const answering = (
  ctx: RequestContext,
  claim: RequestClaim | null,
  httpStatus: number,
  message: (position: PresentedPosition) => string,
): { answer: PositionAnswer | undefined; send: (position: PresentedPosition) => unknown } => {
  const send = (position: PresentedPosition) => envelope(positionIn(ctx.lang, position), message(position), 1);
  return { answer: claim ? { claim, httpStatus, body: send } : undefined, send };
};
