/**
 * The id of the JSON a server-rendered page carries: its language and the API answers it was rendered from. A module
 * of its own: the web's first script (boot.ts) reads it, and must not bring the page list (pages.ts) with it.
 */
export const RENDERED_PAGE_ID = 'rendered-page';
