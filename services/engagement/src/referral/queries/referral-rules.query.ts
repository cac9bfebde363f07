import { Injectable } from '@nestjs/common';
import { SettingStreamQuery } from '@meridian/http';
import { REFERRAL_RULES_ID, referralRulesDecider, referralRulesStream } from '../domain/referral-rules';

/** The referral rules in force, folded from their stream (a change a month at most: no read model). */
@Injectable()
export class ReferralRulesQuery extends SettingStreamQuery(referralRulesDecider, referralRulesStream, REFERRAL_RULES_ID) {}
