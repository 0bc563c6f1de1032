import { storage, STORAGE_KEYS, USER_STORAGE_KEYS } from './storage-keys';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads and writes the exact key names of the original app', () => {
    storage.set('deliverySelectFromUser', 'true');
    expect(localStorage.getItem('deliverySelectFromUser')).toBe('true');
    expect(storage.get('deliverySelectFromUser')).toBe('true');
    storage.remove('deliverySelectFromUser');
    expect(storage.get('deliverySelectFromUser')).toBeNull();
  });

  it('lists the eight keys of the spec, user keys included', () => {
    const productKeys: string[] = [
      'cart',
      'cartDiscountCode',
      'userAvatar',
      'userAddedFromCSV',
      'userRole',
    ];
    expect([...STORAGE_KEYS].filter((key) => !productKeys.includes(key)).sort()).toEqual(
      [
        'addressStatus',
        'deliverySelectFromUser',
        'documentVerify',
        'mobileVerified',
        'storeId',
        'token',
        'userId',
        'userName',
      ].sort(),
    );
    for (const key of USER_STORAGE_KEYS) expect(STORAGE_KEYS).toContain(key);
  });
});
