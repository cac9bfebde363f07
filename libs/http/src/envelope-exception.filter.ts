import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { AppError } from './app-error';
import { errorAnswer } from './error-envelope';
import { answered, sendJson, setResponseHeader, type ResponseShape } from './http-exchange';
import { readRequestContext, type RequestShape } from './request-context';

/**
 * Every error leaves as the envelope. Legacy `/web/` calls always answer HTTP 200 (their clients
 * read `code`); the REST API answers the matching HTTP status.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<RequestShape>();
    const res = http.getResponse<ResponseShape>();
    const context = readRequestContext(req);
    const answer = errorAnswer(error, context.lang);
    if (answer.httpStatus >= 500 && !(error instanceof AppError)) this.logger.error(error instanceof Error ? error.stack : String(error));
    if (answered(res)) return;
    if (answer.body.code === 429 && answer.body.data) setResponseHeader(res, 'Retry-After', String((answer.body.data as { retry_after: number }).retry_after));
    sendJson(res, context.legacy ? 200 : answer.httpStatus, answer.body);
  }
}
