import { useRef, useState } from 'react';
import { describeApiError, useApi, useSession } from '@storefront/shared';
import type { NotificationPreferences } from '@storefront/shared/contracts';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from '../api/notification-preferences';

export type OrderUpdateChoice = keyof NotificationPreferences;

export type SaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

/**
 * The customer's order-update choices, saved as soon as one changes. A box
 * shows its new state at once; if the save fails it goes back to what the
 * API last held. Only the latest change's answer is shown.
 */
export function useOrderUpdateChoices() {
  const user = useSession('user');
  const loaded = useApi(
    user ? `me-notification-preferences:${user.id}` : null,
    getNotificationPreferences,
  );
  const [values, setValues] = useState<NotificationPreferences | null>(null);
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const confirmed = useRef<NotificationPreferences | null>(null);
  const latest = useRef(0);
  const shown = values ?? loaded.data ?? null;

  async function change(choice: OrderUpdateChoice, on: boolean) {
    if (!shown) return;
    const next = { ...shown, [choice]: on };
    const fallback = loaded.data ?? null;
    setValues(next);
    setSave({ state: 'saving' });
    const request = (latest.current += 1);
    try {
      const answer = await saveNotificationPreferences(next);
      confirmed.current = answer;
      if (request !== latest.current) return;
      setValues(answer);
      setSave({ state: 'saved' });
    } catch (error) {
      if (request !== latest.current) return;
      setValues(confirmed.current ?? fallback);
      setSave({ state: 'failed', message: describeApiError(error).message });
    }
  }

  return { loaded, values: shown, save, change };
}
