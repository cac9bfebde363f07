import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;

/** The customer as the app shows them (the legacy protocol's `user`). */
export class CustomerProfileResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['email', 'phone', 'demo'], description: 'How the customer registered' }) type!: 'email' | 'phone' | 'demo';
  @ApiProperty(nullableText) email!: string | null;
  @ApiProperty(nullableText) phone!: string | null;
  @ApiProperty({ ...nullableText, example: '852' }) area_code!: string | null;
  @ApiProperty({ description: 'The e-mail, the phone with its area code, or the demo account’s name' }) account_display!: string;
  @ApiProperty({ description: 'The nickname, else the masked account' }) name!: string;
  @ApiProperty(nullableText) nickname!: string | null;
  @ApiProperty({ ...nullableText, description: 'Set when the customer uploaded one: GET /api/v1/me/avatar' }) avatar_id!: string | null;
  @ApiProperty({ ...nullableText, example: 'an***n@example.com' }) masked_email!: string | null;
  @ApiProperty({ ...nullableText, example: '+852 9123***78' }) masked_phone!: string | null;
  @ApiProperty({ description: 'The code a friend registers with' }) invitation_code!: string;
  @ApiProperty() invite_link!: string;
  @ApiProperty({ enum: [0, 1], description: '1 when a trade password is set' }) transaction_password!: 0 | 1;
  @ApiProperty({ enum: [0, 1] }) is_demo!: 0 | 1;
  @ApiProperty(nullableText) demo_expires_at!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({ example: 'en' }) lang!: string;
}

/** A new session: the bearer token (twice, for the legacy app's two names) and the customer. */
export class SessionResponseDto {
  @ApiProperty() token!: string;
  @ApiProperty({ description: 'The same token, under the legacy protocol’s second name' }) token_h5!: string;
  @ApiProperty({ type: CustomerProfileResponseDto }) user!: CustomerProfileResponseDto;
}

export class CodeSentResponseDto {
  @ApiProperty({ description: 'Seconds before another code may be asked for' }) resend_after!: number;
}

export class TradePasswordStateResponseDto {
  @ApiProperty({ enum: [0, 1] }) has!: 0 | 1;
}

export class SecurityStateResponseDto {
  @ApiProperty({ type: Number, nullable: true, enum: [1, 2, 3], description: '1 best childhood friend, 2 idol, 3 most desired place' }) securityQuestion!: number | null;
  @ApiProperty({ ...nullableText, description: 'Shown at the top of every message the platform sends' }) antiPhishingPhrase!: string | null;
  @ApiProperty({ description: 'Whether an authenticator app is on (login and withdrawals then ask for its code)' }) authenticator!: boolean;
}

export class AuthenticatorSetupResponseDto {
  @ApiProperty({ description: 'Base32; typed into the app when the QR code cannot be scanned' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Meridian%3Aann%40example.com?secret=...&issuer=Meridian' }) otpauthUri!: string;
}

export class RecoveryCodesResponseDto {
  @ApiProperty({ type: [String], description: 'Shown this once; each works once in place of a code' }) recoveryCodes!: string[];
}

export class AuthenticatorStateResponseDto {
  @ApiProperty({ enum: [false] }) enabled!: false;
}

export class OpenSessionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() openedAt!: string;
  @ApiProperty() expiresAt!: string;
  @ApiProperty({ description: 'The address the login came from' }) ip!: string;
  @ApiProperty({ description: 'The browser or app that logged in (its User-Agent)' }) userAgent!: string;
  @ApiProperty({ description: 'The session making this request' }) current!: boolean;
}

export class LoginRecordResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() openedAt!: string;
  @ApiProperty() expiresAt!: string;
  @ApiProperty() ip!: string;
  @ApiProperty() userAgent!: string;
  @ApiProperty({ type: String, nullable: true }) endedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['logout', 'signed-out-remotely', 'password-changed', 'password-reset'] }) endReason!: string | null;
}

export class SignedOutResponseDto {
  @ApiProperty({ description: 'How many sessions were closed' }) signedOut!: number;
}
