import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { INBOX_CATEGORIES, INBOX_KINDS } from '../domain/inbox-kinds';

/** A message of the personal inbox, written out in the reader's language. */
export class InboxMessageResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: Object.keys(INBOX_KINDS) }) kind!: string;
  @ApiProperty({ enum: INBOX_CATEGORIES }) category!: string;
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'What the message is about (an order id, an amount)' })
  params!: Record<string, string>;
  @ApiProperty() read!: boolean;
  @ApiProperty() archived!: boolean;
  @ApiProperty() deliveredAt!: string;
  @ApiProperty(nullableText) readAt!: string | null;
}

export class InboxListResponseDto {
  @ApiProperty({ type: [InboxMessageResponseDto] }) items!: InboxMessageResponseDto[];
  @ApiProperty({ description: 'Messages not archived' }) total!: number;
  @ApiProperty({ description: 'Unread messages not archived' }) unread!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}

export class InboxCategoryPreferenceResponseDto {
  @ApiProperty({ enum: INBOX_CATEGORIES }) category!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'False for security and money movements: they cannot be turned off' }) canMute!: boolean;
}

export class InboxPreferencesResponseDto {
  @ApiProperty({ type: [InboxCategoryPreferenceResponseDto] }) categories!: InboxCategoryPreferenceResponseDto[];
}
