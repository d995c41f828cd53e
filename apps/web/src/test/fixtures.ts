import type { BookingDetail } from '@khidma/shared/schemas/order';

/** Records the web's component tests share: a logged-in customer, a service, a saved address, an order, an envelope. */

export const testUser = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  country_code: '+91',
  phone: '9876543210',
  userImage: '',
  role: 'customer' as const,
};

export const testService = {
  _id: 's1',
  ServiceName: 'AC General Service',
  ServiceTime: '1 hr',
  DurationMinutes: 60,
  Description: 'Cleaning',
  DisplayPrice: 15,
  Price: 12.5,
  overallRating: 4.5,
  reviewscount: 10,
  Image: '/images/catalog/ac.webp',
  SrvCategoryId: 'c1',
  SrvCategoryName: 'AC Services',
  SrvSubCategoryId: 'sc1',
  SrvSubCategoryName: 'AC Repair',
  /** As a cart line: one of it. */
  quantity: 1,
};

export const testAddress = {
  _id: 'a1',
  addressType: 'Home' as const,
  flatNo: '12B',
  address: 'Block 4, Street 21',
  landmark: 'Co-op',
  pincode: '20001',
  phoneNo: '9876543210',
  area: '',
  latitude: 29.3,
  longitude: 48,
};

const { _id: _addressId, ...serviceAddress } = testAddress;

/**
 * An order as the API returns it: a Completed COD order of one service, its partner Ravi, placed before slots; with
 * the detail's timeline (placed) and partner card (no phone).
 */
export function makeBooking(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    _id: 'b1',
    ordId: 'KH-ABCDEFGH',
    ordStatus: 'Completed',
    createdAt: '2026-11-22T08:00:00.000Z',
    orderedDate: '2026-11-22T08:00:00.000Z',
    totalPrice: 12.5,
    TotalPrice: 12.5,
    discount_price: 0,
    paymentType: 2,
    payment_status: 'NOT_REQUIRED',
    refundDue: null,
    refunds: [],
    ServiceAddress: serviceAddress,
    services_json: [
      {
        serviceDetail: { _id: 's1', ServiceName: 'AC General Service', Price: 12.5, Image: '/ac.webp' },
        quantity: 1,
        userRating: null,
        userReview: null,
      },
    ],
    servicePartnerId: 'p1',
    servicePartnerName: 'Ravi',
    rating: null,
    review: null,
    slotStart: null,
    slotEnd: null,
    subCategoryId: null,
    checkoutId: null,
    changeFee: null,
    lateChangeFees: 0,
    timeline: [{ step: 'placed', at: '2026-11-22T11:00:00+03:00' }],
    partner: { _id: 'p1', firstName: 'Ravi', rating: 4.5, phone: null },
    preferredPartnerId: null,
    ...overrides,
  };
}

/** A stubApi answer: the success envelope around `results`. */
export const okAnswer = (results: unknown) => ({ body: { code: 200, message: 'OK', results } });
