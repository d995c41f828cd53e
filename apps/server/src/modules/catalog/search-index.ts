import type { Language } from '@khidma/shared/languages';
import type { Service } from '@khidma/shared/schemas/catalog';

/** The most results one search answers; the dropdown shows them all. */
export const SEARCH_RESULTS_LIMIT = 20;
/** Words of a query beyond this are ignored: a longer query costs more and finds nothing more useful. */
export const SEARCH_MAX_WORDS = 6;

/** Searched fields and their weight: a word in the service's name counts most. */
const FIELDS = [
  ['ServiceName', 3],
  ['SrvSubCategoryName', 1.5],
  ['SrvCategoryName', 1],
] as const;

/** BM25 term-frequency saturation and length normalisation (the usual values). */
const BM25_K = 1.2;
const BM25_B = 0.7;
/** How much a word found by its beginning, or with a typo, counts against the exact word. */
const PREFIX_WEIGHT = 0.375;
/** Shorter words are completed only as the last word of the query. */
const MIN_COMPLETED_LENGTH = 3;
const FUZZY_WEIGHT = 0.45;

/** Tashkeel (short vowels, shadda, sukun, Quranic marks), the superscript alef and tatweel: not spelled by searchers. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Letters written several ways, folded to the one searchers type most. */
const ARABIC_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
const ARABIC_FOLDED = /[أإآٱىةؤئ]/g;
/** Arabic-Indic (٠-٩, U+0660..) and Eastern Arabic-Indic (۰-۹, U+06F0..) digits: the code's last hex digit is the value. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const ARABIC_LETTER = /[\u0621-\u064A]/;

/** One spelling for the many ways an Arabic word is written: "المُكيِّف", "المكيـف" and "المكيف" read the same. */
export function normalizeArabic(text: string): string {
  return text
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_FOLDED, (letter) => ARABIC_FOLDS[letter]!)
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) % 16));
}

/**
 * The definite article, alone or after و/ب/ف/ك ("and/with/so/like the"), and لل ("for the"): "المكيف" is found by
 * "مكيف". What remains must still be a word (2 letters after ال, 3 after the longer forms).
 */
const ARABIC_ARTICLES: Array<[prefix: string, minRest: number]> = [
  ['وال', 3],
  ['بال', 3],
  ['فال', 3],
  ['كال', 3],
  ['لل', 3],
  ['ال', 2],
];

function stripArticle(word: string): string {
  for (const [prefix, minRest] of ARABIC_ARTICLES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= minRest) return word.slice(prefix.length);
  }
  return word;
}

const isArabic = (word: string) => ARABIC_LETTER.test(word);

/**
 * "AC/Heater", "Leak & Pipe": words are runs of letters or digits, compared in lower case; Arabic words normalised
 * (normalizeArabic) and without their article, for the catalogue and the query alike.
 */
export function tokenize(text: string): string[] {
  return normalizeArabic(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (isArabic(word) ? stripArticle(word) : word));
}

/** Edits allowed for a word: one per 5 letters, at most 2, none for short words or numbers ("ac", "12"); Arabic alike. */
function allowedEdits(word: string): number {
  if (word.length < 4 || /\d/.test(word)) return 0;
  return Math.min(2, Math.round(word.length * 0.2));
}

/** Levenshtein distance, or Infinity as soon as it must exceed `max`. */
function distanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return Infinity;
    previous = current;
  }
  return previous[b.length]!;
}

type Postings = { docs: Int32Array; weights: Float32Array; idf: number };

/** What one query word scores in each document that matches it: by its best-matching catalogue word. */
type WordScores = { docs: Int32Array; scores: Float64Array };

type Built = {
  /**
   * Each document as each language answers it, serialized once at build as UTF-8 bytes: an answer is its top
   * documents' bytes joined, with no object walked and no text encoded per request (the same services, in the same
   * order).
   */
  json: Record<Language, Buffer[]>;
  /** Every word of the catalogue, sorted, for prefix lookups by binary search. */
  vocabulary: string[];
  /** The words without digits, for typo lookups: Latin and Arabic apart, as a typo never changes the script. */
  words: string[];
  arabicWords: string[];
  postings: Map<string, Postings>;
  /** Query words seen lately ("ac", "pipe", "plumbng"...) with their scores: people type the same words. */
  wordScores: Map<string, WordScores>;
  /** Per-document scratch, reused by every search (one runs at a time: JavaScript has one thread). */
  total: Float64Array;
  matched: Uint8Array;
  /** The documents the current search touched, in candidates[0..count). */
  candidates: Int32Array;
};

