import type { LegalContent } from '../types';

/** Our terms of use (spec §2 Legal pages): the spec's figures and date, in our own words. */
export const terms = {
  title: 'Terms and Conditions',
  updated: '17 May 2025',
  intro:
    'These terms are the agreement between you and Khidma, a company registered in the State of Kuwait, when you use our website to book home services or to offer them as a partner. By using Khidma you accept them.',
  sections: [
    {
      id: 'eligibility',
      title: 'Who can use Khidma',
      paragraphs: [
        'You must be at least 18 years old and able to enter a binding contract. Partners must also hold any licence their trade requires.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      paragraphs: [
        'Keep your login details private and tell us at once if you think someone else has used your account. You are responsible for bookings made from it.',
      ],
    },
    {
      id: 'bookings',
      title: 'Bookings and payments',
      paragraphs: [
        'Prices are shown in KD before you confirm a booking, and the amount you pay is the total our server confirms at checkout. You can pay online with KNET or a card, or in cash to the partner after the visit.',
        'If a payment fails, no booking is charged; contact support with your order number if money left your account.',
      ],
    },
    {
      id: 'partners',
      title: 'Service partners',
      paragraphs: [
        'Partners are independent professionals. An application is reviewed before the partner can accept jobs, and we may refuse or end a partnership that breaks these terms.',
        'Partners must report any accident, damage or safety incident at a customer’s home to us within 48 hours.',
      ],
    },
    {
      id: 'conduct',
      title: 'Acceptable use',
      paragraphs: [
        'Do not misuse the site: no false bookings, fake reviews, harassment of partners or customers, or attempts to break or overload our systems.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      paragraphs: [
        'We take care in choosing partners, but the work itself is carried out by them. To the extent the law allows, our total liability for any claim about a booking is limited to KD 100.',
      ],
    },
    {
      id: 'termination',
      title: 'Ending the agreement',
      paragraphs: [
        'You may close your account at any time. We may end this agreement by giving you 30 days’ notice, or straight away if you seriously break these terms.',
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints and disputes',
      paragraphs: [
        'Tell us about any problem through the contact details below; we reply within 7 working days and try to settle every complaint fairly before any other step.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may update these terms; the date at the top shows the latest version, and continuing to use Khidma after a change means you accept it.',
      ],
    },
  ],
} satisfies LegalContent;
