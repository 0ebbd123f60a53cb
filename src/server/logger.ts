import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';

export const createLogger = (config: Pick<Config, 'logLevel' | 'nodeEnv'>): FastifyBaseLogger =>
  pino({
    level: config.nodeEnv === 'test' ? 'silent' : config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  }) as unknown as FastifyBaseLogger;
