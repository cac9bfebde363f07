import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

export class SecurityStateResponseDto {
  @ApiProperty({ type: Number, nullable: true, enum: [1, 2, 3], description: '1 best childhood friend, 2 idol, 3 most desired place' }) securityQuestion!: number | null;
  @ApiProperty({ ...nullableText, description: 'Shown at the top of every message the platform sends' }) antiPhishingPhrase!: string | null;
  @ApiProperty({ description: 'Whether an authenticator app is on (login and withdrawals then ask for its code)' }) authenticator!: boolean;
}
