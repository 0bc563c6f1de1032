// The public API of @storefront/shared. Apps import from here only, and it
// names only what they use: each name is in every page's first bytes.
export {
  httpClient,
  configureHttpClient,
  isAxiosError,
  requestHeaders,
  type HttpClientDefaults,
} from './http/http-client';
export { describeApiError, type ApiFailure } from './http/api-error';
export { useApi, type ApiState } from './http/use-api';
export {
  PageData,
  PageDataProvider,
  pageDataScript,
  readPageData,
  usePageData,
  type PageDataJson,
} from './page-data/page-data';
export { keptCartOf, Visitor, type VisitorCookies } from './page-data/visitor';
export { ensureRuntimeConfig, type RuntimeConfig } from './runtime-config/runtime-config';
export {
  sessionStore,
  type SessionKey,
  type SessionState,
  type SessionUser,
  type StoreDetails,
} from './session/session-store';
export { useSession } from './session/use-session';
export { completeSignIn, signOut } from './session/auth-session';
export { updateSession, writeSession, type SessionAccount } from './session/write-session';
export { mirrorCartInCookie } from './cart/cart-cookie';
export { hasCartToShow, useCartToShow } from './cart/cart-to-show';
// The cart's limits, for the storefront's cart to take from the page's one shared package.
export { MAX_LINE_QUANTITY } from './contracts/cart-limits';
export { eachPriceMinor } from './contracts/weighed-prices';
export {
  CART_UPDATED_EVENT,
  type CartUpdatedDetail,
  type StorefrontCart,
  type StorefrontCartModule,
} from './contracts/storefront-cart';
export { loadExposed, provideExposedModules } from './app-frame/exposed-modules';
export { countText } from './format/count';
export { formatMoney, prepareMoneyFormat } from './format/money';
export { formatSlot, formatSlotDay, formatSlotTimes } from './format/slot';
export { catalogueImageUrl, configureCatalogueImages } from './http/catalogue-image-url';
export { apiFileUrl, profilePictureUrl } from './http/profile-picture-url';
export { safeReturnTo, signInPath } from './navigation/return-to';
export { SESSION_ENDED_FLAG, SESSION_ENDED_MESSAGE } from './session/session-ended';
export * from './navigation/router';
export { matchRoute, type RouteEntry } from './navigation/route-table';
export { fieldErrors, type SchemaIssues } from './forms/field-errors';
export { STORE_ID } from './contracts/store-id';
export { clearStoredUser, pushStoredUser } from './session/app-start';
export {
  loaderService,
  MESSAGE_DISPLAY_MS,
  type MutationOutcome,
  type LoaderBusy,
  type LoaderResult,
  type LoaderResultType,
  type LoaderState,
} from './loader/loader-service';
export { useMutation, type MutationOptions } from './loader/use-mutation';
export { storage, type StorageKey } from './storage/storage-keys';
export {
  REMOTE_NAMES,
  type DrawnPage,
  type PageHead,
  type RemoteAppModule,
  type RemoteManifestMap,
  type RemoteName,
  type ServerRemoteAppModule,
} from './contracts/remote-app';
export { AppFrame } from './app-frame/app-frame';
export { startApp } from './app-frame/start-app';
export { pagesOnDemand } from './app-frame/pages-on-demand';
export { useHydrated } from './app-frame/use-hydrated';
export { useCountdown } from './timing/use-countdown';
