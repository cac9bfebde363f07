import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

/** Who: an e-mail, or a phone with its area code. */
export class AccountBody {
  @ApiProperty({ example: 'email' })
  @IsIn(['email', 'phone'], { message: 'account.typeInvalid' })
  type!: 'email' | 'phone';

  @ApiProperty({ example: 'ann@example.com' })
  @IsString({ message: 'account.required' })
  @IsNotEmpty({ message: 'account.required' })
  @MaxLength(254, { message: 'field.invalid' })
  account!: string;

  @ApiPropertyOptional({ example: '61' })
  @IsOptional()
  @IsString({ message: 'phone.areaCodeRequired' })
  @MaxLength(5, { message: 'phone.areaCodeRequired' })
  area_code?: string;
}

export class GetCodeQuery extends AccountBody {
  @ApiPropertyOptional({ example: 'register', description: '`bind`: a new phone or e-mail for the logged-in customer' })
  @IsOptional()
  @IsIn(['register', 'reset', 'bind'], { message: 'field.invalid' })
  scene?: 'register' | 'reset' | 'bind';
}

/** The fields a code-confirmed account change shares: who (type, account, area code), the code, the new password twice. */
export class CodeAndPasswordBody extends AccountBody {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'code.required' })
  @IsNotEmpty({ message: 'code.required' })
  @MaxLength(12, { message: 'code.invalid' })
  code!: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'password.required' })
  @IsNotEmpty({ message: 'password.required' })
  @MaxLength(64, { message: 'password.length' })
  password!: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'password.mismatch' })
  @MaxLength(64, { message: 'password.length' })
  password2!: string;
}

export class RegisterBody extends CodeAndPasswordBody {
  @ApiPropertyOptional({ example: 'K7QX2MPA' })
  @IsOptional()
  @IsString({ message: 'invite.unknown' })
  @MaxLength(32, { message: 'invite.unknown' })
  invite_code?: string;

  @ApiProperty({ example: true })
  @Transform(toBoolean)
  @IsBoolean({ message: 'agreement.required' })
  agree!: boolean;
}

export class LoginBody {
  @ApiProperty({ example: 'ann@example.com' })
  @IsString({ message: 'account.passwordRequired' })
  @IsNotEmpty({ message: 'account.passwordRequired' })
  @MaxLength(254, { message: 'auth.failed' })
  account!: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'account.passwordRequired' })
  @IsNotEmpty({ message: 'account.passwordRequired' })
  @MaxLength(64, { message: 'auth.failed' })
  password!: string;

  @ApiPropertyOptional({ example: '61' })
  @IsOptional()
  @IsString({ message: 'phone.areaCodeRequired' })
  @MaxLength(5, { message: 'phone.areaCodeRequired' })
  area_code?: string;

  @ApiPropertyOptional({ example: '123456', description: 'The authenticator code, when the customer has one on (or a recovery code)' })
  @IsOptional()
  @IsString({ message: 'totp.wrong' })
  @MaxLength(12, { message: 'totp.wrong' })
  totp_code?: string;
}

/** A code from the customer's authenticator app (6 digits), or one of their recovery codes. */
export class AuthenticatorCodeBody {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'totp.wrong' })
  @IsNotEmpty({ message: 'totp.wrong' })
  @MaxLength(12, { message: 'totp.wrong' })
  code!: string;
}

/** Turning the authenticator on: a current code from it and the customer's login password. */
export class EnableAuthenticatorBody extends AuthenticatorCodeBody {
  @ApiProperty({ description: 'The login password: a stolen session alone cannot turn the authenticator on' })
  @MaxLength(128, { message: 'password.wrongOld' })
  @IsString({ message: 'password.required' })
  @IsNotEmpty({ message: 'password.required' })
  password!: string;
}

export class UpdatePasswordBody {
  @ApiPropertyOptional({ example: 'email' })
  @IsOptional()
  @IsIn(['login', 'trade'], { message: 'field.invalid' })
  type?: 'login' | 'trade';

  @ApiPropertyOptional({ example: 'old-secret' })
  @IsOptional()
  @IsString({ message: 'password.required' })
  @MaxLength(64, { message: 'password.wrongOld' })
  old_password?: string;

  @ApiPropertyOptional({ example: 'secret123' })
  @IsOptional()
  @IsString({ message: 'password.required' })
  @MaxLength(64, { message: 'password.wrongOld' })
  login_password?: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'password.required' })
  @IsNotEmpty({ message: 'password.required' })
  @MaxLength(64, { message: 'password.length' })
  password!: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'password.mismatch' })
  @MaxLength(64, { message: 'password.length' })
  password2!: string;
}

export class ResetPasswordBody extends CodeAndPasswordBody {}

/** The trade password that confirms a change to the account's security settings. */
class TradePasswordConfirmed {
  @ApiProperty({ example: '246810' })
  @IsString({ message: 'tradePassword.wrong' })
  @MaxLength(64, { message: 'tradePassword.wrong' })
  trade_password!: string;
}

export class NicknameBody {
  @ApiProperty({ example: 'Ann', description: '1 to 20 characters' })
  @IsString({ message: 'profile.nicknameLength', context: { max: 20 } })
  @MaxLength(64, { message: 'profile.nicknameLength', context: { max: 20 } })
  nickname!: string;
}

/** A new phone or e-mail: the code sent to it (scene `bind`) and the trade password. */
export class BindContactBody extends AccountBody {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'code.required' })
  @IsNotEmpty({ message: 'code.required' })
  @MaxLength(12, { message: 'code.invalid' })
  code!: string;

  @ApiProperty({ example: '246810' })
  @IsString({ message: 'tradePassword.wrong' })
  @MaxLength(64, { message: 'tradePassword.wrong' })
  trade_password!: string;
}

export class SecurityQuestionBody extends TradePasswordConfirmed {
  @ApiProperty({ enum: [1, 2, 3], description: '1 best childhood friend, 2 idol, 3 most desired place' })
  @IsInt({ message: 'security.questionInvalid' })
  questionId!: number;

  @ApiProperty({ example: 'Lisbon', description: '2 to 50 characters; compared without case' })
  @IsString({ message: 'security.answerLength', context: { min: 2, max: 50 } })
  @MaxLength(200, { message: 'security.answerLength', context: { min: 2, max: 50 } })
  answer!: string;
}

export class AntiPhishingBody extends TradePasswordConfirmed {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'blue heron', description: 'Up to 20 characters; empty or null clears it' })
  @IsOptional()
  @IsString({ message: 'security.phraseLength', context: { max: 20 } })
  @MaxLength(64, { message: 'security.phraseLength', context: { max: 20 } })
  phrase?: string | null;
}
