import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '@meridian/http';

/** A contribution id is the request id it was proposed under: hex and dashes. Anything else is not found, never a 500. */
@Injectable()
export class ContributionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !/^[0-9a-f-]{16,64}$/i.test(value)) throw new AppError('capital.notFound', 404, 404);
    return value.toLowerCase();
  }
}
