import type { FastifyServerOptions } from 'fastify';

/**
 * Config's TRUST_PROXY → Fastify's option. A hop count becomes a function of the hop: Fastify itself refuses to trust
 * anything for a bare number (a client that reaches the app directly could claim any address), but behind a proxy
 * that is the only way in, trusting exactly that many hops is what gives each client its own address. The socket
 * peer is hop 0, so `n` hops trust the peer and the n - 1 addresses next to it in X-Forwarded-For: the client's
 * address is the one the outermost trusted proxy wrote, whatever the client put before it.
 */
export const fastifyTrustProxy = (value: false | number | string[]): FastifyServerOptions['trustProxy'] =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
