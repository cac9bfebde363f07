import { ApiProperty } from '@nestjs/swagger';

/** Where the platform is, and the channels it speaks through (OFFICIAL_CHANNELS): what the download page lists. */
export class DownloadResponseDto {
  @ApiProperty({ example: 'https://meridian.example', description: 'The platform’s own address: install the web app from here only' })
  site!: string;
  @ApiProperty({
    type: [String],
    example: ['@meridian_official', 'support@meridian.example'],
    description: 'The official channels; anything else is not us',
  })
  channels!: string[];
}
