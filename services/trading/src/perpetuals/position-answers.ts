import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiEnvelope,
  envelope,
  GroupCommitCustomerRoute,
  PublishedAs,
  translate,
  type MessageKey,
  type RequestClaim,
  type RequestContext,
} from '@meridian/http';
import { positionIn } from './contract-terms-words';
import type { PositionAnswer } from './position-commands';
import { PositionResponseDto } from './position.response.dto';
import type { PresentedPosition } from './presented-position';

/** A controller of the customer's calls on their positions. */
export const PositionRoutes = () => applyDecorators(Controller('api/v1/contracts'), ApiTags('contracts'));

/** One call on a position, under the id it is published as: answered with the position (`answerPosition`). */
export const PositionCall = (operationId: string, status = 200) =>
  applyDecorators(GroupCommitCustomerRoute(), ApiEnvelope(PositionResponseDto, { status }), PublishedAs(operationId));

/**
 * Runs a position call and answers it with the position and `message` (the key of its words), the
 * answer recorded under the request id in the group commit of its event
 * (`GroupCommitIdempotencyInterceptor`): a retry, even after a crash, gets this very answer back.
 * The position's terms are written in the caller's language, as the message is.
 */
export async function answerPosition(
  ctx: RequestContext,
  claim: RequestClaim | null,
  httpStatus: number,
  message: (position: PresentedPosition) => MessageKey,
  call: (answer: PositionAnswer | undefined) => Promise<PresentedPosition>,
): Promise<unknown> {
  const send = (position: PresentedPosition) => envelope(positionIn(ctx.lang, position), translate(ctx.lang, message(position)), 1);
  return send(await call(claim ? { claim, httpStatus, body: send } : undefined));
}
