import pino, { type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { redactDbError } from './db/redact-db-error';

/** Errors are logged without a failed query's bound values or row details (a password hash, an email). */
const errorSerializer = (value: unknown) =>
  value instanceof Error ? pino.stdSerializers.err(redactDbError(value) as Error) : value;

export const createLogger = (
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  /** tests: where to write, at the configured level even under NODE_ENV=test */
  destination?: DestinationStream,
): FastifyBaseLogger => {
  const options: pino.LoggerOptions = {
    level: config.nodeEnv === 'test' && !destination ? 'silent' : config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { err: errorSerializer, error: errorSerializer },
  };
  return (destination ? pino(options, destination) : pino(options)) as unknown as FastifyBaseLogger;
};
