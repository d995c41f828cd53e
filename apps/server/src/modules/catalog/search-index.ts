import MiniSearch from 'minisearch';
import type { Service } from '@khidma/shared/schemas/catalog';

/** The most results one search answers; the dropdown shows them all. */
export const SEARCH_RESULTS_LIMIT = 20;

type Indexed = Service;

/**
 * service_search from memory (design §7: pg_trgm on PGlite is ~1k req/s with a 44 ms p99): a MiniSearch index
 * over the catalogue, typo-tolerant (fuzzy) and prefix-matching, ranked by BM25 with the service name weighing
 * most, then the sub-category and category names. Built from the database on first use and again after the
 * catalogue changes. The term never becomes SQL.
 */
export class SearchIndex {
  private index: Promise<{ search: MiniSearch<Indexed>; byId: Map<string, Service> }> | null = null;

  constructor(private readonly loadServices: () => Promise<Service[]>) {}

  invalidate(): void {
    this.index = null;
  }

  async search(term: string): Promise<Service[]> {
    const query = term.trim().toLowerCase();
    if (!query) return [];
    const { search, byId } = await this.build();
    const options = {
      boost: { ServiceName: 3, SrvSubCategoryName: 1.5, SrvCategoryName: 1 },
      prefix: true,
      // One typo per 5 letters ("plumbng"), none for short words ("ac").
      fuzzy: (word: string) => (word.length >= 4 ? 0.2 : false),
    } as const;
    // Every word must match ("ac rep": AC repairs, not every repair); with no such service, any word may.
    let hits = search.search(query, { ...options, combineWith: 'AND' });
    if (hits.length === 0) hits = search.search(query, { ...options, combineWith: 'OR' });
    const results: Service[] = [];
    for (const hit of hits.slice(0, SEARCH_RESULTS_LIMIT)) {
      const service = byId.get(hit.id as string);
      if (service) results.push(service);
    }
    return results;
  }

  private build() {
    if (!this.index) {
      const building = this.loadServices().then((services) => {
        const search = new MiniSearch<Indexed>({
          idField: '_id',
          fields: ['ServiceName', 'SrvSubCategoryName', 'SrvCategoryName'],
          // "AC/Heater", "Leak & Pipe": split on anything that is not a letter or digit.
          tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
        });
        search.addAll(services);
        return { search, byId: new Map(services.map((service) => [service._id, service])) };
      });
      building.catch(() => {
        if (this.index === building) this.index = null;
      });
      this.index = building;
    }
    return this.index;
  }
}
