import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ApiEnvelope, envelope } from '@meridian/http';
import { PLATFORM_CONFIG } from '@meridian/runtime';
import type { PlatformConfig } from '../identity-config';
import { checkChannel } from '../official/official-channel.policy';

export class OfficialChannelQueryDto {
  @ApiProperty({ example: 'support@meridian.example', description: 'A web address, e-mail, phone number or handle someone contacted you from' })
  @IsString({ message: 'field.required' })
  @MinLength(2, { message: 'field.required' })
  @MaxLength(200, { message: 'field.invalid' })
  value!: string;
}

export class OfficialChannelResponseDto {
  @ApiProperty({ enum: ['web', 'email', 'phone', 'handle'] }) kind!: 'web' | 'email' | 'phone' | 'handle';
  @ApiProperty({ description: 'What was checked, as the platform reads it' }) normalised!: string;
  @ApiProperty() official!: boolean;
}

/** `/verificationCode`: anyone checks whether a message came from one of the platform's own channels. */
@ApiTags('security')
@Controller('api/v1/official-channels')
export class OfficialChannelsController {
  constructor(@Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig) {}

  @Get('check')
  @ApiEnvelope(OfficialChannelResponseDto)
  @ApiOperation({ summary: 'Is this web address, e-mail, number or handle one of ours?' })
  check(@Query() query: OfficialChannelQueryDto) {
    return envelope(checkChannel(query.value, this.config.publicUrl, this.config.officialChannels), '', 7);
  }
}
