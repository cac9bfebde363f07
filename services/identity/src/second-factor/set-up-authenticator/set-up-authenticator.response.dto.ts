import { ApiProperty } from '@nestjs/swagger';

export class AuthenticatorSetupResponseDto {
  @ApiProperty({ description: 'Base32; typed into the app when the QR code cannot be scanned' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Meridian%3Aann%40example.com?secret=...&issuer=Meridian' }) otpauthUri!: string;
}
