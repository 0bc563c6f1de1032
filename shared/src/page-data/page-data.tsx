import { createContext, useContext, type ReactNode } from 'react';
import type { StoreDetails } from '../session/session-store';
import { Visitor } from './visitor';

/** What a page rendered on the server hands to the browser, beside its HTML. */
export interface PageDataJson {
  /** The store the page was drawn for. */
  store: StoreDetails | null;
  /** useApi's answers, by key. */
  answers: Record<string, unknown>;
  /** Whether the request carried the session's cookie (one the API refused counts as none). */
  session?: boolean;
}

type Load = (signal: AbortSignal) => Promise<unknown>;

/**
 * The API answers a page was drawn with. On the server it collects what each
 * useApi asks for, so the page can be drawn again with the answers in hand;
 * in the browser it holds those answers until each component that asked has
 * hydrated, so the first render matches the server's HTML without a fetch.
 */
export class PageData {
  private readonly answers: Map<string, unknown>;
  private readonly requests = new Map<string, Promise<void>>();

  private constructor(
    readonly store: StoreDetails | null,
    answers: Record<string, unknown>,
    // Set on the server only: what a render asks for is loaded with it.
    private readonly signal: AbortSignal | null,
    /** On the server: who asked for the page. Null in the browser. */
    readonly visitor: Visitor | null,
    /** In the browser: whether the server drew the page with the session's cookie. */
    readonly drawnWithSession?: boolean,
  ) {
    this.answers = new Map(Object.entries(answers));
  }

  /**
   * On the server: collects what the render asks for; `signal` ends the loads.
   * The visitor is this request's alone, as the PageData is.
   */
  static collecting(
    store: StoreDetails | null,
    signal: AbortSignal,
    visitor: Visitor = new Visitor(),
  ): PageData {
    return new PageData(store, {}, signal, visitor);
  }

  /** In the browser: the answers the server drew the page with. */
  static fromJson(json: PageDataJson): PageData {
    return new PageData(json.store ?? null, json.answers ?? {}, null, null, json.session);
  }

  /** The answer for a key, if the page has one. */
  read(key: string): { data: unknown } | undefined {
    return this.answers.has(key) ? { data: this.answers.get(key) } : undefined;
  }

  /** On the server: starts loading an answer the render asked for. */
  request(key: string, load: Load): void {
    if (!this.signal || this.answers.has(key) || this.requests.has(key)) return;
    this.requests.set(
      key,
      load(this.signal).then((data) => {
        this.answers.set(key, data);
      }),
    );
  }

  /** On the server: waits for every requested answer; true when a new one arrived. A failed load rejects. */
  async settle(): Promise<boolean> {
    const pending = [...this.requests.values()];
    this.requests.clear();
    await Promise.all(pending);
    return pending.length > 0;
  }

  /** In the browser: an answer is used once, so a later visit to the page loads afresh. */
  forget(key: string): void {
    this.answers.delete(key);
  }

  /** What the browser gets: never the visitor's cookies, only whether a session came with them. */
  toJSON(): PageDataJson {
    return {
      store: this.store,
      answers: Object.fromEntries(this.answers),
      session: this.visitor?.hasSession ?? this.drawnWithSession,
    };
  }
}

const PageDataContext = createContext<PageData | null>(null);

export interface PageDataProviderProps {
  data: PageData | null;
  children: ReactNode;
}

export function PageDataProvider({ data, children }: PageDataProviderProps) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData | null {
  return useContext(PageDataContext);
}

const PAGE_DATA_ID = 'page-data';

/** The page data a server-rendered page carries, as the script element's text. */
export function serializePageData(data: PageData): string {
  // "<" escaped, so no answer can close the script element it sits in.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The element the server puts the page data in. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${serializePageData(data)}</script>`;
}

/** The data of a page the server rendered, or null for a page drawn in the browser alone. */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return PageData.fromJson(JSON.parse(text) as PageDataJson);
  } catch (error) {
    console.error('The page data could not be read', error);
    return null;
  }
}
