import { Injectable } from '@nestjs/common';
import { rulesSettingChange, type ChangeRules } from '@meridian/http';
import { EngagementControlProposals } from '../../engagement-control-proposals';
import { REWARDS_DECIDERS } from '../../engagement-staff-roles';
import {
  checkSignInRules,
  SIGN_IN_RULES_ID,
  SIGN_IN_RULES_LOOSER,
  signInRulesDecider,
  signInRulesStream,
  type SignInRules,
} from '../domain/sign-in-rules';
import { SignInRulesQuery } from '../queries/sign-in-rules.query';

export const SIGN_IN_RULES_SETTING = 'sign-in-rules';

/**
 * The sign-in rules behind four eyes (docs/security.md, "Insider: four eyes"): a lower reward or a
 * country added to the list applies at once; a higher reward or a country taken off waits for a
 * second finance or admin member.
 */
@Injectable()
export class ChangeSignInRulesHandler {
  readonly change: ChangeRules<SignInRules>;

  constructor(rules: SignInRulesQuery, proposals: EngagementControlProposals) {
    this.change = rulesSettingChange(proposals, SIGN_IN_RULES_SETTING, SIGN_IN_RULES_ID, {
      looser: SIGN_IN_RULES_LOOSER,
      confirmRoles: REWARDS_DECIDERS,
      decider: signInRulesDecider,
      streamOf: signInRulesStream,
      command: 'ChangeSignInRules',
      read: (id) => rules.current(id),
      check: checkSignInRules,
    });
  }
}
