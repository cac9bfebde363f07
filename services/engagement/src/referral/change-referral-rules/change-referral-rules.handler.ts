import { Injectable } from '@nestjs/common';
import { rulesSettingChange, type ChangeRules } from '@meridian/http';
import { EngagementControlProposals } from '../../engagement-control-proposals';
import { REWARDS_DECIDERS } from '../../engagement-staff-roles';
import {
  checkReferralRules,
  REFERRAL_RULES_ID,
  REFERRAL_RULES_LOOSER,
  referralRulesDecider,
  referralRulesStream,
  type ReferralRules,
} from '../domain/referral-rules';
import { ReferralRulesQuery } from '../queries/referral-rules.query';

export const REFERRAL_RULES_SETTING = 'referral-rules';

/**
 * The referral rules behind four eyes (docs/referral.md): a lower rate or a shallower programme applies
 * at once; a higher rate, a deeper programme or a changed country depth waits for a second finance or
 * admin member.
 */
@Injectable()
export class ChangeReferralRulesHandler {
  readonly change: ChangeRules<ReferralRules>;

  constructor(rules: ReferralRulesQuery, proposals: EngagementControlProposals) {
    this.change = rulesSettingChange(proposals, REFERRAL_RULES_SETTING, REFERRAL_RULES_ID, {
      looser: REFERRAL_RULES_LOOSER,
      confirmRoles: REWARDS_DECIDERS,
      decider: referralRulesDecider,
      streamOf: referralRulesStream,
      command: 'ChangeReferralRules',
      read: (id) => rules.current(id),
      check: checkReferralRules,
    });
  }
}
