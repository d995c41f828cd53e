import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * An onRequest hook for the development stand-ins that hand out what must be earned (a login code from the SMS
 * outbox, a paid order from the sandbox gateway): only a client on this machine may use them, whatever address
 * the server listens on. Behind a proxy, TRUST_PROXY_HOPS makes request.ip the real client's.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.ip)) throw forbidden('Only available from this machine.');
}
