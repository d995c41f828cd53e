/**
 * The 'Our Happy Customers' testimonials in Arabic, by their English text (catalog-data.ts): the review, the name as
 * an Arabic reader writes it, and the title. reviews_list answers these to an Arabic reader.
 */
export const testimonialsAr: Record<string, { review: string; userName: string; userTitle?: string }> = {
  'The AC technician arrived on time, found the leak in minutes and the room was cold again before lunch.': {
    review: 'وصل فني التكييف في موعده، ووجد التسريب خلال دقائق، وعادت الغرفة باردة قبل الغداء.',
    userName: 'فاطمة الصباح',
    userTitle: 'صاحبة منزل، السالمية',
  },
  'Booked a deep clean for our apartment before Eid. Spotless, and the team was polite and quick.': {
    review: 'حجزنا تنظيفًا عميقًا لشقتنا قبل العيد. نظافة تامة، وكان الفريق مهذبًا وسريعًا.',
    userName: 'أحمد حسن',
    userTitle: 'صاحب شقة',
  },
  'Plumber fixed two leaking taps and a blocked drain in one visit. Fair price, would book again.': {
    review: 'أصلح السبّاك صنبورين يسربان ومجرى مسدودًا في زيارة واحدة. سعر عادل، وسأحجز مرة أخرى.',
    userName: 'رانيا خليل',
  },
  'Clear prices before booking, no haggling. The electrician even labelled our panel.': {
    review: 'أسعار واضحة قبل الحجز بلا مساومة. حتى إن الكهربائي وضع ملصقات على لوحة الكهرباء.',
    userName: 'عمر المطيري',
    userTitle: 'صاحب فيلا، الجابرية',
  },
  'Our washing machine was back to spinning the same afternoon. Great service.': {
    review: 'عادت غسالتنا إلى العمل في العصر نفسه. خدمة رائعة.',
    userName: 'بريا ناير',
    userTitle: 'أم عاملة',
  },
  'Sofa cleaning made our old couch look new. It took a few hours to dry, as they said it would.': {
    review: 'جعل تنظيف الكنب أريكتنا القديمة تبدو جديدة. استغرق جفافها بضع ساعات كما أخبرونا.',
    userName: 'خالد العجمي',
  },
  'Painters covered every piece of furniture and cleaned up after. The colour is exactly what we wanted.': {
    review: 'غطّى الصباغون كل قطعة أثاث ونظّفوا بعد الانتهاء. اللون تمامًا كما أردنا.',
    userName: 'مريم الراشد',
    userTitle: 'محبة للديكور',
  },
  'Pest control was quick and they explained what to expect. No cockroaches since.': {
    review: 'كانت مكافحة الحشرات سريعة وشرحوا لنا ما نتوقعه. لا صراصير منذ ذلك الحين.',
    userName: 'يوسف عبدالله',
  },
  'The carpenter assembled a wardrobe and two beds in one morning. Very tidy work.': {
    review: 'ركّب النجار خزانة وسريرين في صباح واحد. عمل مرتب جدًا.',
    userName: 'سارة توماس',
    userTitle: 'مستأجرة جديدة',
  },
  'Paying in cash after the visit made it easy for my parents to book without a card.': {
    review: 'الدفع نقدًا بعد الزيارة سهّل على والديّ الحجز من دون بطاقة.',
    userName: 'عبدالعزيز العنزي',
    userTitle: 'ابن لوالدين سعيدين',
  },
  'Gas refill done properly with a pressure check. The AC is much quieter now.': {
    review: 'تمت تعبئة الغاز بإتقان مع فحص الضغط. صار المكيف أهدأ بكثير.',
    userName: 'نورة الفضلي',
  },
  'Fridge repair was a little later than the slot but the technician called ahead. Works perfectly now.': {
    review: 'تأخر تصليح الثلاجة قليلًا عن الموعد، لكن الفني اتصل مسبقًا. تعمل الآن بشكل ممتاز.',
    userName: 'راهول ميهتا',
    userTitle: 'مهندس برمجيات',
  },
  'Water heater installed neatly, with the old one taken away. Excellent.': {
    review: 'رُكّب سخان الماء بإتقان، وأُخذ القديم معهم. ممتاز.',
    userName: 'حصة الهاجري',
  },
  'I like that I can see the order status and rate the partner after the job.': {
    review: 'يعجبني أنني أستطيع متابعة حالة الطلب وتقييم الشريك بعد العمل.',
    userName: 'بدر الكندري',
    userTitle: 'عميل دائم',
  },
  'Kitchen deep clean removed years of grease from the hood. Worth every fils.': {
    review: 'أزال التنظيف العميق للمطبخ دهون سنوات من الشفاط. يستحق كل فلس.',
    userName: 'لينا حداد',
  },
  'Ceiling fans and chandelier installed safely. The electrician checked the ceiling hook first.': {
    review: 'رُكّبت مراوح السقف والثريا بأمان. فحص الكهربائي خطاف السقف أولًا.',
    userName: 'فيصل الشمري',
    userTitle: 'صاحب فيلا',
  },
  'Quick booking on my phone and the address pin on the map was spot on.': {
    review: 'حجز سريع من هاتفي، وكان موقع العنوان على الخريطة دقيقًا تمامًا.',
    userName: 'عائشة صديقي',
  },
  'Termite inspection was thorough, with photos in the report.': {
    review: 'كان فحص النمل الأبيض دقيقًا، مع صور في التقرير.',
    userName: 'محمد العتيبي',
    userTitle: 'مدير عقارات',
  },
  'They fixed a hidden leak behind the bathroom wall that two others could not find.': {
    review: 'أصلحوا تسريبًا مخفيًا خلف جدار الحمام عجز عن إيجاده اثنان قبلهم.',
    userName: 'دلال القطان',
  },
  'Friendly team, on time, fair price. Exactly what home services should be.': {
    review: 'فريق ودود، في الموعد، وبسعر عادل. هكذا يجب أن تكون الخدمات المنزلية.',
    userName: 'جورج ماثيو',
    userTitle: 'عائلة مقيمة',
  },
  'Curtain steam cleaning without taking them down is a brilliant idea.': {
    review: 'تنظيف الستائر بالبخار من دون إنزالها فكرة رائعة.',
    userName: 'ريم الصايغ',
  },
  'The TV mount is level and every cable is hidden. Very professional.': {
    review: 'حامل التلفاز مستوٍ وكل الأسلاك مخفية. عمل احترافي جدًا.',
    userName: 'حمد الدوسري',
    userTitle: 'محب للألعاب',
  },
  'Deep cleaned our villa before we moved in. The team of four finished in a day.': {
    review: 'نظّفوا فيلتنا تنظيفًا عميقًا قبل انتقالنا إليها. أنهى فريق من أربعة العمل في يوم واحد.',
    userName: 'لطيفة المنصور',
    userTitle: 'صاحبة منزل جديد',
  },
  'Good microwave repair; the part had to be ordered but they kept me informed.': {
    review: 'تصليح جيد للمايكروويف؛ احتاجت القطعة إلى طلب، لكنهم أبقوني على اطلاع.',
    userName: 'فيكرام سينغ',
  },
  'Booked a bed bug treatment and the follow-up visit came exactly two weeks later.': {
    review: 'حجزت علاجًا لبق الفراش، وجاءت زيارة المتابعة بعد أسبوعين تمامًا.',
    userName: 'شيخة الحربي',
  },
  'The water tank cleaning was overdue. Now the water is clear and fresh.': {
    review: 'تأخرنا في تنظيف خزان الماء. الآن الماء صافٍ ونقي.',
    userName: 'طارق الرفاعي',
    userTitle: 'مالك عمارة',
  },
  'Door lock replaced with a smart lock in under an hour.': {
    review: 'استُبدل قفل الباب بقفل ذكي في أقل من ساعة.',
    userName: 'هنا يوسف',
  },
  'Wallpaper in the living room looks fantastic, patterns perfectly matched.': {
    review: 'ورق الجدران في غرفة المعيشة يبدو رائعًا، والنقوش متطابقة تمامًا.',
    userName: 'ناصر العازمي',
    userTitle: 'مصمم',
  },
  'Reliable every time. I have booked AC maintenance three summers in a row.': {
    review: 'يُعتمد عليهم في كل مرة. حجزت صيانة المكيف ثلاثة أصياف متتالية.',
    userName: 'منيرة الخالد',
    userTitle: 'عميلة وفية',
  },
  'Clear communication, clean work and a fair bill. Highly recommended.': {
    review: 'تواصل واضح، وعمل نظيف، وفاتورة عادلة. أنصح بهم بشدة.',
    userName: 'دانيال فرنانديز',
  },
};
