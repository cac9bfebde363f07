import { ApiProperty } from '@nestjs/swagger';

export class OfficialChannelResponseDto {
  @ApiProperty({ enum: ['web', 'email', 'phone', 'handle'] }) kind!: 'web' | 'email' | 'phone' | 'handle';
  @ApiProperty({ description: 'What was checked, as the platform reads it' }) normalised!: string;
  @ApiProperty() official!: boolean;
}
