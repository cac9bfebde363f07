import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

export class ContractExposureResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty({ description: 'Units, longs minus shorts: the house holds the other side' }) netQuantity!: string;
  @ApiProperty({ ...nullableText, description: 'USDT at the last tick' }) netNotional!: string | null;
  @ApiProperty() houseExposureCap!: string;
  @ApiProperty() openPositions!: number;
}

export class HouseBufferResponseDto {
  @ApiProperty({ ...nullableText, description: 'Of the net contract exposure, e.g. 0.10; null: the buffer is not enforced' }) share!: string | null;
  @ApiProperty({ description: 'USDT: what the waiting options would take from the house if every one won (stake x payout rate)' }) optionsMaxPayout!: string;
  @ApiProperty({ description: 'USDT: sum over instruments of |longs - shorts| x the mark' }) netContractExposure!: string;
  @ApiProperty({ description: 'USDT: optionsMaxPayout + share x netContractExposure' }) required!: string;
  @ApiProperty({ description: 'USDT: platform:house:USDT now' }) balance!: string;
  @ApiProperty({ description: 'False while the balance is below the buffer: opens and option orders that add exposure are refused; closes, settlements and payouts never are' })
  takingNewExposure!: boolean;
}

export class ContractHouseResponseDto {
  @ApiProperty({ type: [ContractExposureResponseDto] }) instruments!: ContractExposureResponseDto[];
  @ApiProperty({ description: 'platform:insurance:USDT' }) insuranceFund!: string;
  @ApiProperty({ description: 'platform:house:USDT: what customers lost minus what they won' }) house!: string;
  @ApiProperty({ type: HouseBufferResponseDto, description: 'The house against the buffer it must hold before taking new exposure' }) houseBuffer!: HouseBufferResponseDto;
  @ApiProperty({ description: 'platform:financing:USDT' }) financing!: string;
  @ApiProperty({ description: 'platform:fees:USDT kept in the contract core: fees from before they crossed to the funding wallet as they are paid' }) fees!: string;
}
