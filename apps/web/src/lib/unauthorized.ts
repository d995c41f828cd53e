let handler: () => void = () => {};

/**
 * The app decides what a 401 on a stored entry does (clear the session state, go to /auth); lib knows no router
 * or store. Apart from the API client, so the first chunk registers it without loading the client.
 */
export function onUnauthorized(next: () => void): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = () => {};
  };
}

/** The API client met a 401 on a stored entry. */
export function reportUnauthorized(): void {
  handler();
}
