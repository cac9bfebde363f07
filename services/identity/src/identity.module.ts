import { Global, Inject, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { EVENT_STORE, SECOND_FACTOR, SECURITY_RECORD, SESSION_VERIFIER, TRADE_PASSWORD_CHECKER } from '@meridian/runtime';
import { AdminCustomersController } from './admin/queries/admin-customers.http.controller';
import { AdminOutboxController } from './admin/queries/admin-outbox.http.controller';
import { AdminDeliveriesController } from './admin/queries/admin-deliveries.http.controller';
import { ChangePasswordHandler } from './credentials/change-password/change-password.handler';
import { ChangePasswordController, ChangePasswordLegacyController } from './credentials/change-password/change-password.http.controller';
import { InternalSessionsController } from './credentials/internal-sessions.http.controller';
import { ResetPasswordHandler } from './credentials/reset-password/reset-password.handler';
import { ResetPasswordController, ResetPasswordLegacyController } from './credentials/reset-password/reset-password.http.controller';
import { SqlSecurityRecord } from './credentials/security-record';
import { SessionCacheInvalidator } from './credentials/session-cache-invalidator';
import { SqlSessionVerifier } from './credentials/session-verifier';
import { SqlTradePasswordChecker } from './credentials/trade-password-checker';
import { TradePasswordGate } from './credentials/trade-password-gate';
import { AttemptLimits } from './credentials/attempt-limits';
import { AuthenticatorSwitch } from './second-factor/authenticator-switch';
import { BindContactHandler } from './customers/bind-contact/bind-contact.handler';
import { BindContactController } from './customers/bind-contact/bind-contact.http.controller';
import { ChangeAvatarHandler } from './customers/change-avatar/change-avatar.handler';
import { ChangeAvatarController } from './customers/change-avatar/change-avatar.http.controller';
import { ChangeNicknameHandler } from './customers/change-nickname/change-nickname.handler';
import { ChangeNicknameController } from './customers/change-nickname/change-nickname.http.controller';
import { CreateDemoAccountHandler } from './customers/create-demo-account/create-demo-account.handler';
import { CreateDemoAccountController, CreateDemoAccountLegacyController } from './customers/create-demo-account/create-demo-account.http.controller';
import { CustomerDirectory } from './customers/customer-directory';
import { CustomerStore } from './customers/customer-store';
import { LogInHandler } from './customers/log-in/log-in.handler';
import { LogInController, LogInLegacyController } from './customers/log-in/log-in.http.controller';
import { LogOutHandler } from './customers/log-out/log-out.handler';
import { LogOutController, LogOutLegacyController } from './customers/log-out/log-out.http.controller';
import { AvatarImageController } from './customers/queries/avatar.http.controller';
import { CustomerProfileController, CustomerProfileLegacyController } from './customers/queries/customer-profile.http.controller';
import { CustomerProfileQuery } from './customers/queries/customer-profile.query';
import { SecurityStateController } from './customers/queries/security-state.http.controller';
import { SecurityStateQuery } from './customers/queries/security-state.query';
import { LoginHistoryController, OpenSessionsController } from './customers/queries/sessions.http.controller';
import { SessionsQuery } from './customers/queries/sessions.query';
import { RegisterCustomerHandler } from './customers/register-customer/register-customer.handler';
import { RegisterCustomerController, RegisterCustomerLegacyController } from './customers/register-customer/register-customer.http.controller';
import { SessionIssuer } from './customers/session-issuer';
import { SetAntiPhishingPhraseHandler } from './customers/set-anti-phishing-phrase/set-anti-phishing-phrase.handler';
import { SetAntiPhishingPhraseController } from './customers/set-anti-phishing-phrase/set-anti-phishing-phrase.http.controller';
import { SetSecurityQuestionHandler } from './customers/set-security-question/set-security-question.handler';
import { SetSecurityQuestionController } from './customers/set-security-question/set-security-question.http.controller';
import { SignOutSessionsHandler } from './customers/sign-out-sessions/sign-out-sessions.handler';
import { SignOutSessionsController } from './customers/sign-out-sessions/sign-out-sessions.http.controller';
import { identityProjection } from './identity.projection';
import { OfficialChannelsController } from './official/queries/official-channels.http.controller';
import { AuthenticatorSecrets } from './second-factor/authenticator-secrets';
import { SecretHashes } from './credentials/secret-hashes';
import { platformKeyProvider } from './credentials/platform-key';
import { DisableAuthenticatorHandler } from './second-factor/disable-authenticator/disable-authenticator.handler';
import { DisableAuthenticatorController } from './second-factor/disable-authenticator/disable-authenticator.http.controller';
import { EnableAuthenticatorHandler } from './second-factor/enable-authenticator/enable-authenticator.handler';
import { EnableAuthenticatorController } from './second-factor/enable-authenticator/enable-authenticator.http.controller';
import { SetUpAuthenticatorHandler } from './second-factor/set-up-authenticator/set-up-authenticator.handler';
import { SetUpAuthenticatorController } from './second-factor/set-up-authenticator/set-up-authenticator.http.controller';
import { SqlSecondFactor } from './second-factor/sql-second-factor';
import { CreateStaffMemberHandler } from './staff/create-staff-member/create-staff-member.handler';
import { CreateStaffMemberController } from './staff/create-staff-member/create-staff-member.http.controller';
import { LogInStaffHandler } from './staff/log-in-staff/log-in-staff.handler';
import { LogInStaffController } from './staff/log-in-staff/log-in-staff.http.controller';
import { LogOutStaffHandler } from './staff/log-out-staff/log-out-staff.handler';
import { LogOutStaffController } from './staff/log-out-staff/log-out-staff.http.controller';
import { StaffListController, StaffSessionController } from './staff/queries/staff.http.controller';
import { StaffQuery } from './staff/queries/staff.query';
import { StaffMembers } from './staff/staff-members';
import { StaffStore } from './staff/staff-store';
import { UpdateStaffMemberHandler } from './staff/update-staff-member/update-staff-member.handler';
import { UpdateStaffMemberController } from './staff/update-staff-member/update-staff-member.http.controller';
import { AntiPhishingSender } from './verification/anti-phishing-sender';
import { MESSAGE_SENDER } from './verification/message-sender';
import { SealedOutbox } from './verification/sealed-outbox';
import { RequestCodeHandler } from './verification/request-code/request-code.handler';
import { RequestCodeController, RequestCodeLegacyController } from './verification/request-code/request-code.http.controller';
import { VerificationCodes } from './verification/verification-codes';
import { IssueWalletNonceHandler } from './wallet/issue-wallet-nonce/issue-wallet-nonce.handler';
import { IssueWalletNonceController } from './wallet/issue-wallet-nonce/issue-wallet-nonce.http.controller';
import { SignInWithWalletHandler } from './wallet/sign-in-with-wallet/sign-in-with-wallet.handler';
import { SignInWithWalletController } from './wallet/sign-in-with-wallet/sign-in-with-wallet.http.controller';
import { WalletCustomers } from './wallet/wallet-customers';
import { WalletNonces } from './wallet/wallet-nonces';

const commandHandlers = [
  RequestCodeHandler,
  RegisterCustomerHandler,
  LogInHandler,
  CreateDemoAccountHandler,
  ChangePasswordHandler,
  ResetPasswordHandler,
  LogOutHandler,
  SignOutSessionsHandler,
  SetUpAuthenticatorHandler,
  EnableAuthenticatorHandler,
  DisableAuthenticatorHandler,
  ChangeNicknameHandler,
  ChangeAvatarHandler,
  BindContactHandler,
  SetSecurityQuestionHandler,
  SetAntiPhishingPhraseHandler,
  IssueWalletNonceHandler,
  SignInWithWalletHandler,
];

/**
 * One controller per use case. Listed in the order of the routes of the OpenAPI document: the legacy
 * protocol's calls, the account's REST face, the security centre, the profile.
 */
const customerControllers = [
  RequestCodeLegacyController,
  RegisterCustomerLegacyController,
  LogInLegacyController,
  CreateDemoAccountLegacyController,
  CustomerProfileLegacyController,
  ChangePasswordLegacyController,
  ResetPasswordLegacyController,
  LogOutLegacyController,
  RequestCodeController,
  RegisterCustomerController,
  LogInController,
  CreateDemoAccountController,
  IssueWalletNonceController,
  SignInWithWalletController,
  ResetPasswordController,
  LogOutController,
  CustomerProfileController,
  ChangePasswordController,
  SecurityStateController,
  SetSecurityQuestionController,
  SetAntiPhishingPhraseController,
  SetUpAuthenticatorController,
  EnableAuthenticatorController,
  DisableAuthenticatorController,
  OpenSessionsController,
  SignOutSessionsController,
  LoginHistoryController,
  ChangeNicknameController,
  ChangeAvatarController,
  AvatarImageController,
  BindContactController,
];

/** Identity: customers, sessions, passwords, demo accounts and staff. Global: every service verifies callers through its SESSION_VERIFIER. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [
    ...customerControllers,
    OfficialChannelsController,
    // The back office, in the order of its routes in the OpenAPI document.
    LogInStaffController,
    StaffSessionController,
    LogOutStaffController,
    AdminCustomersController,
    AdminOutboxController,
    AdminDeliveriesController,
    StaffListController,
    CreateStaffMemberController,
    UpdateStaffMemberController,
    InternalSessionsController,
  ],
  providers: [
    ...commandHandlers,
    CustomerStore,
    CustomerDirectory,
    SessionIssuer,
    VerificationCodes,
    WalletNonces,
    WalletCustomers,
    StaffStore,
    StaffQuery,
    LogInStaffHandler,
    LogOutStaffHandler,
    CreateStaffMemberHandler,
    UpdateStaffMemberHandler,
    StaffMembers,
    SqlSessionVerifier,
    { provide: SESSION_VERIFIER, useExisting: SqlSessionVerifier },
    SessionCacheInvalidator,
    { provide: TRADE_PASSWORD_CHECKER, useClass: SqlTradePasswordChecker },
    { provide: SECURITY_RECORD, useClass: SqlSecurityRecord },
    platformKeyProvider,
    AuthenticatorSecrets,
    SecretHashes,
    SqlSecondFactor,
    { provide: SECOND_FACTOR, useExisting: SqlSecondFactor },
    SessionsQuery,
    CustomerProfileQuery,
    SecurityStateQuery,
    SealedOutbox,
    {
      provide: MESSAGE_SENDER,
      useFactory: (outbox: SealedOutbox, directory: CustomerDirectory) => new AntiPhishingSender(outbox, directory),
      inject: [SealedOutbox, CustomerDirectory],
    },
    TradePasswordGate,
    AttemptLimits,
    AuthenticatorSwitch,
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
