import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, silent } from '@meridian/http';
import { PLATFORM_CONFIG } from '@meridian/runtime';
import { DownloadResponseDto } from './download.response.dto';

interface ChannelsConfig {
  publicUrl: string;
  officialChannels: string[];
}

/** The download page's facts, open to visitors: the site to install the app from, and the official channels. */
@ApiTags('content')
@Controller('api/v1/download')
export class DownloadController {
  constructor(@Inject(PLATFORM_CONFIG) private readonly config: ChannelsConfig) {}

  @Get()
  @ApiEnvelope(DownloadResponseDto)
  download() {
    return silent({ site: this.config.publicUrl, channels: [...this.config.officialChannels] });
  }
}
