import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';
import { Agent } from './agent';

/** A random Kuwaiti mobile number, national ("55123456"): every 50, 55, 66 and 99 number is a valid one. */
export function kuwaitiMobile(): string {
  const random = randomBytes(4).readUInt32BE();
  return `${['50', '55', '66', '99'][random % 4]}${String(random % 1_000_000).padStart(6, '0')}`;
}

/** The sign-up payload of a fresh user (spec §7 user_register), with a Kuwaiti mobile. */
export function newAccount(overrides: Record<string, string> = {}) {
  const unique = randomBytes(4).toString('hex');
  return {
    name: `Amal ${unique}`,
    email: `amal-${unique}@example.com`,
    password: 'secret-pass',
    country_code: '+965',
    phone: kuwaitiMobile(),
    userImage: '',
    ...overrides,
  };
}

/** An Agent whose requests come from one client address, for the per-address limits. */
export class AgentAt extends Agent {
  constructor(
    app: App,
    private readonly address: string,
  ) {
    super(app);
  }

  override request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    return super.request({ remoteAddress: this.address, ...options });
  }
}

/** Signs a new user up; the agent then holds the session. */
export async function registered(app: App, agent = new Agent(app), overrides: Record<string, string> = {}) {
  const account = newAccount(overrides);
  const response = await agent.post(Agent.api('user_register'), account);
  expect(response.statusCode, response.body).toBe(200);
  return { agent, account, user: response.json().results as { _id: string; email: string; phone: string } };
}
