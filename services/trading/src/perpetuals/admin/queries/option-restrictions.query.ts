import { Injectable } from '@nestjs/common';
import { ContractCoreService } from '../../contract-core.service';
import { EU_AND_UK } from '../../domain/jurisdiction';

/** The staff setting: where real-money options are refused, with the EU and UK list for convenience. */
@Injectable()
export class OptionRestrictionsQuery {
  constructor(private readonly core: ContractCoreService) {}

  restrictions() {
    return { id: 'current', countries: [...this.core.state.refusedOptionCountries()], euAndUk: [...EU_AND_UK] };
  }
}
