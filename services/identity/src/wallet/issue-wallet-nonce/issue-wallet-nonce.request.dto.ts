import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEthereumAddress, IsInt, IsOptional, Max, Min } from 'class-validator';

/** The wallet that will sign, and the chain its wallet is on (the message names it). */
export class WalletNonceQueryDto {
  @ApiProperty({ example: '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A', description: 'The address the wallet will sign with' })
  @IsEthereumAddress({ message: 'siwe.addressInvalid' })
  address!: string;

  @ApiPropertyOptional({ example: 1, description: 'The wallet’s chain (`eth_chainId`); 1 when not given' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'siwe.messageInvalid' })
  @Min(1, { message: 'siwe.messageInvalid' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'siwe.messageInvalid' })
  chain_id?: number;
}
