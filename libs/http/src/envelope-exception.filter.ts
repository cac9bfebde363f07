import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError } from './app-error';
import { errorAnswer } from './error-envelope';
import { readRequestContext } from './request-context';

/**
 * Every error leaves as the envelope. Legacy `/web/` calls always answer HTTP 200 (their clients
 * read `code`); the REST API answers the matching HTTP status.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const context = readRequestContext(req);
    const answer = errorAnswer(error, context.lang);
    if (answer.httpStatus >= 500 && !(error instanceof AppError)) this.logger.error(error instanceof Error ? error.stack : String(error));
    if (res.headersSent) return;
    if (answer.body.code === 429 && answer.body.data) res.setHeader('Retry-After', String((answer.body.data as { retry_after: number }).retry_after));
    res.status(context.legacy ? 200 : answer.httpStatus).json(answer.body);
  }
}
