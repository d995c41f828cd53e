import type { OrderStatus } from '@khidma/shared/constants';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderUpdate,
  AssignablePartner,
  Page,
} from '@khidma/shared/schemas/operations';
import type { RefundInput } from '@khidma/shared/schemas/refund';
import { adminApi, type ListArgs } from './admin-api';

export type AdminOrdersArgs = ListArgs & {
  status?: OrderStatus;
  from?: string;
  to?: string;
  partnerId?: string;
  q?: string;
  /** 'refundDue': the orders needing attention. */
  attention?: 'refundDue';
};

const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<Page<AdminOrder>, AdminOrdersArgs>({
      query: (params) => ({ url: 'admin/orders', params }),
      providesTags: ['AdminOrder'],
    }),
    getAdminOrder: build.query<AdminOrderDetail, string>({
      query: (ordId) => `admin/orders/${encodeURIComponent(ordId)}`,
      providesTags: (_result, _error, ordId) => [{ type: 'AdminOrder', id: ordId }],
    }),
    getAssignablePartners: build.query<AssignablePartner[], string>({
      query: (ordId) => `admin/orders/${encodeURIComponent(ordId)}/partners`,
      providesTags: (_result, _error, ordId) => [{ type: 'AdminOrder', id: ordId }],
    }),
    /** Assign and/or move; the list, the order, its partners' loads and the dashboard change with it. */
    updateAdminOrder: build.mutation<AdminOrderDetail, { ordId: string; body: AdminOrderUpdate }>({
      query: ({ ordId, body }) => ({ url: `admin/orders/${encodeURIComponent(ordId)}`, method: 'PUT', body }),
      invalidatesTags: ['AdminOrder', 'AdminDashboard', 'AdminPartner'],
    }),
    /** A refund through the gateway; `key` is the dialog's idempotency key, the same for a retried submit. */
    refundAdminOrder: build.mutation<AdminOrderDetail, { ordId: string; body: RefundInput; key: string }>({
      query: ({ ordId, body, key }) => ({
        url: `admin/orders/${encodeURIComponent(ordId)}/refunds`,
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
      invalidatesTags: ['AdminOrder', 'AdminDashboard'],
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useGetAssignablePartnersQuery,
  useUpdateAdminOrderMutation,
  useRefundAdminOrderMutation,
} = ordersApi;
