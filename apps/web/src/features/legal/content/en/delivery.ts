import type { DeliveryContent } from '../types';

export const delivery = {
  title: 'Service areas and timing',
  lead: 'Where our partners work and when you can expect them at your door.',
  sections: [
    {
      title: 'Where we serve',
      text: 'We serve areas across Kuwait’s six governorates: Capital, Hawalli, Farwaniya, Ahmadi, Jahra and Mubarak Al-Kabeer. When you save an address, pick its position on the map; a booking is accepted only when a partner covers that area.',
    },
    {
      title: 'When we serve',
      text: 'Partners set their own working hours, usually between 8:00 and 20:00. Most visits take place the same or the next day; the service page shows how long the job itself takes.',
    },
    {
      title: 'Charges',
      text: 'Travel to your address is free: the total you see at checkout is the total you pay.',
    },
  ],
} satisfies DeliveryContent;
