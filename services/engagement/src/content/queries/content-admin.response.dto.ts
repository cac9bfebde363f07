import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { PageTextsResponseDto } from '../../shared/page-text.response.dto';

/** A page as staff manage it: the draft they edit, and the version readers see. */
export class ContentPageStaffResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ enum: ['about', 'agreement', 'help', 'page'] }) kind!: 'about' | 'agreement' | 'help' | 'page';
  @ApiProperty({ type: Number, nullable: true }) legacyId!: number | null;
  @ApiProperty(nullableText) categoryId!: string | null;
  @ApiProperty() position!: number;
  @ApiProperty({ enum: ['all', 'none'] }) acceptance!: 'all' | 'none';
  @ApiProperty({ enum: ['draft', 'published', 'archived'] }) status!: 'draft' | 'published' | 'archived';
  @ApiProperty({ type: PageTextsResponseDto, description: 'The draft staff edit' }) texts!: PageTextsResponseDto;
  @ApiProperty({ type: PageTextsResponseDto, nullable: true, description: 'What readers see' }) published!: PageTextsResponseDto | null;
  @ApiProperty({ description: 'The draft differs from what readers see' }) unpublishedChanges!: boolean;
  @ApiProperty() version!: number;
  @ApiProperty({ description: 'The newest version every customer must have accepted (agreements)' }) askedVersion!: number;
  @ApiProperty({ type: [String], description: 'The languages the draft is written in' }) languages!: string[];
  @ApiProperty(nullableText) publishedAt!: string | null;
  @ApiProperty() updatedAt!: string;
  @ApiProperty() updatedBy!: string;
}

export class HelpCategoryTitlesResponseDto {
  @ApiProperty() en!: string;
  @ApiProperty({ required: false }) xby?: string;
  @ApiProperty({ required: false }) jp?: string;
  @ApiProperty({ required: false }) hy?: string;
  @ApiProperty({ required: false }) ty?: string;
  @ApiProperty({ required: false }) yn?: string;
  @ApiProperty({ required: false }) zh?: string;
  @ApiProperty({ required: false }) ft?: string;
}

export class HelpCategoryStaffResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: HelpCategoryTitlesResponseDto }) titles!: HelpCategoryTitlesResponseDto;
  @ApiProperty() position!: number;
  @ApiProperty({ description: 'Published articles in it' }) articles!: number;
  @ApiProperty() updatedAt!: string;
  @ApiProperty() updatedBy!: string;
}
