import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import type { Category, Service, SubCategory } from '@khidma/shared/schemas/catalog';
import type { Slot } from '@khidma/shared/schemas/slots';
import { randomBytes, randomUUID } from 'node:crypto';
import { HttpAgent, type HttpAnswer } from './http-agent';

/**
 * Customers ordering over real HTTP from one or several server processes, as a proxy spreads them: the scale-out
 * test (src/scale-out.test.ts) and its benchmark (bench/scale.ts). Each order is a COD order of one service in a
 * free slot; each shopper sends its requests to the processes in turn, and a request that got no answer to the
 * next one, with the same Idempotency-Key.
 */

/** What the shoppers of one run saw. */
export type Tally = {
  /** Orders answered 200, by the Idempotency-Key of the request that placed them. */
  acknowledged: Map<string, string>;
  /** 409s: the slot was taken between reading it and ordering (expected under load). */
  slotTaken: number;
  /** Requests that got no answer (a process killed or stopping), each sent again to the next process. */
  resent: number;
  /** Answers that were neither 200 nor an expected 409, by what they were. */
  failures: Record<string, number>;
};
export const newTally = (): Tally => ({ acknowledged: new Map(), slotTaken: 0, resent: 0, failures: {} });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

function expectOk(answer: HttpAnswer, what: string) {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.results;
}

/** Signs up a customer on `base` (the agent keeps its session cookie); answers the user's id. */
export async function register(agent: HttpAgent, base: string): Promise<string> {
  const unique = randomBytes(5).toString('hex');
  const answer = await agent.request(base, 'POST', 'user_register', {
    name: `Shopper ${unique.slice(0, 4)}`,
    email: `shopper-${unique}@example.com`,
    password: 'secret-pass',
    country_code: '+91',
    phone: `9${String(Number.parseInt(unique, 16) % 1_000_000_000).padStart(9, '0')}`,
    userImage: '',
  });
  return (expectOk(answer, 'user_register') as { _id: string })._id;
}

/** The services of the catalogue's first `subCategoryCount` sub-categories, in the catalogue's order. */
export async function loadCatalogue(base: string, subCategoryCount: number): Promise<Service[]> {
  const agent = new HttpAgent();
  const get = async <T>(path: string) => expectOk(await agent.request(base, 'GET', path), path) as T;
  const subs: SubCategory[] = [];
  for (const category of await get<Category[]>('srv_category_list')) {
    subs.push(...(await get<SubCategory[]>(`srv_sub_by_category/${category._id}`)));
  }
  const found: Service[] = [];
  for (const sub of subs.slice(0, subCategoryCount)) {
    found.push(...(await get<Service[]>(`service_by_sub_category/${sub._id}`)));
  }
  return found;
}

export type Shopper = { agent: HttpAgent; userId: string; addressId: string; turn: number };

/** `count` customers with an address each, signed up on the processes in turn. */
export async function prepareShoppers(urls: () => string[], count: number): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const base = urls()[index % urls().length]!;
      const agent = new HttpAgent();
      const userId = await register(agent, base);
      const address = await agent.request(base, 'POST', `myaddress/${userId}`, {
        addressType: 'Home',
        flatNo: '12',
        address: 'Block 4, Street 21',
        landmark: 'the co-op',
        pincode: '20001',
        phoneNo: '66123456',
        latitude: 29.3375,
        longitude: 48.0758,
      });
      const addressId = (expectOk(address, 'myaddress') as { _id: string })._id;
      return { agent, userId, addressId, turn: index };
    }),
  );
}

/**
 * Sends a request to the shopper's next process; one that gets no answer (connection refused or reset) goes to
 * the next, as the proxy would, for up to 30 s.
 */
async function send(
  urls: () => string[],
  shopper: Shopper,
  tally: Tally,
  request: { method: string; path: string; body?: unknown; key?: string },
) {
  const giveUpAt = Date.now() + 30_000;
  for (;;) {
    const processes = urls();
    const base = processes[shopper.turn++ % processes.length]!;
    try {
      const headers = request.key ? { 'idempotency-key': request.key } : undefined;
      return await shopper.agent.request(base, request.method, request.path, request.body, headers);
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      tally.resent += 1;
      await sleep(20);
    }
  }
}

function countFailure(tally: Tally, what: string) {
  tally.failures[what] = (tally.failures[what] ?? 0) + 1;
}

/** Each shopper orders, one order after another, until `until`: a free slot of a random service and day. */
export async function runShoppers(
  urls: () => string[],
  catalogue: Service[],
  shoppers: Shopper[],
  tally: Tally,
  until: number,
): Promise<void> {
  const today = kuwaitDate(Date.now());
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (Date.now() < until) {
        const service = pick(catalogue);
        const date = addKuwaitDays(today, 1 + Math.floor(Math.random() * 12));
        const slots = await send(urls, shopper, tally, {
          method: 'GET',
          path: `slots?subCategoryId=${service.SrvSubCategoryId}&date=${date}&duration=${service.DurationMinutes}`,
        });
        if (slots.status !== 200) {
          countFailure(tally, `slots ${slots.status}`);
          continue;
        }
        const free = (slots.body.results as Slot[]).filter((slot) => slot.available);
        if (free.length === 0) continue;
        const key = randomUUID();
        const answer = await send(urls, shopper, tally, {
          method: 'POST',
          path: 'odm/srv_booking',
          key,
          body: {
            userId: shopper.userId,
            services_json: [{ serviceId: service._id, servicePrice: service.Price }],
            paymentType: 2,
            addressId: shopper.addressId,
            totalPrice: service.Price,
            slotStart: pick(free).start,
          },
        });
        if (answer.status === 200) {
          tally.acknowledged.set(key, (answer.body.results as Array<{ ordId: string }>)[0]!.ordId);
        } else if (answer.status === 409) tally.slotTaken += 1;
        else countFailure(tally, `order ${answer.status} ${answer.body.message ?? ''}`);
      }
    }),
  );
}
