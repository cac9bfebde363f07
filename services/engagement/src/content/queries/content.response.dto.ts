import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

/** A published page in the reader's language (English where theirs is missing: `fallback`). */
export class ContentPageResponseDto {
  @ApiProperty({ example: 'user-agreement' }) slug!: string;
  @ApiProperty({ enum: ['about', 'agreement', 'help', 'page'] }) kind!: 'about' | 'agreement' | 'help' | 'page';
  @ApiProperty({ type: Number, nullable: true, description: 'The legacy footer id: 1 company profile, 3 user agreement, 5 privacy policy' })
  legacyId!: number | null;
  @ApiProperty({ description: 'The published version readers see' }) version!: number;
  @ApiProperty({ example: 'en', description: 'The language of the text (the legacy lang key)' }) lang!: string;
  @ApiProperty({ description: 'True when the reader’s language is missing and this is the English text' }) fallback!: boolean;
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ description: 'HTML, sanitised on the server when staff saved it' }) body!: string;
  @ApiProperty() publishedAt!: string;
  @ApiProperty(nullableText) categoryId!: string | null;
}

export class HelpArticleSummaryResponseDto {
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
}

export class HelpCategoryResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [HelpArticleSummaryResponseDto] }) articles!: HelpArticleSummaryResponseDto[];
}

/** The help centre: its categories in order, each with its published articles (those matching `q` when searched). */
export class HelpCentreResponseDto {
  @ApiProperty({ type: [HelpCategoryResponseDto] }) categories!: HelpCategoryResponseDto[];
  @ApiProperty({ description: 'The search, as applied (empty: none)' }) q!: string;
}

/** An agreement, the version in force, and (for a logged-in customer) the version they accepted. */
export class AgreementResponseDto {
  @ApiProperty() slug!: string;
  @ApiProperty({ type: Number, nullable: true }) legacyId!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty() version!: number;
  @ApiProperty({
    description:
      'Every customer accepts it (the user agreement, the privacy policy); otherwise it is accepted where it applies (the loan agreement, when applying)',
  })
  everyoneAccepts!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The newest version this customer accepted; null for a visitor or none' })
  acceptedVersion!: number | null;
  @ApiProperty({ description: 'The customer must accept the version in force before going on' }) pending!: boolean;
}
