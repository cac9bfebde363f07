import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

export class SupportReferenceResponseDto {
  @ApiProperty({ enum: ['order', 'deposit', 'withdrawal', 'c2c'] }) kind!: 'order' | 'deposit' | 'withdrawal' | 'c2c';
  @ApiProperty() id!: string;
}

/** A message as the customer sees it: theirs and support's replies, never an internal note. */
export class SupportMessageResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() seq!: number;
  @ApiProperty({ enum: ['customer', 'staff'] }) author!: 'customer' | 'staff';
  @ApiProperty() body!: string;
  @ApiProperty({ ...nullableText, description: 'GET /api/v1/support/images/:id' }) imageId!: string | null;
  @ApiProperty() at!: string;
}

export class SupportConversationSummaryResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['open', 'resolved'] }) status!: 'open' | 'resolved';
  @ApiProperty({ type: SupportReferenceResponseDto, nullable: true }) reference!: SupportReferenceResponseDto | null;
  @ApiProperty({ description: 'Replies from support the customer has not read' }) unread!: number;
  @ApiProperty({ type: SupportMessageResponseDto, nullable: true }) lastMessage!: SupportMessageResponseDto | null;
  @ApiProperty() openedAt!: string;
  @ApiProperty() lastMessageAt!: string;
}

export class SupportConversationListResponseDto {
  @ApiProperty({ type: [SupportConversationSummaryResponseDto] }) items!: SupportConversationSummaryResponseDto[];
  @ApiProperty({ description: 'Unread replies over every conversation' }) unread!: number;
}

export class SupportConversationResponseDto extends SupportConversationSummaryResponseDto {
  @ApiProperty({ type: [SupportMessageResponseDto] }) messages!: SupportMessageResponseDto[];
}

export class SupportTimerResponseDto {
  @ApiProperty() seconds!: number;
  @ApiProperty() dueAt!: string;
  @ApiProperty() running!: boolean;
  @ApiProperty() late!: boolean;
}

/** A message as staff see it: internal notes too, with who wrote each. */
export class SupportStaffMessageResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() seq!: number;
  @ApiProperty({ enum: ['customer', 'reply', 'note'] }) kind!: 'customer' | 'reply' | 'note';
  @ApiProperty({ description: 'The customer id or the staff id' }) authorId!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ ...nullableText, description: 'GET /api/v1/admin/support/images/:id' }) imageId!: string | null;
  @ApiProperty() at!: string;
}

/** A conversation in support's queue, with its timers as of now. */
export class SupportConversationStaffResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) customerId!: string;
  @ApiProperty({ enum: ['open', 'resolved'] }) status!: 'open' | 'resolved';
  @ApiProperty({ type: SupportReferenceResponseDto, nullable: true }) reference!: SupportReferenceResponseDto | null;
  @ApiProperty(nullableText) assigneeId!: string | null;
  @ApiProperty() openedAt!: string;
  @ApiProperty({ description: 'When the current cycle began: the opening, or the last reopening' }) cycleStartedAt!: string;
  @ApiProperty(nullableText) firstResponseAt!: string | null;
  @ApiProperty(nullableText) resolvedAt!: string | null;
  @ApiProperty(nullableText) resolvedBy!: string | null;
  @ApiProperty({ type: SupportTimerResponseDto }) firstResponse!: SupportTimerResponseDto;
  @ApiProperty({ type: SupportTimerResponseDto }) resolution!: SupportTimerResponseDto;
  @ApiProperty({ description: 'Customer messages no staff member has read' }) unread!: number;
  @ApiProperty({ description: 'The newest message (notes included)' }) lastMessage!: string;
  @ApiProperty() lastMessageAt!: string;
}

export class SupportConversationStaffDetailResponseDto extends SupportConversationStaffResponseDto {
  @ApiProperty({ type: [SupportStaffMessageResponseDto] }) messages!: SupportStaffMessageResponseDto[];
}
