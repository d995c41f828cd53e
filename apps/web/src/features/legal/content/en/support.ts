import type { SupportContent } from '../types';

export const support = {
  title: 'Support',
  lead: 'Something wrong with a booking, a payment or your account? We are here to help.',
  before: {
    title: 'Before you write',
    items: [
      'Have your order number ready (it starts with KH and is shown under My Orders).',
      'For a failed online payment, include the reference shown on the payment page.',
      'For a problem during a visit, tell us the time and what happened.',
    ],
  },
  hours: {
    title: 'Hours',
    text: 'Phone support answers every day from 8:00 to 22:00; email is read seven days a week.',
  },
} satisfies SupportContent;
