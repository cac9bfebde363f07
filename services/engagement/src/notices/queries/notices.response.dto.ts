import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { PageTextsResponseDto } from '../../shared/page-text.response.dto';

const KINDS = ['notice', 'news', 'banner'];

/** A notice in a list, in the reader's language (English where theirs is missing). */
export class NoticeSummaryResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: KINDS }) kind!: 'notice' | 'news' | 'banner';
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty() lang!: string;
  @ApiProperty() fallback!: boolean;
  @ApiProperty() pinned!: boolean;
  @ApiProperty() publishedAt!: string;
  @ApiProperty(nullableText) expiresAt!: string | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Read by this customer; null for a visitor' }) read!: boolean | null;
}

export class NoticeListResponseDto {
  @ApiProperty({ type: [NoticeSummaryResponseDto] }) items!: NoticeSummaryResponseDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Unread notices and news of this customer; null for a visitor' }) unread!:
    number | null;
}

export class NoticeResponseDto extends NoticeSummaryResponseDto {
  @ApiProperty({ description: 'Sanitised HTML' }) body!: string;
}

/** A notice as staff manage it. */
export class NoticeStaffResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: KINDS }) kind!: 'notice' | 'news' | 'banner';
  @ApiProperty({ enum: ['draft', 'scheduled', 'published', 'expired', 'archived'], description: 'As of now' }) status!:
    'draft' | 'scheduled' | 'published' | 'expired' | 'archived';
  @ApiProperty({ type: PageTextsResponseDto }) texts!: PageTextsResponseDto;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [String] }) languages!: string[];
  @ApiProperty() pinned!: boolean;
  @ApiProperty(nullableText) publishAt!: string | null;
  @ApiProperty(nullableText) expiresAt!: string | null;
  @ApiProperty({ description: 'Customers who opened it' }) reads!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty() updatedBy!: string;
}
