import { Global, Inject, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { EventStore } from '@meridian/eventstore';
import { EVENT_STORE, PG_POOL, SECOND_FACTOR, SECURITY_RECORD, SESSION_VERIFIER, TRADE_PASSWORD_CHECKER } from '@meridian/runtime';
import { AdminAuthController } from './admin/admin-auth.controller';
import { AdminCustomersController } from './admin/admin-customers.controller';
import { AdminOutboxController } from './admin/admin-outbox.controller';
import { AdminStaffController } from './admin/admin-staff.controller';
import { SessionCacheInvalidator } from './credentials/session-cache-invalidator';
import { SqlSessionVerifier } from './credentials/session-verifier';
import { SqlTradePasswordChecker } from './credentials/trade-password-checker';
import { SqlSecurityRecord } from './credentials/security-record';
import { CustomerDirectory } from './customers/customer-directory';
import { CustomerStore } from './customers/customer-store';
import { SessionIssuer } from './customers/session-issuer';
import { ChangePasswordHandler } from './customers/use-cases/change-password';
import { CreateDemoAccountHandler } from './customers/use-cases/create-demo-account';
import { LogInHandler } from './customers/use-cases/log-in';
import { LogOutHandler } from './customers/use-cases/log-out';
import { RegisterCustomerHandler } from './customers/use-cases/register-customer';
import { RequestCodeHandler } from './customers/use-cases/request-code';
import { ResetPasswordHandler } from './customers/use-cases/reset-password';
import { IdentityApi } from './http/identity-api';
import { DisableAuthenticatorHandler, EnableAuthenticatorHandler, SetUpAuthenticatorHandler } from './second-factor/manage-authenticator';
import { AuthenticatorSecrets } from './second-factor/authenticator-secrets';
import { SqlSecondFactor } from './second-factor/sql-second-factor';
import { IdentityLegacyController } from './http/identity-legacy.controller';
import { IdentityRestController } from './http/identity-rest.controller';
import { SecurityController } from './http/security.controller';
import { ProfileController } from './http/profile.controller';
import { OfficialChannelsController } from './http/official-channels.controller';
import { SessionsQuery } from './customers/sessions.query';
import { SignOutSessionsHandler } from './customers/use-cases/sign-out-sessions';
import { BindContactHandler } from './customers/use-cases/bind-contact';
import { SetAntiPhishingPhraseHandler } from './customers/use-cases/set-anti-phishing-phrase';
import { SetSecurityQuestionHandler } from './customers/use-cases/set-security-question';
import { ChangeAvatarHandler, ChangeNicknameHandler } from './customers/use-cases/update-profile';
import { TradePasswordGate } from './credentials/trade-password-gate';
import { AntiPhishingSender } from './verification/anti-phishing-sender';
import { InternalSessionsController } from './http/internal-sessions.controller';
import { StaffMembers } from './staff/staff-members';
import { identityProjection } from './identity.projection';
import { MESSAGE_SENDER, OutboxMessageSender } from './verification/message-sender';
import { VerificationCodes } from './verification/verification-codes';

const commandHandlers = [
  RequestCodeHandler,
  RegisterCustomerHandler,
  LogInHandler,
  CreateDemoAccountHandler,
  ChangePasswordHandler,
  ResetPasswordHandler,
  LogOutHandler,
];

// A Record over the staff events: a new type that is not listed here does not compile.

/** Identity: customers, sessions, passwords, demo accounts and staff. Global: every service verifies callers through its SESSION_VERIFIER. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [
    IdentityLegacyController,
    IdentityRestController,
    SecurityController,
    ProfileController,
    OfficialChannelsController,
    AdminAuthController,
    AdminCustomersController,
    AdminOutboxController,
    AdminStaffController,
    InternalSessionsController,
  ],
  providers: [
    ...commandHandlers,
    CustomerStore,
    CustomerDirectory,
    SessionIssuer,
    VerificationCodes,
    IdentityApi,
    StaffMembers,
    SqlSessionVerifier,
    { provide: SESSION_VERIFIER, useExisting: SqlSessionVerifier },
    SessionCacheInvalidator,
    { provide: TRADE_PASSWORD_CHECKER, useClass: SqlTradePasswordChecker },
    { provide: SECURITY_RECORD, useClass: SqlSecurityRecord },
    AuthenticatorSecrets,
    SqlSecondFactor,
    { provide: SECOND_FACTOR, useExisting: SqlSecondFactor },
    SetUpAuthenticatorHandler,
    SignOutSessionsHandler,
    SessionsQuery,
    EnableAuthenticatorHandler,
    DisableAuthenticatorHandler,
    {
      provide: MESSAGE_SENDER,
      useFactory: (pool: Pool, directory: CustomerDirectory) => new AntiPhishingSender(new OutboxMessageSender(pool), directory),
      inject: [PG_POOL, CustomerDirectory],
    },
    TradePasswordGate,
    ChangeNicknameHandler,
    ChangeAvatarHandler,
    BindContactHandler,
    SetSecurityQuestionHandler,
    SetAntiPhishingPhraseHandler,
  ],
  exports: [SESSION_VERIFIER, TRADE_PASSWORD_CHECKER, SECURITY_RECORD, SECOND_FACTOR, StaffMembers],
})
export class IdentityModule {
  // Registered at construction, before anything can append: an event stored without its inline
  // projection would leave the read model behind until a rebuild.
  constructor(@Inject(EVENT_STORE) store: EventStore) {
    store.addInlineProjection(identityProjection);
  }
}
