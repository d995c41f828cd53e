import type { FaqContent } from '../types';

export const faqOrders = {
  title: 'Order questions',
  lead: 'Answers to the questions we hear most about bookings and payments.',
  questions: [
    {
      question: 'How do I book a service?',
      answer:
        'Open a service, press Book to add it to your cart, then go to checkout: confirm the cart, choose an address and a payment method, and place the order.',
    },
    {
      question: 'Where can I see my orders?',
      answer: 'Under My Account, in Order History. Each order shows its number, date, status and total.',
    },
    {
      question: 'Which payment methods can I use?',
      answer: 'You can pay online by card or KNET, or choose to pay after the visit, in cash to the partner.',
    },
    {
      question: 'My online payment failed. Was I charged?',
      answer:
        'An order is marked paid only when the payment gateway confirms it. If money left your account for a failed order, contact support with the order number.',
    },
    {
      question: 'How do I rate a service?',
      answer:
        'Once an order is Completed, open it from Order History to rate each service and the partner from 1 to 5 stars and write a review.',
    },
  ],
} satisfies FaqContent;
