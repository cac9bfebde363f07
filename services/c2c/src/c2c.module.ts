import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { EVENT_STORE } from '@meridian/runtime';
import { C2C_FINANCE } from './c2c-staff-roles';
import { C2cConsumers } from './funds/c2c-consumers';
import { C2cOrderCommands } from './orders/c2c-order-commands';
import { StaffOrderDecisions } from './orders/staff-order-decisions';
import { C2cOrderTimers } from './orders/c2c-order-timers';
import { c2cOrdersProjection } from './orders/c2c-order.projection';
import { CompleteC2cOrderHandler } from './orders/complete-order/complete-order.handler';
import { CompleteC2cOrderController } from './orders/complete-order/complete-order.http.controller';
import { ExtendC2cOrderHandler } from './orders/extend-order/extend-order.handler';
import { ExtendC2cOrderController } from './orders/extend-order/extend-order.http.controller';
import { MatchC2cOrderHandler } from './orders/match-order/match-order.handler';
import { MatchC2cOrderController } from './orders/match-order/match-order.http.controller';
import { PlaceC2cOrderHandler } from './orders/place-order/place-order.handler';
import { PlaceC2cOrderController } from './orders/place-order/place-order.http.controller';
import { C2cOrdersAdminController } from './orders/queries/c2c-orders-admin.http.controller';
import { C2cOrdersController } from './orders/queries/c2c-orders.http.controller';
import { C2cOrdersQuery } from './orders/queries/c2c-orders.query';
import { RejectC2cOrderHandler } from './orders/reject-order/reject-order.handler';
import { RejectC2cOrderController } from './orders/reject-order/reject-order.http.controller';
import { SubmitC2cProofHandler } from './orders/submit-proof/submit-proof.handler';
import { SubmitC2cProofController } from './orders/submit-proof/submit-proof.http.controller';
import { VerifiedNames } from './orders/verified-names';
import { C2cControlProposals } from './rates/c2c-control-proposals';
import { ChangeC2cRulesHandler } from './rates/change-c2c-rules/change-c2c-rules.handler';
import { ChangeC2cRulesController } from './rates/change-c2c-rules/change-c2c-rules.http.controller';
import { PublishC2cRateHandler } from './rates/publish-rate/publish-rate.handler';
import { PublishC2cRateController } from './rates/publish-rate/publish-rate.http.controller';
import { C2cRatesAdminController, C2cRatesController } from './rates/queries/c2c-rates.http.controller';
import { C2cRatesQuery } from './rates/queries/c2c-rates.query';
import { ConfirmReceivingAccountHandler } from './receiving-accounts/confirm-receiving-account/confirm-receiving-account.handler';
import { ConfirmReceivingAccountController } from './receiving-accounts/confirm-receiving-account/confirm-receiving-account.http.controller';
import { ReceivingAccountsController } from './receiving-accounts/queries/receiving-accounts.http.controller';
import { ReceivingAccountsQuery } from './receiving-accounts/queries/receiving-accounts.query';
import { ReceivingAccountCommands } from './receiving-accounts/receiving-account-commands';
import { receivingAccountsProjection } from './receiving-accounts/receiving-accounts.projection';
import { RegisterReceivingAccountHandler } from './receiving-accounts/register-receiving-account/register-receiving-account.handler';
import { RegisterReceivingAccountController } from './receiving-accounts/register-receiving-account/register-receiving-account.http.controller';
import { RetireReceivingAccountHandler } from './receiving-accounts/retire-receiving-account/retire-receiving-account.handler';
import { RetireReceivingAccountController } from './receiving-accounts/retire-receiving-account/retire-receiving-account.http.controller';

/** C2C quick buy: USDT bought by bank transfer at finance's rate, paid from the C2C inventory (docs/c2c.md). */
@Module({
  imports: [CqrsModule],
  // In the order the OpenAPI document lists them; within a controller a fixed path comes before `:id`.
  controllers: [
    C2cRatesController,
    C2cOrdersController,
    PlaceC2cOrderController,
    SubmitC2cProofController,
    C2cOrdersAdminController,
    MatchC2cOrderController,
    CompleteC2cOrderController,
    RejectC2cOrderController,
    ExtendC2cOrderController,
    ReceivingAccountsController,
    RegisterReceivingAccountController,
    ConfirmReceivingAccountController,
    RetireReceivingAccountController,
    C2cRatesAdminController,
    PublishC2cRateController,
    ChangeC2cRulesController,
    controlProposalsController('c2c', ['admin', 'finance', 'auditor'], C2C_FINANCE),
  ],
  providers: [
    C2cOrderCommands,
    StaffOrderDecisions,
    C2cOrdersQuery,
    VerifiedNames,
    C2cOrderTimers,
    C2cConsumers,
    PlaceC2cOrderHandler,
    SubmitC2cProofHandler,
    MatchC2cOrderHandler,
    CompleteC2cOrderHandler,
    RejectC2cOrderHandler,
    ExtendC2cOrderHandler,
    ReceivingAccountCommands,
    ReceivingAccountsQuery,
    RegisterReceivingAccountHandler,
    ConfirmReceivingAccountHandler,
    RetireReceivingAccountHandler,
    C2cRatesQuery,
    C2cControlProposals,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: C2cControlProposals },
    PublishC2cRateHandler,
    ChangeC2cRulesHandler,
  ],
})
export class C2cModule implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly proposals: C2cControlProposals,
  ) {
    store.addInlineProjection(c2cOrdersProjection);
    store.addInlineProjection(receivingAccountsProjection);
  }

  /** Before any request: confirmed changes of the rates and rules a crash left unapplied apply now. */
  async onApplicationBootstrap(): Promise<void> {
    await this.proposals.applyConfirmed();
  }
}
