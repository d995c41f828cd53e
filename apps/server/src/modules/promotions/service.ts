import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { toKuwaitIso } from '@khidma/shared/kuwait-time';
import { filsToKd, formatAmount, kdToFils } from '@khidma/shared/money';
import type { PromoCheck } from '@khidma/shared/schemas/order';
import type { PromoCode, PromoCodeInput, PromoQuote } from '@khidma/shared/schemas/promo';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { bookings, promoCodes, promoUses, services } from '../../db/schema';
import { conflict, notFound } from '../../errors';

/**
 * Promo codes (issue 26, docs/decisions/2026-11-26-promo-codes.md): the console's codes, and the discount a code
 * takes off an order. A use is a promo_uses row written in the order's transaction; it counts while its order is
 * not Cancelled, so a cancelled order gives its use back.
 */

type PromoRow = typeof promoCodes.$inferSelect;

// ---------------------------------------------------------------- Kuwait wall-clock times

/** '2026-12-01T00:00' in Kuwait (UTC+3, no daylight saving) as an instant. */
function fromKuwaitLocal(local: string): Date {
  return new Date(`${local}:00+03:00`);
}

/** An instant as Kuwait's '2026-12-01T00:00', what the console's datetime-local fields hold. */
function toKuwaitLocal(instant: Date): string {
  return toKuwaitIso(instant).slice(0, 16);
}

// ---------------------------------------------------------------- console

/** Uses that count: those whose order is not Cancelled. */
const countingUses = and(eq(promoUses.bookingId, bookings.id), ne(bookings.ordStatus, 'Cancelled'));

function toPromoCode(row: PromoRow, uses: number): PromoCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? filsToKd(row.value) : row.value,
    minOrder: filsToKd(row.minOrderFils),
    validFrom: toKuwaitLocal(row.validFrom),
    validTo: toKuwaitLocal(row.validTo),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    subCategoryIds: row.subCategoryIds,
    active: row.active,
    uses,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRow(input: PromoCodeInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'fixed' ? kdToFils(input.value) : input.value,
    minOrderFils: kdToFils(input.minOrder),
    validFrom: fromKuwaitLocal(input.validFrom),
    validTo: fromKuwaitLocal(input.validTo),
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    subCategoryIds: input.subCategoryIds,
    active: input.active,
  };
}

/** GET admin/promo-codes: every code, newest first, with its uses so far. */
export async function listPromoCodes(db: Tx): Promise<PromoCode[]> {
  const uses = db
    .select({ promoCodeId: promoUses.promoCodeId, uses: count().as('uses') })
    .from(promoUses)
    .innerJoin(bookings, countingUses)
    .groupBy(promoUses.promoCodeId)
    .as('uses');
  const rows = await db
    .select({ row: promoCodes, uses: sql<number>`coalesce(${uses.uses}, 0)::int` })
    .from(promoCodes)
    .leftJoin(uses, eq(uses.promoCodeId, promoCodes.id))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map(({ row, uses: used }) => toPromoCode(row, Number(used)));
}

async function promoCodeById(db: Tx, id: string): Promise<PromoCode> {
  const found = (await listPromoCodes(db)).find((promo) => promo._id === id);
  if (!found) throw notFound('errors.promo.notFound');
  return found;
}

/** A second code with one name is a 409 on its field, whatever case it was typed in (codes are stored upper-cased). */
async function writingCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) === 'promo_codes_code_unique') {
      throw conflict('errors.promo.codeTaken', { code: 'errors.promo.codeTaken' });
    }
    throw error;
  }
}

/** POST admin/promo-codes. */
export async function createPromoCode(db: Db, input: PromoCodeInput): Promise<PromoCode> {
  const [row] = await writingCode(() => db.insert(promoCodes).values(toRow(input)).returning({ id: promoCodes.id }));
  return promoCodeById(db, row!.id);
}

/** PUT admin/promo-codes/{id}: every field, `active: false` disabling it (its past uses stay). */
export async function updatePromoCode(db: Db, id: string, input: PromoCodeInput): Promise<PromoCode> {
  const [row] = await writingCode(() =>
    db.update(promoCodes).set(toRow(input)).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id }),
  );
  if (!row) throw notFound('errors.promo.notFound');
  return promoCodeById(db, row.id);
}

// ---------------------------------------------------------------- applying a code

/** What an order brings to a code: who orders, its total before the code, and its services' sub-categories. */
export type PromoOrder = { code: string; userId: string; subtotalFils: number; subCategoryIds: string[] };
/** A code's discount on an order, to record with the order once it exists (recordPromoUse). */
export type AppliedPromo = { promoCodeId: string; code: string; discountFils: number };

