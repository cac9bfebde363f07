import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Matches, Max, Min, ValidateNested } from 'class-validator';
import { PageTextsDto } from '../../shared/page-texts.request.dto';
import { CONTENT_KINDS, SLUG, type ContentKind } from '../domain/content-page.decider';

/** A page's place: its help category (help articles) and its position in lists. */
export class EditContentPageRequestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Required for a help article' })
  @IsOptional()
  @IsUUID('all', { message: 'content.categoryRequired' })
  categoryId?: string;
  @ApiPropertyOptional({ example: 0 }) @IsOptional() @IsInt() @Min(0) @Max(10_000) position?: number;
  @ApiProperty({ type: PageTextsDto }) @ValidateNested() @Type(() => PageTextsDto) texts!: PageTextsDto;
}

/** A new page: its slug, kind and (for the legacy footer links) id never change afterwards. */
export class CreateContentPageRequestDto extends EditContentPageRequestDto {
  @ApiProperty({ example: 'fees', description: 'Lower-case letters, digits and dashes' })
  @Matches(SLUG, { message: 'content.slugInvalid' })
  slug!: string;
  @ApiProperty({ enum: CONTENT_KINDS }) @IsIn(CONTENT_KINDS) kind!: ContentKind;
  @ApiPropertyOptional({ example: 7, description: 'The legacy id `/agrt?id=` links use' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(999_999)
  legacyId?: number;
  @ApiPropertyOptional({ enum: ['all', 'none'], description: 'all: every customer accepts each version staff ask for (agreements only)' })
  @IsOptional()
  @IsIn(['all', 'none'])
  acceptance?: 'all' | 'none';
}
