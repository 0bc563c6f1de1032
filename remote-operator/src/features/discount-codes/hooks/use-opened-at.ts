import { useState } from 'react';

/**
 * When the page was opened: the moment a code's status (scheduled, ended) is
 * judged at, so it holds still from one render to the next.
 */
export function useOpenedAt(): number {
  const [openedAt] = useState(Date.now);
  return openedAt;
}
