import { CodeAndPasswordBody } from '../../customers/account.request.dto';

/** A forgotten password: who, the code sent to them (scene reset), the new password twice. */
export class ResetPasswordBody extends CodeAndPasswordBody {}
