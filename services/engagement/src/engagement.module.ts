import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { EventStore } from '@meridian/eventstore';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { EVENT_STORE } from '@meridian/runtime';
import { AcceptAgreementController } from './content/accept-agreement/accept-agreement.http.controller';
import { ContentCommands } from './content/content-commands';
import { contentProjection } from './content/content.projection';
import { PublishContentPageController } from './content/publish-content-page/publish-content-page.http.controller';
import { ContentAdminQuery } from './content/queries/content-admin.query';
import { ContentPagesAdminController, HelpCategoriesAdminController } from './content/queries/content-admin.http.controller';
import { AgreementsController, ContentController, HelpController } from './content/queries/content.http.controller';
import { ContentQuery } from './content/queries/content.query';
import { DownloadController } from './content/queries/download.http.controller';
import { SaveContentPageHandler } from './content/save-content-page/save-content-page.handler';
import { SaveContentPageController } from './content/save-content-page/save-content-page.http.controller';
import { SaveHelpCategoryController } from './content/save-help-category/save-help-category.http.controller';
import { ContentSeed } from './content/seed/seed-content';
import { CustomerStandings } from './customers/customer-standing.query';
import { EngagementCustomersConsumer } from './customers/engagement-customers.consumer';
import { EngagementControlProposals } from './engagement-control-proposals';
import { REWARDS_DECIDERS } from './engagement-staff-roles';
import { NoticeCommands } from './notices/notice-commands';
import { noticesProjection } from './notices/notices.projection';
import { PublishNoticeController } from './notices/publish-notice/publish-notice.http.controller';
import { NoticesAdminController, NoticesController } from './notices/queries/notices.http.controller';
import { NoticesQuery } from './notices/queries/notices.query';
import { ReadNoticesController } from './notices/read-notices/read-notices.http.controller';
import { SaveNoticeController } from './notices/save-notice/save-notice.http.controller';
import { ChangeSignInRulesHandler } from './rewards/change-sign-in-rules/change-sign-in-rules.handler';
import { ChangeSignInRulesController } from './rewards/change-sign-in-rules/change-sign-in-rules.http.controller';
import { SignInRulesAdminController, SignInsAdminController } from './rewards/queries/sign-in-admin.http.controller';
import { SignInRulesView } from './rewards/queries/sign-in-rules-view';
import { SignInRulesQuery } from './rewards/queries/sign-in-rules.query';
import { SignInStatusQuery } from './rewards/queries/sign-in-status.query';
import { RewardAnswersConsumer } from './rewards/reward-answers.consumer';
import { RewardCover } from './rewards/reward-cover';
import { SignInCommands } from './rewards/sign-in-commands';
import { signInsProjection } from './rewards/sign-in.projection';
import { SignInHandler } from './rewards/sign-in/sign-in.handler';
import { SignInController } from './rewards/sign-in/sign-in.http.controller';
import { VisitorOrCustomerGuard } from './shared/visitor-or-customer.guard';
import { ReferralCommissionsAdminController } from './referral/claw-back-commission/claw-back-commission.http.controller';
import { ChangeReferralRulesHandler } from './referral/change-referral-rules/change-referral-rules.handler';
import { ChangeReferralRulesController } from './referral/change-referral-rules/change-referral-rules.http.controller';
import { ReferralController, ReferralRulesAdminController, ReferralTreesAdminController } from './referral/queries/referral.http.controller';
import { ReferralRulesQuery } from './referral/queries/referral-rules.query';
import { ReferralQuery } from './referral/queries/referral.query';
import { ReferralCommands } from './referral/referral-commands';
import { ReferralEventsConsumer } from './referral/referral-events.consumer';
import { referralsProjection } from './referral/referral.projection';
import { InboxCommands } from './inbox/inbox-commands';
import { InboxConsumer } from './inbox/inbox.consumer';
import { inboxProjection } from './inbox/inbox.projection';
import { ManageInboxController } from './inbox/manage-inbox/manage-inbox.http.controller';
import { InboxController } from './inbox/queries/inbox.http.controller';
import { InboxQuery } from './inbox/queries/inbox.query';
import { SupportMessagesHandler } from './support/post-message/support-messages.handler';
import { SupportController } from './support/post-message/support-messages.http.controller';
import { SupportQuery } from './support/queries/support.query';
import { SupportStaffController } from './support/staff-actions/support-staff.http.controller';
import { SupportCommands } from './support/support-commands';
import { supportProjection } from './support/support.projection';

/** Daily sign-in rewards, notices, and content with the agreements customers accept (docs/engagement.md). */
@Module({
  // In the order the OpenAPI document lists them; within a controller a fixed path comes before `:id`.
  controllers: [
    SignInController,
    ReferralController,
    NoticesController,
    ReadNoticesController,
    InboxController,
    ManageInboxController,
    ContentController,
    HelpController,
    AgreementsController,
    AcceptAgreementController,
    DownloadController,
    SignInRulesAdminController,
    ChangeSignInRulesController,
    SignInsAdminController,
    ReferralRulesAdminController,
    ChangeReferralRulesController,
    ReferralTreesAdminController,
    ReferralCommissionsAdminController,
    NoticesAdminController,
    SaveNoticeController,
    PublishNoticeController,
    ContentPagesAdminController,
    SaveContentPageController,
    PublishContentPageController,
    HelpCategoriesAdminController,
    SaveHelpCategoryController,
    SupportController,
    SupportStaffController,
    controlProposalsController('engagement', [...REWARDS_DECIDERS, 'auditor'], [...REWARDS_DECIDERS]),
  ],
  providers: [
    VisitorOrCustomerGuard,
    SupportCommands,
    SupportQuery,
    SupportMessagesHandler,
    CustomerStandings,
    EngagementCustomersConsumer,
    ContentCommands,
    ContentQuery,
    ContentAdminQuery,
    SaveContentPageHandler,
    ContentSeed,
    NoticeCommands,
    NoticesQuery,
    SignInCommands,
    SignInRulesQuery,
    SignInRulesView,
    SignInStatusQuery,
    SignInHandler,
    RewardCover,
    RewardAnswersConsumer,
    ChangeSignInRulesHandler,
    ReferralRulesQuery,
    ReferralQuery,
    ReferralCommands,
    ReferralEventsConsumer,
    ChangeReferralRulesHandler,
    EngagementControlProposals,
    InboxCommands,
    InboxQuery,
    InboxConsumer,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: EngagementControlProposals },
  ],
})
export class EngagementModule implements OnApplicationBootstrap {
  // Registered at construction, before anything can append (as every service's inline projections).
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly proposals: EngagementControlProposals,
    private readonly seed: ContentSeed,
  ) {
    store.addInlineProjection(contentProjection);
    store.addInlineProjection(noticesProjection);
    store.addInlineProjection(signInsProjection);
    store.addInlineProjection(referralsProjection);
    store.addInlineProjection(inboxProjection);
    store.addInlineProjection(supportProjection);
  }

  /** Before any request: confirmed rule changes a crash left unapplied apply now, and a fresh install gets its starting content. */
  async onApplicationBootstrap(): Promise<void> {
    await this.proposals.applyConfirmed();
    await this.seed.seed();
  }
}