async function countUses(tx: Tx, promoCodeId: string, userId?: string): Promise<number> {
  const [row] = await tx
    .select({ uses: count() })
    .from(promoUses)
    .innerJoin(bookings, countingUses)
    .where(and(eq(promoUses.promoCodeId, promoCodeId), userId ? eq(promoUses.userId, userId) : undefined));
  return row?.uses ?? 0;
}

/**
 * The discount `order.code` gives `order`, or a 409 saying why none: unknown (or disabled), not yet valid, expired,
 * minimum not reached, not for these services (every service must be of the code's sub-categories, when it names
 * some), used up, already used by this customer. A percent is rounded down to the fils.
 * Placing an order calls it in the order's transaction with `lock`: the code's row stays locked until the order
 * commits with its use, so two orders racing for a code's last use are counted one after the other and the second
 * is refused "used up" (its transaction, and so its order, rolled back).
 */
export async function applyPromo(
  tx: Tx,
  order: PromoOrder,
  { lock = false, now = new Date() } = {},
): Promise<AppliedPromo> {
  const query = tx.select().from(promoCodes).where(eq(promoCodes.code, order.code.toUpperCase())).limit(1);
  const [promo] = lock ? await query.for('update') : await query;
  if (!promo?.active) throw conflict('errors.promo.unknown', { code: 'errors.promo.unknown' });
  if (now < promo.validFrom) throw conflict('errors.promo.notYetValid', { code: 'errors.promo.notYetValid' });
  if (now >= promo.validTo) throw conflict('errors.promo.expired', { code: 'errors.promo.expired' });
  if (order.subtotalFils < promo.minOrderFils) {
    throw conflict(
      'errors.promo.minimum',
      { code: 'errors.promo.minimum' },
      { min: formatAmount(filsToKd(promo.minOrderFils)) },
    );
  }
  const allowed = new Set(promo.subCategoryIds);
  if (allowed.size && order.subCategoryIds.some((id) => !allowed.has(id))) {
    throw conflict('errors.promo.notForServices', { code: 'errors.promo.notForServices' });
  }
  if (promo.maxUses !== null && (await countUses(tx, promo.id)) >= promo.maxUses) {
    throw conflict('errors.promo.usedUp', { code: 'errors.promo.usedUp' });
  }
  if (promo.maxUsesPerCustomer !== null && (await countUses(tx, promo.id, order.userId)) >= promo.maxUsesPerCustomer) {
    throw conflict('errors.promo.alreadyUsed', { code: 'errors.promo.alreadyUsed' });
  }
  const discountFils = promo.kind === 'percent' ? Math.floor((order.subtotalFils * promo.value) / 100) : promo.value;
  return { promoCodeId: promo.id, code: promo.code, discountFils };
}

/** The use of an applied code by the order just placed, in the order's transaction (after applyPromo with lock). */
export async function recordPromoUse(
  tx: Tx,
  applied: AppliedPromo,
  order: { userId: string; bookingId: string },
): Promise<void> {
  await tx.insert(promoUses).values({ promoCodeId: applied.promoCodeId, discountFils: applied.discountFils, ...order });
}

/**
 * POST promo/check: what the code takes off these services (at our catalogue's prices) for this customer. Nothing
 * is held: placing the order checks again, and may then be refused (the last use taken meanwhile).
 */
export async function quotePromo(db: Db, userId: string, input: PromoCheck): Promise<PromoQuote> {
  const ids = input.services_json.map((line) => line.serviceId);
  const rows = await db
    .select({ id: services.id, priceFils: services.priceFils, subCategoryId: services.subCategoryId })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.active, true)));
  if (rows.length !== new Set(ids).size) throw conflict('errors.orders.servicesUnavailable');
  // Each line at its quantity, as placing prices it.
  const quantities = new Map(input.services_json.map((line) => [line.serviceId, line.quantity]));
  const subtotalFils = rows.reduce((sum, row) => sum + row.priceFils * (quantities.get(row.id) ?? 1), 0);
  const applied = await applyPromo(db, {
    code: input.code,
    userId,
    subtotalFils,
    subCategoryIds: rows.map((row) => row.subCategoryId),
  });
  return {
    code: applied.code,
    subtotal: filsToKd(subtotalFils),
    discount_price: filsToKd(applied.discountFils),
    totalPrice: filsToKd(subtotalFils - applied.discountFils),
  };
}
