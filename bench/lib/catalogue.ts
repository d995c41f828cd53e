/** Paths of the running server's catalogue that `npm run bench` and `npm run bench:flame` both load. */

/** The demo catalogue's first top-rated service: a cached catalogue read of 0.5 KB. */
export async function firstServicePath(url: string): Promise<string> {
  const response = await fetch(`${url}/api/khidma/top_rated_service_list`);
  const { results } = (await response.json()) as { results: Array<{ _id: string }> };
  return `/api/khidma/services/${results[0]!._id}`;
}

/**
 * Distinct two-word queries as a search box sends them (the second word still being typed): the first word of
 * one service's name and the second, less its last letter, of another's ("pipe refil"). Cycled in order, each
 * term is asked more than once only after thousands of others, so every request runs the index.
 */
export async function uncachedSearchPaths(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/khidma/services_list`);
  const { results } = (await response.json()) as { results: Array<{ ServiceName: string }> };
  const words = results.map(({ ServiceName }) =>
    ServiceName.toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean),
  );
  const terms = new Set<string>();
  for (let index = 0; index < words.length; index++) {
    const first = words[index]![0];
    const second = words[(index * 7919) % words.length]![1];
    if (first && second && second.length > 2) terms.add(`${first} ${second.slice(0, -1)}`);
  }
  return [...terms].map((term) => `/api/khidma/service_search?searchTerm=${encodeURIComponent(term)}`);
}
