// Test helpers for the apps' unit tests; never imported by app code.
export { apiError, mockApi, type Reply, type Route } from './mock-api';
export { recordLoaderResults, type LoaderResults } from './loader-results';
export { fakeSessionMirror, type SessionMirrorCall } from './session-mirror';
export type { AxiosAdapter, AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';