/** Query words whose scores are kept; the oldest goes first. */
const WORD_SCORES_KEPT = 5000;

/**
 * The words a field adds to the index. From the Arabic names only their Arabic words: the Latin ones there (R410A,
 * LED, 5) are the English name's too, and counting them twice would change how English queries rank.
 */
function fieldTokens(text: string, language: Language): string[] {
  const tokens = tokenize(text);
  return language === 'ar' ? tokens.filter(isArabic) : tokens;
}

/** The index over both languages: each language's fields are weighed (BM25) against that language's lengths. */
function build(services: Service[], arabic: Service[]): Built {
  // word -> doc -> summed weight of its fields (BM25 per field, times the field's weight)
  const raw = new Map<string, Map<number, number>>();
  addFields(raw, services, 'en');
  addFields(raw, arabic, 'ar');

  const postings = new Map<string, Postings>();
  for (const [token, docs] of raw) {
    const n = docs.size;
    postings.set(token, {
      docs: Int32Array.from(docs.keys()),
      weights: Float32Array.from(docs.values()),
      idf: Math.log(1 + (services.length - n + 0.5) / (n + 0.5)),
    });
  }
  const vocabulary = [...raw.keys()].sort();
  const words = vocabulary.filter((word) => !/\d/.test(word));
  const asBytes = (service: Service) => Buffer.from(JSON.stringify(service));
  const englishJson = services.map(asBytes);
  return {
    json: { en: englishJson, ar: arabic.length ? arabic.map(asBytes) : englishJson },
    vocabulary,
    words: words.filter((word) => !isArabic(word)),
    arabicWords: words.filter(isArabic),
    postings,
    wordScores: new Map(),
    total: new Float64Array(services.length),
    matched: new Uint8Array(services.length),
    candidates: new Int32Array(services.length),
  };
}

function addFields(raw: Map<string, Map<number, number>>, services: Service[], language: Language): void {
  const averages = FIELDS.map(
    ([field]) =>
      services.reduce((sum, service) => sum + fieldTokens(service[field], language).length, 0) / (services.length || 1),
  );
  services.forEach((service, doc) => {
    FIELDS.forEach(([field, boost], fieldIndex) => {
      const tokens = fieldTokens(service[field], language);
      const counts = new Map<string, number>();
      for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
      const norm = 1 - BM25_B + (BM25_B * tokens.length) / (averages[fieldIndex] || 1);
      for (const [token, tf] of counts) {
        const weight = (boost * (tf * (BM25_K + 1))) / (tf + BM25_K * norm);
        const docs = raw.get(token) ?? new Map<number, number>();
        docs.set(doc, (docs.get(doc) ?? 0) + weight);
        raw.set(token, docs);
      }
    });
  });
}

/** The catalogue words a query word stands for, each with how much it counts (1 for the word itself). */
function expand(built: Built, word: string, isLast: boolean): Map<string, number> {
  const found = new Map<string, number>();
  if (built.postings.has(word)) found.set(word, 1);
  // Words are completed ("ac rep" finds "repair", "paint wall" finds "painting"); a short word only while it is
  // the one being typed, or "a" would stand for half the catalogue.
  if (isLast || word.length >= MIN_COMPLETED_LENGTH) {
    let low = 0;
    let high = built.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (built.vocabulary[middle]! < word) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < built.vocabulary.length; index++) {
      const candidate = built.vocabulary[index]!;
      if (!candidate.startsWith(word)) break;
      if (candidate === word) continue;
      const extra = candidate.length - word.length;
      found.set(candidate, (PREFIX_WEIGHT * candidate.length) / (candidate.length + 0.3 * extra));
    }
  }
  const edits = allowedEdits(word);
  if (edits > 0) {
    for (const candidate of isArabic(word) ? built.arabicWords : built.words) {
      if (found.has(candidate)) continue;
      const distance = distanceWithin(word, candidate, edits);
      if (distance <= edits) found.set(candidate, (FUZZY_WEIGHT * candidate.length) / (candidate.length + distance));
    }
  }
  return found;
}

