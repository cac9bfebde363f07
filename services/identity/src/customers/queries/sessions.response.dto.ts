import { ApiProperty } from '@nestjs/swagger';

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
