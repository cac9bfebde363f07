import { ReadModels } from '@meridian/database';
import { AgreementAcceptance } from './content/read-models/agreement-acceptance.entity';
import { ContentPageVersion } from './content/read-models/content-page-version.entity';
import { ContentPage } from './content/read-models/content-page.entity';
import { HelpCategory } from './content/read-models/help-category.entity';
import { EngagementCustomer } from './customers/read-models/engagement-customer.entity';
import { InboxMessage } from './inbox/read-models/inbox-message.entity';
import { InboxPreferences } from './inbox/read-models/inbox-preferences.entity';
import { NoticeRead } from './notices/read-models/notice-read.entity';
import { Notice } from './notices/read-models/notice.entity';
import { ReferralBinding } from './referral/read-models/referral-binding.entity';
import { ReferralCode } from './referral/read-models/referral-code.entity';
import { ReferralCommission } from './referral/read-models/referral-commission.entity';
import { ReferralIdentity } from './referral/read-models/referral-identity.entity';
import { SignIn } from './rewards/read-models/sign-in.entity';
import { SupportConversation } from './support/read-models/support-conversation.entity';
import { SupportMessage } from './support/read-models/support-message.entity';

/**
 * Every table engagement reads or projects into, as TypeORM entities; `engagementReadModels.on(connection)`
 * gives their manager. `support_images` is not among them: customers' image bytes stay with `CustomerImages`.
 */
export const engagementReadModels = new ReadModels([
  EngagementCustomer,
  ContentPage,
  ContentPageVersion,
  HelpCategory,
  AgreementAcceptance,
  Notice,
  NoticeRead,
  SignIn,
  SupportConversation,
  SupportMessage,
  InboxMessage,
  InboxPreferences,
  ReferralBinding,
  ReferralCommission,
  ReferralIdentity,
  ReferralCode,
]);
