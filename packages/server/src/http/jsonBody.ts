import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';
import secureJson from 'secure-json-parse';
import { format, parseJsonText, serverMessages } from '@tessera/contracts';
import { fieldError } from './errors.js';

// Fastify's own JSON parsing (secure-json-parse, prototype poisoning refused), but a refusal
// names the key instead of saying 'Body is not valid JSON'.
function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    // Valid JSON that secure-json-parse refused holds a __proto__ or constructor key.
    const named = parseJsonText(text);
    if ('invalid' in named) throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
    const key = 'forbiddenKey' in named ? named.forbiddenKey : '__proto__';
    throw fieldError(key, format(serverMessages.forbiddenJsonKey, { key }));
  }
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
