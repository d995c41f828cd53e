/**
 * Kuwait's six governorates and their residential areas, in English and Arabic, each area with an approximate centre
 * (where the address map opens when the area is chosen). Ids are stable slugs: addresses, served areas and partners'
 * areas store them, so never rename one (add a new id and keep the old).
 */

export const GOVERNORATES = [
  { id: 'capital', en: 'Capital', ar: 'العاصمة' },
  { id: 'hawalli', en: 'Hawalli', ar: 'حولي' },
  { id: 'farwaniya', en: 'Farwaniya', ar: 'الفروانية' },
  { id: 'mubarak-al-kabeer', en: 'Mubarak Al-Kabeer', ar: 'مبارك الكبير' },
  { id: 'ahmadi', en: 'Ahmadi', ar: 'الأحمدي' },
  { id: 'jahra', en: 'Jahra', ar: 'الجهراء' },
] as const;

export type GovernorateId = (typeof GOVERNORATES)[number]['id'];

export type KuwaitArea = { id: string; governorate: GovernorateId; en: string; ar: string; lat: number; lng: number };

const area = (
  governorate: GovernorateId,
  id: string,
  en: string,
  ar: string,
  lat: number,
  lng: number,
): KuwaitArea => ({
  id,
  governorate,
  en,
  ar,
  lat,
  lng,
});

