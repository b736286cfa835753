import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages, type ErrorBody, type FieldError } from '@tessera/contracts';

// An error the client is meant to see: status, a machine code and a sentence.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly errors?: FieldError[],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return {
      errorCode: this.errorCode,
      errorDescription: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const notFound = () => new HttpError(404, 'NotFound', serverMessages.notFound);
export const forbidden = () => new HttpError(403, 'Forbidden', serverMessages.forbidden);
export const unauthenticated = () =>
  new HttpError(401, 'Unauthenticated', serverMessages.notAuthenticated);
export const badRequest = (
  errors: FieldError[],
  message: string = errors[0]?.message ?? serverMessages.badRequest,
) => new HttpError(400, 'BadRequest', message, errors);
export const fieldError = (field: string, message: string) => badRequest([{ field, message }]);
export const conflict = (field: string, message: string) =>
  new HttpError(409, 'Conflict', message, [{ field, message }]);

export function handleError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body());
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const body: ErrorBody = { errorCode: 'BadRequest', errorDescription: error.message };
    if (status === 413) body.errorCode = 'PayloadTooLarge';
    if (status === 429) body.errorCode = 'TooManyRequests';
    return reply.status(status).send(body);
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send({ errorCode: 'InternalError', errorDescription: serverMessages.internalError });
}
