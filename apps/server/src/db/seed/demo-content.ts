import type { ServiceContent } from '@khidma/shared/schemas/service-content';

/**
 * The page content every demo service starts with: true of every visit Khidma books (pay after the visit, vetted
 * professionals, parts quoted first). An admin writes each service's own in the console.
 */
export const DEMO_SERVICE_CONTENT: ServiceContent = {
  included: [
    'A visit by a vetted, trained professional',
    'Tools and equipment for the job',
    'Cleaning up the work area afterwards',
  ],
  includedAr: ['زيارة من فني موثوق ومدرَّب', 'الأدوات والمعدات اللازمة للعمل', 'تنظيف مكان العمل بعد الانتهاء'],
  excluded: ['Spare parts and materials (quoted before use)', 'Work beyond the booked service'],
  excludedAr: ['قطع الغيار والمواد (يُعرض سعرها قبل استخدامها)', 'أي عمل خارج الخدمة المحجوزة'],
  faqs: [
    {
      question: 'Do I pay before the visit?',
      questionAr: 'هل أدفع قبل الزيارة؟',
      answer: 'Pay online when you book, or in cash after the visit.',
      answerAr: 'ادفع إلكترونياً عند الحجز، أو نقداً بعد الزيارة.',
    },
    {
      question: 'What if parts are needed?',
      questionAr: 'ماذا لو احتاج العمل إلى قطع غيار؟',
      answer: 'The professional tells you the price first; nothing is fitted without your approval.',
      answerAr: 'يخبرك الفني بالسعر أولاً، ولا يُركَّب شيء دون موافقتك.',
    },
    {
      question: 'Can I change the time?',
      questionAr: 'هل يمكنني تغيير الموعد؟',
      answer: 'Yes, from your order page, free of charge until shortly before the visit.',
      answerAr: 'نعم، من صفحة طلبك، مجاناً حتى وقت قصير قبل الزيارة.',
    },
  ],
};
