import { BehaviorSubject, type Observable } from 'rxjs';
import type { Role } from '../contracts/auth';
import type { DocumentStatus } from '../contracts/document-status';
import type { Store } from '../contracts/store';

/**
 * The signed-in user as the session holds it, in the API's names, each value
 * of one type. On the device it lives under the spec's storage keys
 * (docs/session.md): write-session.ts writes them, app-start.ts reads them.
 */
export interface SessionUser {
  id: string;
  name: string | null;
  mobileVerified: boolean;
  documentStatus: DocumentStatus | null;
  /** The profile picture's path under the API (profilePictureUrl makes it a URL). */
  avatar: string | null;
  /** Whether the header offers the store console; a device signed in before it was kept says customer. */
  role?: Role;
}

/**
 * The store the customer shops in; filled from the API at start. What the
 * footer shows may be missing from a store made in a test or an older API.
 */
export type StoreDetails = Pick<Store, 'id' | 'name' | 'currency' | 'shopLink'> &
  Partial<Omit<Store, 'id' | 'name' | 'currency' | 'shopLink'>>;

export interface SessionState {
  auth: boolean;
  user: SessionUser | null;
  store: StoreDetails | null;
  mobileVerified: boolean | null;
  /** The documents' status: the spec names this value governmentVerified. */
  governmentVerified: DocumentStatus | null;
  cartMessage: string | null;
  shopLink: string | null;
  userAddedFromCSV: boolean | null;
}

export type SessionKey = keyof SessionState;

/** docs/session.md: auth starts false and every other value empty. */
const INITIAL_SESSION: SessionState = {
  auth: false,
  user: null,
  store: null,
  mobileVerified: null,
  governmentVerified: null,
  cartMessage: null,
  shopLink: null,
  userAddedFromCSV: null,
};

/**
 * The shared session state, mirroring the original app's observable getters and
 * setters. auth and user change only together, through updateUserAuth.
 */
export class SessionStore {
  private readonly subjects: { [K in SessionKey]: BehaviorSubject<SessionState[K]> } = {
    auth: new BehaviorSubject(INITIAL_SESSION.auth),
    user: new BehaviorSubject(INITIAL_SESSION.user),
    store: new BehaviorSubject(INITIAL_SESSION.store),
    mobileVerified: new BehaviorSubject(INITIAL_SESSION.mobileVerified),
    governmentVerified: new BehaviorSubject(INITIAL_SESSION.governmentVerified),
    cartMessage: new BehaviorSubject(INITIAL_SESSION.cartMessage),
    shopLink: new BehaviorSubject(INITIAL_SESSION.shopLink),
    userAddedFromCSV: new BehaviorSubject(INITIAL_SESSION.userAddedFromCSV),
  };

  /**
   * A key's value as a page rendered on the server shows it: the store, and
   * nothing kept on this device (sign-in, verification, messages), which the
   * server cannot see. React draws the device's values right after hydrating.
   */
  serverSnapshot<K extends SessionKey>(key: K): SessionState[K] {
    return key === 'store' ? this.current(key) : INITIAL_SESSION[key];
  }

  /** The current value of one key, for code outside React. */
  current<K extends SessionKey>(key: K): SessionState[K] {
    return this.subjects[key].getValue();
  }

  /** Every change of one key, starting with its current value. */
  observe<K extends SessionKey>(key: K): Observable<SessionState[K]> {
    return this.subjects[key].asObservable();
  }

  getAuth = () => this.observe('auth');
  getUser = () => this.observe('user');
  getStoreDetails = () => this.observe('store');
  getMobileVerified = () => this.observe('mobileVerified');
  getGovernmentVerified = () => this.observe('governmentVerified');
  getCartMessage = () => this.observe('cartMessage');
  getShopLink = () => this.observe('shopLink');
  getUserAddedFromCSV = () => this.observe('userAddedFromCSV');

  updateUserAuth(auth: boolean, user: SessionUser | null): void {
    this.subjects.auth.next(auth);
    this.subjects.user.next(user);
  }

  updateStoreDetails(store: StoreDetails | null): void {
    this.subjects.store.next(store);
  }

  updateMobileVerified(verified: boolean | null): void {
    this.subjects.mobileVerified.next(verified);
  }

  updateGovernmentVerified(status: DocumentStatus | null): void {
    this.subjects.governmentVerified.next(status);
  }

  updateCartMessage(message: string | null): void {
    this.subjects.cartMessage.next(message);
  }

  updateShopLink(link: string | null): void {
    this.subjects.shopLink.next(link);
  }

  updateUserAddedFromCSV(added: boolean | null): void {
    this.subjects.userAddedFromCSV.next(added);
  }
}

/** The one session store of the page; Module Federation shares this module as a singleton. */
export const sessionStore = new SessionStore();
