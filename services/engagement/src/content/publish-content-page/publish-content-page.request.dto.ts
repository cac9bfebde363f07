import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

export class PublishContentPageRequestDto {
  @ApiPropertyOptional({
    description:
      'Agreements every customer accepts: ask every customer to accept this version at their next login (a material change). The first version is always asked.',
  })
  @IsOptional()
  @IsBoolean()
  askAgain?: boolean;
}
