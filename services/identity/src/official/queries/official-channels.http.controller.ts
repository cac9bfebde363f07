import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, silent } from '@meridian/http';
import { PLATFORM_CONFIG } from '@meridian/runtime';
import type { PlatformConfig } from '../../identity-config';
import { checkChannel } from '../official-channel.policy';
import { OfficialChannelQueryDto } from './official-channel.request.dto';
import { OfficialChannelResponseDto } from './official-channel.response.dto';

/** `/verificationCode`: anyone checks whether a message came from one of the platform's own channels. */
@ApiTags('security')
@Controller('api/v1/official-channels')
export class OfficialChannelsController {
  constructor(@Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig) {}

  @Get('check')
  @ApiEnvelope(OfficialChannelResponseDto)
  @ApiOperation({ summary: 'Is this web address, e-mail, number or handle one of ours?' })
  check(@Query() query: OfficialChannelQueryDto) {
    return silent(checkChannel(query.value, this.config.publicUrl, this.config.officialChannels));
  }
}
