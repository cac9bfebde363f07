import { Injectable } from '@nestjs/common';
import { SettingStreamQuery } from '@meridian/http';
import { SIGN_IN_RULES_ID, signInRulesDecider, signInRulesStream } from '../domain/sign-in-rules';

/** The sign-in rules in force, folded from their stream (a change a month at most: no read model). */
@Injectable()
export class SignInRulesQuery extends SettingStreamQuery(signInRulesDecider, signInRulesStream, SIGN_IN_RULES_ID) {}
