import type { AboutContent } from '../types';

export const about = {
  title: 'About Khidma',
  lead: 'Khidma connects households across Kuwait with trusted professionals for repairs, installation and cleaning, booked in a few taps.',
  who: {
    title: 'Who we are',
    text: 'We are a small team in Kuwait City that wants home services to be as easy to order as a taxi: clear prices before you book, a verified professional at your door and one place to follow every order.',
  },
  how: {
    title: 'How it works',
    steps: [
      'Pick a service and see its price and duration.',
      'Choose your address and pay online or in cash.',
      'A partner arrives, does the job, and you rate the work.',
    ],
  },
  partners: {
    title: 'Our partners',
    text: 'Every partner applies with identity and skill documents and is reviewed before taking jobs. Are you a professional?',
    link: 'Become a partner',
    after: '.',
  },
} satisfies AboutContent;
