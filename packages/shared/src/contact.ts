/**
 * How customers reach Khidma: the one place the Support, About, FAQ and legal pages (and anything else that names a
 * way to reach us) read them from. Change them here for a deployment.
 */
export const CONTACT = {
  email: 'support@khidma.example',
  /** E.164, for tel: links. */
  phone: '+96522200000',
  /** As a Kuwaiti writes it (always shown left to right). */
  phoneDisplay: '+965 2220 0000',
  whatsapp: '+96550000000',
  whatsappDisplay: '+965 5000 0000',
  address: {
    en: 'Khidma Services, Block 3, Ahmad Al-Jaber Street, Building 12, Floor 4, Sharq, Kuwait City, Kuwait',
    ar: 'خدمة للخدمات، قطعة 3، شارع أحمد الجابر، مبنى 12، الدور الرابع، شرق، مدينة الكويت، الكويت',
  },
  /** Support's hours, Kuwait time. */
  hours: { opens: '08:00', closes: '22:00' },
} as const;
