import type { AccountExport, Page } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { toAccount, type UserRow } from './service';

/** Every item of a paged list, page by page, newest first as the list gives them. */
async function allPages<T>(read: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const found = await read(page);
    items.push(...found.items);
    if (found.items.length === 0 || items.length >= found.total) return items;
  }
}

/**
 * What the store keeps about one customer, read through the same repositories
 * that serve the customer's own pages. Built from their answers, never from
 * raw rows, so the password hash and session tokens cannot find their way in.
 */
export async function exportAccount(
  {
    orders: orderBook,
    favourites,
    addressBook,
    wallet: walletOf,
    rewards: rewardsOf,
    referrals,
    notifications,
    documents,
  }: Pick<
    FastifyInstance,
    | 'orders'
    | 'favourites'
    | 'addressBook'
    | 'wallet'
    | 'rewards'
    | 'referrals'
    | 'notifications'
    | 'documents'
  >,
  user: UserRow,
): Promise<AccountExport> {
  const [wallet, rewards] = await Promise.all([
    walletOf.get(user.id, 1),
    rewardsOf.get(user.id, 1),
  ]);
  const orderSummaries = await allPages((page) => orderBook.list(user.id, { page }));
  const orders = [];
  for (const summary of orderSummaries) {
    const order = await orderBook.find(user.id, summary.id);
    if (order) orders.push(order);
  }
  const messages = await allPages((page) => notifications.listForCustomer(user.id, page));

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...toAccount(user),
      createdAt: user.createdAt.toISOString(),
      notificationPreferences: {
        orderUpdatesBySms: user.orderUpdatesBySms,
        orderUpdatesByEmail: user.orderUpdatesByEmail,
      },
    },
    addresses: await addressBook.list(user.id),
    orders,
    favourites: await favourites.list(user.id),
    wallet: {
      balanceMinor: wallet.balanceMinor,
      currency: wallet.currency,
      entries: await allPages((page) => walletOf.get(user.id, page)),
    },
    rewards: {
      balance: rewards.balance,
      entries: await allPages((page) => rewardsOf.get(user.id, page)),
    },
    referrals: await referrals.get(user.id),
    documents: await documents.listForUser(user.id),
    messages: messages.map(({ attempts: _attempts, lastError: _lastError, ...message }) => message),
  };
}
