import { Inject, Injectable, ParseUUIDPipe } from '@nestjs/common';
import {
  authenticateCustomer,
  claimOf,
  envelope,
  GroupCommitRequestIds,
  translate,
  type DirectAnswer,
  type DirectCall,
  type DirectRoute,
  type Envelope,
  type RequestClaim,
  type RequestContext,
  validateBody,
} from '@meridian/http';
import { SESSION_VERIFIER, type SessionVerifier } from '@meridian/runtime';
import type { SpotOrderView } from '../domain/spot-core.types';
import { CancelOrderHandler } from '../cancel-order/cancel-order.handler';
import { PlaceOrderHandler } from '../place-order/place-order.handler';
import { SpotOrderRequestDto } from '../place-order/place-order.request.dto';

/** The check of the Nest route's `:id` (`ParseUUIDPipe`), run at the same point: after the guard and the request id. */
const orderIdPipe = new ParseUUIDPipe();

/**
 * Order entry: places and cancels spot orders and answers them as envelopes, the answer recorded
 * under the request id by the core's group commit. Two ways lead here: the Nest routes of
 * `PlaceOrderHttpController` and `CancelOrderHttpController` (the reference, and the OpenAPI document) and the order gateway's direct routes,
 * which skip Express and the Nest pipeline on the hottest path of the platform.
 */
@Injectable()
export class SpotOrderDesk {
  constructor(
    private readonly placeOrder: PlaceOrderHandler,
    private readonly cancelOrder: CancelOrderHandler,
    private readonly requestIds: GroupCommitRequestIds,
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
  ) {}

  async place(customerId: string, body: SpotOrderRequestDto, ctx: RequestContext, claim: RequestClaim | null): Promise<Envelope<SpotOrderView>> {
    const answer = (order: SpotOrderView) => envelope(order, translate(ctx.lang, 'ok.orderPlaced'), 0);
    return answer(await this.placeOrder.execute(customerId, body, ctx.requestId, claim ? { claim, httpStatus: 201, answer } : undefined));
  }

  async cancel(customerId: string, orderId: string, ctx: RequestContext, claim: RequestClaim | null): Promise<Envelope<SpotOrderView>> {
    const answer = (order: SpotOrderView) => envelope(order, translate(ctx.lang, 'ok.orderCancelled'), 0);
    return answer(await this.cancelOrder.execute(customerId, orderId, ctx.requestId, claim ? { claim, httpStatus: 200, answer } : undefined));
  }

  /** `POST /api/v1/spot/orders` and `DELETE /api/v1/spot/orders/:id` for the order gateway. */
  directRoutes(): DirectRoute[] {
    return [
      {
        method: 'POST',
        path: /^\/api\/v1\/spot\/orders\/?$/,
        handle: (call) => this.direct(call, 201, async (customerId, claim) => this.place(customerId, await validateBody(SpotOrderRequestDto, call.body), call.ctx, claim)),
      },
      {
        method: 'DELETE',
        path: /^\/api\/v1\/spot\/orders\/([^/]+)\/?$/,
        handle: (call) =>
          this.direct(call, 200, async (customerId, claim) =>
            this.cancel(customerId, await orderIdPipe.transform(call.params[0]!, { type: 'param', data: 'id' }), call.ctx, claim),
          ),
      },
    ];
  }

  /** What the guard and the request-id interceptor do on the Nest route, in the same order. */
  private async direct(call: DirectCall, httpStatus: number, work: (customerId: string, claim: RequestClaim | null) => Promise<Envelope<SpotOrderView>>): Promise<DirectAnswer> {
    const customer = await authenticateCustomer(this.sessions, call.ctx.token);
    const claim = claimOf(call, call.ctx);
    const run = async () => ({ httpStatus, body: await work(customer.customerId, claim), isError: false });
    if (!claim) return { answer: await run() };
    return this.requestIds.run(claim, call.ctx.lang, run);
  }
}