export const KUWAIT_AREAS: readonly KuwaitArea[] = [
  area('capital', 'kuwait-city', 'Kuwait City', 'مدينة الكويت', 29.3759, 47.9774),
  area('capital', 'sharq', 'Sharq', 'شرق', 29.3856, 47.994),
  area('capital', 'dasman', 'Dasman', 'دسمان', 29.3896, 48.0036),
  area('capital', 'mirqab', 'Mirqab', 'المرقاب', 29.3686, 47.9797),
  area('capital', 'qibla', 'Qibla', 'القبلة', 29.3702, 47.963),
  area('capital', 'salhiya', 'Salhiya', 'الصالحية', 29.373, 47.985),
  area('capital', 'bneid-al-gar', 'Bneid Al-Gar', 'بنيد القار', 29.373, 48.007),
  area('capital', 'dasma', 'Dasma', 'الدسمة', 29.365, 48.001),
  area('capital', 'daiya', 'Daiya', 'الدعية', 29.36, 48.011),
  area('capital', 'shuwaikh', 'Shuwaikh', 'الشويخ', 29.353, 47.938),
  area('capital', 'shuwaikh-industrial', 'Shuwaikh Industrial', 'الشويخ الصناعية', 29.326, 47.933),
  area('capital', 'abdullah-al-salem', 'Abdullah Al-Salem', 'ضاحية عبدالله السالم', 29.353, 47.987),
  area('capital', 'mansouriya', 'Mansouriya', 'المنصورية', 29.359, 47.993),
  area('capital', 'qadsiya', 'Qadsiya', 'القادسية', 29.349, 48.001),
  area('capital', 'faiha', 'Faiha', 'الفيحاء', 29.342, 47.981),
  area('capital', 'nuzha', 'Nuzha', 'النزهة', 29.34, 47.996),
  area('capital', 'shamiya', 'Shamiya', 'الشامية', 29.347, 47.964),
  area('capital', 'kaifan', 'Kaifan', 'كيفان', 29.336, 47.955),
  area('capital', 'rawda', 'Rawda', 'الروضة', 29.329, 47.998),
  area('capital', 'adailiya', 'Adailiya', 'العديلية', 29.329, 47.983),
  area('capital', 'khaldiya', 'Khaldiya', 'الخالدية', 29.327, 47.965),
  area('capital', 'yarmouk', 'Yarmouk', 'اليرموك', 29.312, 47.966),
  area('capital', 'qurtuba', 'Qurtuba', 'قرطبة', 29.313, 47.983),
  area('capital', 'surra', 'Surra', 'السرة', 29.314, 48),
  area('capital', 'sulaibikhat', 'Sulaibikhat', 'الصليبخات', 29.318, 47.838),
  area('capital', 'doha', 'Doha', 'الدوحة', 29.313, 47.814),
  area('capital', 'granada', 'Granada', 'غرناطة', 29.305, 47.875),
  area('capital', 'qairawan', 'Qairawan', 'القيروان', 29.3, 47.862),
  area('capital', 'nahda', 'Nahda', 'النهضة', 29.295, 47.85),
  area('capital', 'jaber-al-ahmad', 'Jaber Al-Ahmad', 'مدينة جابر الأحمد', 29.338, 47.765),
  area('hawalli', 'hawalli', 'Hawalli', 'حولي', 29.3375, 48.0281),
  area('hawalli', 'salmiya', 'Salmiya', 'السالمية', 29.3339, 48.0761),
  area('hawalli', 'jabriya', 'Jabriya', 'الجابرية', 29.3168, 48.0243),
  area('hawalli', 'rumaithiya', 'Rumaithiya', 'الرميثية', 29.3115, 48.0768),
  area('hawalli', 'bayan', 'Bayan', 'بيان', 29.3036, 48.0476),
  area('hawalli', 'mishref', 'Mishref', 'مشرف', 29.2786, 48.0617),
  area('hawalli', 'salwa', 'Salwa', 'سلوى', 29.2951, 48.0836),
  area('hawalli', 'shaab', 'Shaab', 'الشعب', 29.355, 48.02),
  area('hawalli', 'maidan-hawalli', 'Maidan Hawalli', 'ميدان حولي', 29.33, 48.045),
  area('hawalli', 'bidaa', 'Bidaa', 'البدع', 29.315, 48.09),
  area('hawalli', 'zahra', 'Zahra', 'الزهراء', 29.279, 47.99),
  area('hawalli', 'siddiq', 'Siddiq', 'الصديق', 29.288, 47.993),
  area('hawalli', 'salam', 'Salam', 'السلام', 29.295, 48),
  area('hawalli', 'hittin', 'Hittin', 'حطين', 29.283, 48.01),
  area('hawalli', 'shuhada', 'Shuhada', 'الشهداء', 29.272, 48),
  area('hawalli', 'mubarak-al-abdullah', 'Mubarak Al-Abdullah', 'مبارك العبدالله', 29.268, 48.04),
  area('hawalli', 'anjafa', 'Anjafa', 'أنجفة', 29.287, 48.103),
  area('farwaniya', 'farwaniya', 'Farwaniya', 'الفروانية', 29.2772, 47.9586),
  area('farwaniya', 'khaitan', 'Khaitan', 'خيطان', 29.287, 47.972),
  area('farwaniya', 'jleeb-al-shuyoukh', 'Jleeb Al-Shuyoukh', 'جليب الشيوخ', 29.266, 47.92),
  area('farwaniya', 'abbasiya', 'Abbasiya', 'العباسية', 29.263, 47.937),
  area('farwaniya', 'ardiya', 'Ardiya', 'العارضية', 29.287, 47.904),
  area('farwaniya', 'andalous', 'Andalous', 'الأندلس', 29.296, 47.89),
  area('farwaniya', 'rabiya', 'Rabiya', 'الرابية', 29.296, 47.93),
  area('farwaniya', 'rai', 'Rai', 'الري', 29.302, 47.943),
  area('farwaniya', 'riggae', 'Riggae', 'الرقعي', 29.309, 47.928),
  area('farwaniya', 'omariya', 'Omariya', 'العمرية', 29.296, 47.951),
  area('farwaniya', 'rehab', 'Rehab', 'الرحاب', 29.285, 47.93),
  area('farwaniya', 'ferdous', 'Ferdous', 'الفردوس', 29.29, 47.88),
  area('farwaniya', 'ishbiliya', 'Ishbiliya', 'اشبيلية', 29.271, 47.966),
  area('farwaniya', 'dhajeej', 'Dhajeej', 'الضجيج', 29.25, 47.96),
  area('farwaniya', 'sabah-al-nasser', 'Sabah Al-Nasser', 'صباح الناصر', 29.276, 47.88),
  area('farwaniya', 'abdullah-al-mubarak', 'Abdullah Al-Mubarak', 'عبدالله المبارك', 29.24, 47.88),
  area('mubarak-al-kabeer', 'mubarak-al-kabeer', 'Mubarak Al-Kabeer', 'مبارك الكبير', 29.19, 48.06),
  area('mubarak-al-kabeer', 'adan', 'Adan', 'العدان', 29.213, 48.07),
  area('mubarak-al-kabeer', 'qurain', 'Qurain', 'القرين', 29.2, 48.08),
  area('mubarak-al-kabeer', 'qusour', 'Qusour', 'القصور', 29.22, 48.08),
  area('mubarak-al-kabeer', 'sabah-al-salem', 'Sabah Al-Salem', 'صباح السالم', 29.257, 48.06),
  area('mubarak-al-kabeer', 'messila', 'Messila', 'المسيلة', 29.26, 48.085),
  area('mubarak-al-kabeer', 'abu-al-hasaniya', 'Abu Al-Hasaniya', 'أبو الحصانية', 29.195, 48.108),
  area('mubarak-al-kabeer', 'abu-fatira', 'Abu Fatira', 'أبو فطيرة', 29.204, 48.1),
  area('mubarak-al-kabeer', 'fnaitees', 'Fnaitees', 'الفنيطيس', 29.22, 48.1),
  area('mubarak-al-kabeer', 'wista', 'Wista', 'الوسطى', 29.225, 48.04),
  area('ahmadi', 'ahmadi', 'Ahmadi', 'الأحمدي', 29.0769, 48.0839),
  area('ahmadi', 'fahaheel', 'Fahaheel', 'الفحيحيل', 29.0825, 48.1303),
  area('ahmadi', 'mangaf', 'Mangaf', 'المنقف', 29.097, 48.13),
  area('ahmadi', 'abu-halifa', 'Abu Halifa', 'أبو حليفة', 29.125, 48.12),
  area('ahmadi', 'mahboula', 'Mahboula', 'المهبولة', 29.145, 48.12),
  area('ahmadi', 'fintas', 'Fintas', 'الفنطاس', 29.174, 48.121),
  area('ahmadi', 'egaila', 'Egaila', 'العقيلة', 29.17, 48.1),
  area('ahmadi', 'riqqa', 'Riqqa', 'الرقة', 29.148, 48.1),
  area('ahmadi', 'hadiya', 'Hadiya', 'هدية', 29.135, 48.09),
  area('ahmadi', 'sabahiya', 'Sabahiya', 'الصباحية', 29.11, 48.11),
  area('ahmadi', 'fahad-al-ahmad', 'Fahad Al-Ahmad', 'فهد الأحمد', 29.125, 48.1),
  area('ahmadi', 'dhaher', 'Dhaher', 'الظهر', 29.155, 48.045),
  area('ahmadi', 'jaber-al-ali', 'Jaber Al-Ali', 'جابر العلي', 29.167, 48.07),
  area('ahmadi', 'ali-sabah-al-salem', 'Ali Sabah Al-Salem', 'علي صباح السالم', 28.97, 48.1),
  area('ahmadi', 'shuaiba', 'Shuaiba', 'الشعيبة', 29.04, 48.14),
  area('ahmadi', 'mina-abdullah', 'Mina Abdullah', 'ميناء عبدالله', 29, 48.16),
  area('ahmadi', 'sabah-al-ahmad', 'Sabah Al-Ahmad City', 'مدينة صباح الأحمد', 28.76, 48.1),
  area('ahmadi', 'zour', 'Zour', 'الزور', 28.72, 48.37),
  area('ahmadi', 'khairan', 'Khairan', 'الخيران', 28.66, 48.34),
  area('ahmadi', 'nuwaiseeb', 'Nuwaiseeb', 'النويصيب', 28.57, 48.39),
  area('ahmadi', 'wafra', 'Wafra', 'الوفرة', 28.635, 47.93),
  area('jahra', 'jahra', 'Jahra', 'الجهراء', 29.3375, 47.6581),
  area('jahra', 'qasr', 'Qasr', 'القصر', 29.348, 47.672),
  area('jahra', 'naeem', 'Naeem', 'النعيم', 29.333, 47.69),
  area('jahra', 'oyoun', 'Oyoun', 'العيون', 29.325, 47.67),
  area('jahra', 'taima', 'Taima', 'تيماء', 29.33, 47.682),
  area('jahra', 'waha', 'Waha', 'الواحة', 29.336, 47.7),
  area('jahra', 'nasseem', 'Nasseem', 'النسيم', 29.32, 47.705),
  area('jahra', 'saad-al-abdullah', 'Saad Al-Abdullah', 'سعد العبدالله', 29.3, 47.69),
  area('jahra', 'amghara', 'Amghara', 'أمغرة', 29.31, 47.635),
  area('jahra', 'sulaibiya', 'Sulaibiya', 'الصليبية', 29.285, 47.825),
  area('jahra', 'kabd', 'Kabd', 'كبد', 29.17, 47.72),
  area('jahra', 'mutlaa', 'Mutlaa', 'المطلاع', 29.41, 47.66),
  area('jahra', 'subiya', 'Subiya', 'الصبية', 29.56, 47.78),
  area('jahra', 'abdali', 'Abdali', 'العبدلي', 29.97, 47.78),
  area('jahra', 'salmi', 'Salmi', 'السالمي', 29.12, 46.8),
];

export const GOVERNORATE_IDS = GOVERNORATES.map((governorate) => governorate.id) as [GovernorateId, ...GovernorateId[]];

const areasById = new Map(KUWAIT_AREAS.map((entry) => [entry.id, entry]));
/** By id, and by English or Arabic name (lower case): the spec's clients send the area as typed text. */
const areasByName = new Map(
  KUWAIT_AREAS.flatMap((entry) => [
    [entry.en.toLowerCase(), entry],
    [entry.ar, entry],
  ]),
);

export const kuwaitArea = (id: string): KuwaitArea | undefined => areasById.get(id);

/** The area an id or a name stands for ('salmiya', 'Salmiya', 'السالمية'), else undefined. */
export const findKuwaitArea = (text: string): KuwaitArea | undefined =>
  areasById.get(text) ?? areasByName.get(text.trim().toLowerCase());

/** Where the address map opens when no area is chosen: Kuwait City. */
export const KUWAIT_CITY_CENTER = { lat: 29.3759, lng: 47.9774 } as const;
