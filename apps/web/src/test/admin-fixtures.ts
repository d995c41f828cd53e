import type {
  AdminOrder,
  AdminOrderDetail,
  AdminService,
  ApplicationDetail,
  Dashboard,
  PartnerRow,
} from '@khidma/shared/schemas/operations';

/** Records of the admin console's tests, shaped as the operations contract answers them. */

export const PARTNER_ID = '11111111-1111-4111-8111-111111111111';
export const SUB_CATEGORY_ID = '22222222-2222-4222-8222-222222222222';
export const APPLICATION_ID = '33333333-3333-4333-8333-333333333333';
export const SERVICE_ID = '44444444-4444-4444-8444-444444444444';

/** A service row of the console's catalogue. */
export const adminService: AdminService = {
  _id: SERVICE_ID,
  subCategoryId: SUB_CATEGORY_ID,
  name: 'AC General Service',
  nameAr: 'صيانة مكيف عامة',
  description: 'Cleaning',
  descriptionAr: 'تنظيف',
  durationMinutes: 60,
  Price: 12.5,
  DisplayPrice: 15,
  image: '/uploads/images/old.webp',
  active: true,
};

/** A page of a list (pageOf in the contract). */
export const pageOf = <T>(items: T[], total = items.length, page = 1, pageSize = 20) => ({
  items,
  total,
  page,
  pageSize,
});

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: 'o1',
    ordId: 'KH-ABCDEFGH',
    ordStatus: 'Open',
    orderedDate: '2026-11-25T07:30:00.000Z',
    totalPrice: 12.5,
    paymentType: 2,
    payment_status: 'NOT_REQUIRED',
    customer: { _id: 'u1', name: 'Asha', phone: '98765432', country_code: '+965' },
    partner: null,
    refundDue: false,
    slotStart: '2026-11-26T09:30:00+03:00',
    slotEnd: '2026-11-26T11:00:00+03:00',
    services: [
      { ServiceName: 'AC General Service', SrvSubCategoryId: SUB_CATEGORY_ID, SrvSubCategoryName: 'AC Repair' },
    ],
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...adminOrder(),
    ServiceAddress: {
      addressType: 'Home',
      flatNo: '12B',
      address: 'Block 4, Street 21',
      landmark: 'Co-op',
      pincode: '20001',
      phoneNo: '98765432',
      area: 'Salmiya',
      latitude: 29.3,
      longitude: 48,
    },
    events: [],
    payments: [],
    refundDue: false,
    refundDueAmount: 0,
    refundable: 0,
    refunds: [],
    lateChangeFees: 0,
    preferredPartner: null,
    commissionPercent: null,
    commission: null,
    ...overrides,
  };
}

export const dashboard: Dashboard = {
  ordersToday: {
    Pending: 1,
    Open: 4,
    Accepted: 2,
    Traveling: 0,
    Reached: 0,
    Started: 1,
    Completed: 6,
    Cancelled: 1,
  },
  refundsDue: 0,
  revenueToday: { online: 120.5, cash: 48.25 },
  applicationsWaiting: 3,
  partnersActive: 12,
};

export function applicationDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    _id: APPLICATION_ID,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    country_code: '+965',
    phone: '55512345',
    SrvCategoryName: 'AC Services',
    SrvSubCategoryName: 'AC Repair',
    status: 'pending_review',
    createdAt: '2026-11-24T09:00:00.000Z',
    gender: 'Male',
    workHoursStart: '08:00',
    workHoursEnd: '18:00',
    address: {
      flatNo: '4',
      area: 'Hawally',
      city: 'Kuwait City',
      state: 'Hawalli',
      pincode: '30000',
      latitude: 29.3,
      longitude: 48,
    },
    civilId: '290010112346',
    bank: {
      bankName: 'National Bank of Kuwait',
      bankCode: 'NBOK',
      ibanLast4: '2151',
      accountLast4: '4321',
      ifscCode: null,
      branchName: 'Salmiya',
    },
    files: {
      photo: `/api/khidma/admin/partner_applications/${APPLICATION_ID}/files/photo`,
      idProof: `/api/khidma/admin/partner_applications/${APPLICATION_ID}/files/idProof`,
      skillCertificate: `/api/khidma/admin/partner_applications/${APPLICATION_ID}/files/skillCertificate`,
    },
    rejectionReason: null,
    reviewedAt: null,
    ...overrides,
  };
}

export function partnerRow(overrides: Partial<PartnerRow> = {}): PartnerRow {
  return {
    _id: PARTNER_ID,
    userId: null,
    name: 'Ravi',
    email: 'ravi@example.com',
    country_code: '+965',
    phone: '55512345',
    SrvCategoryName: 'AC Services',
    SrvSubCategoryId: null,
    SrvSubCategoryName: 'AC Repair',
    workHoursStart: '08:00',
    workHoursEnd: '18:00',
    workDays: [0, 1, 2, 3, 4],
    rating: 4.5,
    jobs: 3,
    suspended: false,
    ...overrides,
  };
}
