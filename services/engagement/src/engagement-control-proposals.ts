import { Injectable } from '@nestjs/common';
import { ServiceControlProposals } from '@meridian/http';

/**
 * Engagement's control-change proposals (the sign-in and referral rules), behind
 * `/admin/proposals/engagement`. Rewards are money: finance or an admin confirms what loosens
 * (`rulesSettingChange` with `REWARDS_DECIDERS`).
 */
@Injectable()
export class EngagementControlProposals extends ServiceControlProposals('engagement') {}
