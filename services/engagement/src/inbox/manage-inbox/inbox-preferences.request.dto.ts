import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn } from 'class-validator';
import { INBOX_CATEGORIES } from '../domain/inbox-kinds';

export class InboxPreferencesBody {
  @ApiProperty({ type: [String], enum: INBOX_CATEGORIES, description: 'The categories turned off; security and money cannot be' })
  @IsArray()
  @ArrayMaxSize(INBOX_CATEGORIES.length)
  @IsIn(INBOX_CATEGORIES, { each: true })
  muted!: string[];
}
