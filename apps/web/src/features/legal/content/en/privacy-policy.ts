import type { LegalContent } from '../types';

/** Our privacy policy (spec §2 Legal pages): the spec's figures and date, in our own words. */
export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: '18 April 2025',
  intro:
    'This policy explains what personal information Khidma collects when you browse, book a service or apply as a partner, why we collect it, and the choices you have. It also covers the advertising and marketing messages we send.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      paragraphs: [
        'Account details you give us: your name, email address, phone number and, if you add one, a profile photo.',
        'Booking details: the services you book, the addresses you save (including the map position you pick), your payment method and the ratings and reviews you write.',
        'Partner applications: contact details, identity and skill documents, work hours, address and bank details. Bank account numbers are stored encrypted.',
        'Technical details: the pages you open, your browser and device, and approximate location when you allow it.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      paragraphs: [
        'To create and run your account, take bookings, send professionals to the right address and handle payments.',
        'To verify partner applicants before they can accept jobs.',
        'To answer your questions, prevent fraud and keep the service secure.',
        'To improve our services from usage trends that do not identify you.',
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing with others',
      paragraphs: [
        'We share only what is needed: the professional assigned to your booking sees your name, address and phone number; our payment gateway processes your payment; hosting and messaging providers process data for us under contract.',
        'We never sell your personal information. We disclose it to authorities only when the law requires us to.',
      ],
    },
    {
      id: 'advertising',
      title: 'Advertising and marketing',
      paragraphs: [
        'We may send you offers about our own services by email, SMS or notifications. Each message tells you how to stop them.',
        'When you opt out of marketing messages, it can take up to 10 business days for every system to stop sending them. Messages about your bookings and account still reach you.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and requests',
      paragraphs: [
        'You may ask to see, correct, export or delete your personal information, or withdraw a consent you gave.',
        'We reply to every request within 7 working days. We may ask you to confirm your identity first.',
      ],
    },
    {
      id: 'security',
      title: 'Keeping data secure',
      paragraphs: [
        'Passwords are stored only as salted hashes, connections are encrypted and access to personal data is limited to the staff who need it.',
        'If a security incident affects your personal information, we report it to you and to the relevant authority within 48 hours of finding it.',
      ],
    },
    {
      id: 'children',
      title: 'Age limit',
      paragraphs: [
        'Khidma is meant for adults. You must be at least 18 years old to create an account, book a service or apply as a partner, and we do not knowingly collect data from anyone younger.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      paragraphs: [
        'We keep account and booking records while your account is open and afterwards only as long as tax, accounting or legal rules require. Partner applications that are not approved are deleted once they are no longer needed.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page, and for important changes we tell you by email or in the app before they take effect.',
      ],
    },
  ],
} satisfies LegalContent;
