/**
 * The customer's order pages follow the status by polling (docs/api.md): every 5 s while the order can still move,
 * paused while the tab is hidden; a Completed or Cancelled order moves no more.
 */
export const ORDER_POLL_MS = 5000;

export const isFinalStatus = (status: string | undefined) => status === 'Completed' || status === 'Cancelled';
