import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';

export class PublishNoticeRequestDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-01T01:00:00.000Z',
    description: 'Scheduled for this time; now when absent or past',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'field.invalid' })
  publishAt?: string | null;
}
