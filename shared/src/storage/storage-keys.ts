// Every localStorage key the product reads or writes (docs/session.md). The key
// names are a contract with the original app and must not be renamed.
export const STORAGE_KEYS = [
  'userId',
  'userName',
  'mobileVerified',
  'documentVerify',
  'token',
  'storeId',
  'deliverySelectFromUser',
  'addressStatus',
  // The product's own keys, beyond the original eight: the anonymous cart and
  // the discount code applied to it, the profile picture the header shows, and
  // whether an imported customer has yet to complete their profile (the
  // session's userAddedFromCSV, kept over reloads), and the account's role,
  // which only decides whether the header links to the store console (the API
  // decides what anyone may do).
  'cart',
  'cartDiscountCode',
  'userAvatar',
  'userAddedFromCSV',
  'userRole',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

/** The keys that describe the signed-in user; log-out removes them with the token. */
export const USER_STORAGE_KEYS = [
  'userId',
  'userName',
  'mobileVerified',
  'documentVerify',
  'token',
  'userAvatar',
  'userAddedFromCSV',
  'userRole',
] as const satisfies readonly StorageKey[];

// A page rendered on the server has no device storage: nothing is stored there.
const deviceStorage = (): Storage | null =>
  typeof localStorage === 'undefined' ? null : localStorage;

export const storage = {
  get(key: StorageKey): string | null {
    return deviceStorage()?.getItem(key) ?? null;
  },
  set(key: StorageKey, value: string): void {
    deviceStorage()?.setItem(key, value);
  },
  remove(key: StorageKey): void {
    deviceStorage()?.removeItem(key);
  },
};
