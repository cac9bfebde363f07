import { ApiProperty } from '@nestjs/swagger';

const LEVELS = ['not_assessed', 'conservative', 'steady', 'aggressive'];
type Level = 'not_assessed' | 'conservative' | 'steady' | 'aggressive';
type Profile = Exclude<Level, 'not_assessed'>;

export class RiskOptionResponseDto {
  @ApiProperty({ description: 'From 1' }) id!: number;
  @ApiProperty({ description: 'What choosing it adds to the score' }) points!: number;
}

export class RiskQuestionResponseDto {
  @ApiProperty({ enum: ['accountPurpose', 'investmentPurpose', 'investmentAmount', 'monthlyTrades', 'occupation'] }) id!:
    | 'accountPurpose'
    | 'investmentPurpose'
    | 'investmentAmount'
    | 'monthlyTrades'
    | 'occupation';
  @ApiProperty({ type: [RiskOptionResponseDto] }) options!: RiskOptionResponseDto[];
}

export class RiskBandResponseDto {
  @ApiProperty({ enum: LEVELS.slice(1) }) profile!: Profile;
  @ApiProperty({ description: 'Lowest score of the band' }) from!: number;
  @ApiProperty({ description: 'Highest score of the band' }) to!: number;
}

export class RiskCapsResponseDto {
  @ApiProperty({ enum: LEVELS }) level!: Level;
  @ApiProperty({ description: 'USDT: the most margin one contract position may hold' }) contractMarginPerPosition!: string;
  @ApiProperty({ description: 'USDT: the most one option may stake' }) optionStakePerOrder!: string;
}

export class RiskQuestionnaireResponseDto {
  @ApiProperty({ type: [RiskQuestionResponseDto] }) questions!: RiskQuestionResponseDto[];
  @ApiProperty({ type: [RiskBandResponseDto] }) bands!: RiskBandResponseDto[];
  @ApiProperty({ type: [RiskCapsResponseDto] }) caps!: RiskCapsResponseDto[];
  @ApiProperty({ description: 'Days between two assessments' }) retakeAfterDays!: number;
}

export class RiskAnswersResponseDto {
  @ApiProperty() accountPurpose!: number;
  @ApiProperty() investmentPurpose!: number;
  @ApiProperty() investmentAmount!: number;
  @ApiProperty() monthlyTrades!: number;
  @ApiProperty() occupation!: number;
}

export class RiskProfileResponseDto {
  @ApiProperty({ enum: LEVELS }) profile!: Level;
  @ApiProperty({ type: Number, nullable: true }) score!: number | null;
  @ApiProperty({ type: RiskAnswersResponseDto, nullable: true }) answers!: RiskAnswersResponseDto | null;
  @ApiProperty({ type: String, nullable: true }) assessedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'When the questionnaire may be answered again' }) retakeFrom!: string | null;
  @ApiProperty() canAnswer!: boolean;
  @ApiProperty({ type: RiskCapsResponseDto }) caps!: RiskCapsResponseDto;
}
