import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsOptional, ValidateNested } from 'class-validator';
import { PageTextsDto } from '../../shared/page-texts.request.dto';
import { NOTICE_KINDS, type NoticeKind } from '../domain/notice.decider';

/** What staff may change on a notice: its texts per language, whether it is pinned, and its expiry. */
export class EditNoticeRequestDto {
  @ApiProperty({ type: PageTextsDto }) @ValidateNested() @Type(() => PageTextsDto) texts!: PageTextsDto;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() pinned?: boolean;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-31T16:00:00.000Z',
    description: 'When readers stop seeing it; null: never',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'field.invalid' })
  expiresAt?: string | null;
}

export class CreateNoticeRequestDto extends EditNoticeRequestDto {
  @ApiProperty({
    enum: NOTICE_KINDS,
    description: 'notice: an announcement; news: a news flash; banner: a picture-like card on top of the notices',
  })
  @IsIn(NOTICE_KINDS)
  kind!: NoticeKind;
}
