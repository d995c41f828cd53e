import { SLOT_BOOKING_DAYS } from '@khidma/shared/constants';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight } from '@khidma/shared/kuwait-time';
import { count, like } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, partnerTimeOff, servicePartners, users, type AddressSnapshot } from '../schema';
import { approvedPartnerRow, seededRandom, skills } from './seed';

/** The slots benchmark's partners share this many sub-categories (the first ones of the catalogue). */
export const LOAD_SUB_CATEGORIES = 5;
const BATCH = 1000;
const HOURS = [
  ['08:00', '20:00'],
  ['07:00', '15:00'],
  ['12:00', '22:00'],
] as const;
const DURATIONS = [60, 90, 120];

export const LOAD_ADDRESS: AddressSnapshot = {
  addressType: 'Home',
  governorate: 'hawalli',
  area: 'salmiya',
  block: '4',
  street: '12',
  avenue: '',
  house: '7',
  floor: '',
  apartment: '',
  landmark: '',
  phoneNo: '99000002',
  country_code: '+965',
  flatNo: '',
  address: 'Block 4, Street 12, House 7',
  pincode: '',
  latitude: 29.3375,
  longitude: 48.0758,
};

/**
 * The slots benchmark's load (SEED_PARTNER_COUNT, SEED_BOOKING_COUNT): approved partners spread over the first
 * LOAD_SUB_CATEGORIES sub-categories with three shapes of working hours and a day off for one in seven, and open
 * orders over the next SLOT_BOOKING_DAYS Kuwait days, one in ten not yet assigned. Runs once on a database.
 */
export async function seedSlotLoad(db: Db, partnerCount: number, bookingCount: number): Promise<{ added: boolean }> {
  const [existing] = await db
    .select({ n: count() })
    .from(servicePartners)
    .where(like(servicePartners.email, 'load-partner-%'));
  if ((existing?.n ?? 0) > 0) return { added: false };
  const skillList = await skills(db, LOAD_SUB_CATEGORIES);
  if (skillList.length === 0) throw new Error('seed the demo catalogue before the slots load');
  const random = seededRandom(14);
  const today = kuwaitDate(Date.now());

  const partnerIds: string[][] = skillList.map(() => []);
  for (let start = 0; start < partnerCount; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, partnerCount - start) }, (_, offset) => start + offset);
    const logins = await db
      .insert(users)
      .values(
        indexes.map((index) => ({
          name: `Load partner ${index}`,
          email: `load-partner-${index}@example.com`,
          countryCode: '+965',
          phone: `5${String(index).padStart(7, '0')}`,
          passwordHash: '!',
          role: 'partner' as const,
        })),
      )
      .returning({ id: users.id });
    const rows = await db
      .insert(servicePartners)
      .values(
        indexes.map((index, position) => {
          const [workHoursStart, workHoursEnd] = HOURS[index % HOURS.length]!;
          const ratingCount = Math.floor(random() * 50);
          return approvedPartnerRow(skillList[index % skillList.length]!, {
            name: `Load partner ${index}`,
            email: `load-partner-${index}@example.com`,
            countryCode: '+965',
            phone: `5${String(index).padStart(7, '0')}`,
            workHoursStart,
            workHoursEnd,
            ratingCount,
            ratingTotal: Math.round((3 + random() * 2) * ratingCount),
            userId: logins[position]!.id,
          });
        }),
      )
      .returning({ id: servicePartners.id, subCategoryId: servicePartners.subCategoryId });
    for (const row of rows) partnerIds[skillList.findIndex((skill) => skill.subId === row.subCategoryId)]!.push(row.id);
    const daysOff = rows.filter((_, position) => indexes[position]! % 7 === 0);
    if (daysOff.length > 0) {
      await db.insert(partnerTimeOff).values(
        daysOff.map((row, position) => ({
          partnerId: row.id,
          date: addKuwaitDays(today, position % SLOT_BOOKING_DAYS),
          reason: 'Day off',
        })),
      );
    }
  }

  const [customer] = await db
    .insert(users)
    .values({
      name: 'Load customer',
      email: 'load-customer@example.com',
      countryCode: '+965',
      phone: '59999999',
      passwordHash: '!',
    })
    .returning({ id: users.id });
  for (let start = 0; start < bookingCount; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, bookingCount - start) }, (_, offset) => {
      const index = start + offset;
      const skill = index % skillList.length;
      const partners = partnerIds[skill]!;
      const day = addKuwaitDays(today, Math.floor(random() * SLOT_BOOKING_DAYS));
      const slotStart = kuwaitMidnight(day) + (7 * 60 + Math.floor(random() * 26) * 30) * 60_000;
      const unassigned = random() < 0.1 || partners.length === 0;
      return {
        ordId: `LD-${index}`,
        userId: customer!.id,
        ordStatus: unassigned ? 'Open' : 'Accepted',
        paymentType: 2,
        paymentStatus: 'NOT_REQUIRED' as const,
        totalFils: 5000,
        addressSnapshot: LOAD_ADDRESS,
        servicePartnerId: unassigned ? null : partners[Math.floor(random() * partners.length)]!,
        subCategoryId: skillList[skill]!.subId,
        slotStart: new Date(slotStart),
        slotEnd: new Date(slotStart + DURATIONS[index % DURATIONS.length]! * 60_000),
      };
    });
    await db.insert(bookings).values(batch);
  }
  return { added: true };
}