/** A query word's score in every document it matches, computed once and kept for the next queries. */
function scoreWord(built: Built, word: string, isLast: boolean): WordScores {
  const key = `${isLast ? '+' : '='}${word}`;
  const kept = built.wordScores.get(key);
  if (kept) return kept;
  const best = new Map<number, number>();
  for (const [catalogueWord, quality] of expand(built, word, isLast)) {
    const postings = built.postings.get(catalogueWord)!;
    const factor = quality * postings.idf;
    for (let index = 0; index < postings.docs.length; index++) {
      const doc = postings.docs[index]!;
      const score = factor * postings.weights[index]!;
      if (score > (best.get(doc) ?? 0)) best.set(doc, score);
    }
  }
  const scores = { docs: Int32Array.from(best.keys()), scores: Float64Array.from(best.values()) };
  if (built.wordScores.size >= WORD_SCORES_KEPT) built.wordScores.delete(built.wordScores.keys().next().value!);
  built.wordScores.set(key, scores);
  return scores;
}

/**
 * service_search from memory (design §7: pg_trgm on PGlite is ~1k req/s with a 44 ms p99): an inverted index of
 * the service, sub-category and category names in English and Arabic (normalised, see tokenize), typo-tolerant (one edit per 5 letters) and completing words
 * ("ac rep" finds "repair"), ranked by BM25 with the service name weighing most. Every word must match ("ac rep":
 * AC repairs, not every repair); when no service has them all, any word may. Scores add up in typed arrays and
 * only the top 20 are kept, so a broad word over 10,000 services costs no object per match; a word's scores are
 * kept for the next query that has it. Built from the database on first use and again after the catalogue
 * changes. The term never becomes SQL.
 */
export class SearchIndex {
  private index: Promise<Built> | null = null;

  constructor(
    private readonly loadServices: () => Promise<Service[]>,
    /** The same services in Arabic, in the same order: searched too, and answered to an Arabic reader. */
    private readonly loadArabic: () => Promise<Service[]> = async () => [],
  ) {}

  invalidate(): void {
    this.index = null;
  }

  /**
   * The best services for the term, best first, each as its JSON bytes in the reader's language (the words may be
   * in either).
   */
  async search(term: string, language: Language = 'en'): Promise<Buffer[]> {
    const queryWords = [...new Set(tokenize(term))].slice(0, SEARCH_MAX_WORDS);
    if (queryWords.length === 0) return [];
    const built = await this.build();
    const { total, matched, candidates } = built;
    const wordCount = queryWords.length;
    let count = 0;
    let anyHasEvery = false;
    queryWords.forEach((word, position) => {
      const { docs, scores } = scoreWord(built, word, position === wordCount - 1);
      for (let index = 0; index < docs.length; index++) {
        const doc = docs[index]!;
        if (matched[doc] === 0) candidates[count++] = doc;
        // Query words are distinct, so a document reaches wordCount only when it has every word.
        if (++matched[doc]! === wordCount) anyHasEvery = true;
        total[doc]! += scores[index]!;
      }
    });

    // Services with every word, else any; chosen in place (a filtered copy of thousands of matches cost more than
    // the ranking).
    const top = topScores(candidates, count, total, anyHasEvery ? (doc) => matched[doc] === wordCount : () => true);
    // Leave the scratch clean for the next search. Indexed loops here and in topScores: for...of and some() over
    // the typed arrays took about two fifths of a search's own time in a profile.
    for (let index = 0; index < count; index++) {
      const doc = candidates[index]!;
      total[doc] = 0;
      matched[doc] = 0;
    }
    const json = built.json[language];
    return top.map((doc) => json[doc]!);
  }

  private build() {
    if (!this.index) {
      const building = Promise.all([this.loadServices(), this.loadArabic()]).then(([services, arabic]) =>
        build(services, arabic),
      );
      building.catch(() => {
        if (this.index === building) this.index = null;
      });
      this.index = building;
    }
    return this.index;
  }
}

/**
 * The best SEARCH_RESULTS_LIMIT documents among docs[0..count) that are eligible, highest score first; among equals,
 * catalogue order.
 */
function topScores(docs: Int32Array, count: number, total: Float64Array, eligible: (doc: number) => boolean): number[] {
  const top: number[] = [];
  const before = (a: number, b: number) => total[a]! > total[b]! || (total[a] === total[b] && a < b);
  for (let index = 0; index < count; index++) {
    const doc = docs[index]!;
    if (!eligible(doc)) continue;
    if (top.length === SEARCH_RESULTS_LIMIT && !before(doc, top[top.length - 1]!)) continue;
    let at = top.length;
    while (at > 0 && before(doc, top[at - 1]!)) at--;
    top.splice(at, 0, doc);
    if (top.length > SEARCH_RESULTS_LIMIT) top.pop();
  }
  return top;
}
