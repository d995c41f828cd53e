import type { Service } from '@khidma/shared/schemas/catalog';

/** A service as the API sends it, with the fields a test cares about overridden. */
export function makeService(overrides: Partial<Service> & Pick<Service, '_id' | 'ServiceName'>): Service {
  return {
    ServiceTime: '1 hr',
    DurationMinutes: 60,
    Description: 'Done by a vetted professional.',
    DisplayPrice: 20,
    Price: 15,
    overallRating: 4.5,
    reviewscount: 12,
    Image: '/images/catalog/ac-repair-1.webp',
    SrvCategoryId: 'c1',
    SrvCategoryName: 'AC Services',
    SrvSubCategoryId: 's1',
    SrvSubCategoryName: 'AC Repair',
    ...overrides,
  };
}

/** A success envelope for stubApi. */
export const envelope = (results: unknown) => ({ body: { code: 200, message: 'OK', results } });

/** A logged-in user's stored entry. */
export const customer = {
  _id: 'u1',
  name: 'Amal',
  email: 'amal@example.com',
  country_code: '+91',
  phone: '9876543210',
  userImage: '',
  role: 'customer' as const,
};
