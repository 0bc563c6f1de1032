import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoadFigure, RemoteLoadFigurePage } from '@storefront/shared/operator-contracts';
import { apiError, mockApi, type Reply, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';

const PATH = '/operator/remote-loads';
const figuresFor = (hours: number, page = 1) =>
  `GET /operator/remote-loads?hours=${hours}&page=${page}`;

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent);
const windowChoice = () => screen.getByRole('combobox', { name: 'Window' });

function aFigure(change: Partial<RemoteLoadFigure> = {}): RemoteLoadFigure {
  return {
    remote: 'storefront',
    version: '3f9a2c1b7d0e',
    loads: 1204,
    failures: 3,
    p75Ms: 412,
    lastAt: '2025-03-04T08:20:00.000Z',
    ...change,
  };
}

/** A page of figures; the window's totals add up the items unless given. */
const answer = (
  items: RemoteLoadFigure[],
  change: Partial<Omit<RemoteLoadFigurePage, 'items'>> = {},
): Reply => ({
  status: 200,
  data: {
    items,
    page: 1,
    pageSize: 25,
    total: items.length,
    since: '2025-03-03T08:20:00.000Z',
    loads: items.reduce((sum, figure) => sum + figure.loads, 0),
    failures: items.reduce((sum, figure) => sum + figure.failures, 0),
    ...change,
  } satisfies RemoteLoadFigurePage,
});

function mockFiguresApi(routes: Record<string, Route>) {
  return mockApi({ 'GET /me': { status: 200, data: operator }, ...routes });
}

describe('Remote loads', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows each version’s loads, failures, p75 load time and last load over the last 24 hours', async () => {
    const api = mockFiguresApi({
      [figuresFor(24)]: answer([
        aFigure(),
        aFigure({
          remote: 'dashboard',
          version: '0123456789ab',
          loads: 40,
          failures: 0,
          p75Ms: 1500,
        }),
        aFigure({
          version: 'other',
          loads: 2,
          failures: 2,
          p75Ms: null,
          lastAt: '2025-03-03T22:05:00.000Z',
        }),
      ]),
    });
    renderOperatorAt(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Remote loads' })).toBeVisible();
    await screen.findByRole('table');
    expect(windowChoice()).toHaveDisplayValue('24 h');
    expect(screen.getByText('1246 loads, 5 failed, of 3 versions')).toBeInTheDocument();
    expect(rows().map(cellsOf)).toEqual([
      ['storefront', '3f9a2c1b7d0e', '1204', '3', '≤ 412 ms', '4 Mar 2025, 08:20'],
      ['dashboard', '0123456789ab', '40', '0', '≤ 1,500 ms', '4 Mar 2025, 08:20'],
      ['storefront', 'Other (not a release)', '2', '2', '—', '3 Mar 2025, 22:05'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pages of remote versions' })).toBeNull();
    expect(api.to(figuresFor(24))).toHaveLength(1);

    const menu = screen.getByRole('navigation', { name: 'Store console' });
    expect(within(menu).getByRole('link', { name: 'Remote loads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('pages through the versions, and starts again at the first page for another window', async () => {
    const user = userEvent.setup();
    const totals = { total: 26, loads: 5000, failures: 12 };
    const api = mockFiguresApi({
      [figuresFor(24)]: answer([aFigure()], totals),
      [figuresFor(24, 2)]: answer([aFigure({ remote: 'verify', version: 'unreleased' })], {
        ...totals,
        page: 2,
      }),
      [figuresFor(168)]: answer([aFigure({ remote: 'dashboard' })]),
    });
    renderOperatorAt(PATH);

    await screen.findByRole('table');
    expect(screen.getByText('5000 loads, 12 failed, of 26 versions')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of remote versions' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    expect(await screen.findByRole('cell', { name: 'unreleased' })).toBeVisible();
    expect(rows().map((row) => cellsOf(row).slice(0, 2))).toEqual([['verify', 'unreleased']]);
    expect(api.to(figuresFor(24, 2))).toHaveLength(1);

    await user.selectOptions(windowChoice(), '7 days');

    expect(await screen.findByRole('rowheader', { name: 'dashboard' })).toBeVisible();
    expect(api.to(figuresFor(168))).toHaveLength(1);
  });

  it('says so when nothing loaded in the window, and looks back 7 days when asked', async () => {
    const user = userEvent.setup();
    const api = mockFiguresApi({
      [figuresFor(24)]: answer([]),
      [figuresFor(168)]: answer([aFigure({ remote: 'verify', version: 'unreleased' })]),
    });
    renderOperatorAt(PATH);

    expect(await screen.findByText('No loads recorded in the last 24 hours.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.selectOptions(windowChoice(), '7 days');

    expect(await screen.findByRole('table')).toBeVisible();
    expect(rows().map((row) => cellsOf(row).slice(0, 2))).toEqual([['verify', 'unreleased']]);
    expect(api.to(figuresFor(168))).toHaveLength(1);
  });

  it('reads the window and page from the address, so a shared link shows the same figures', async () => {
    const api = mockFiguresApi({
      [figuresFor(168, 3)]: answer([aFigure()], { page: 3, total: 51 }),
    });
    renderOperatorAt(`${PATH}?window=7-days&page=3`);

    await screen.findByRole('table');
    expect(windowChoice()).toHaveDisplayValue('7 days');
    expect(screen.getByRole('navigation', { name: 'Pages of remote versions' })).toHaveTextContent(
      'Page 3 of 3',
    );
    expect(api.sent.filter((request) => request.url?.includes('remote-loads'))).toHaveLength(1);
  });

  it('offers the first page when the one asked for is past the end', async () => {
    mockFiguresApi({ [figuresFor(24, 4)]: answer([], { page: 4, total: 3 }) });
    renderOperatorAt(`${PATH}?page=4`);

    expect(await screen.findByText('There is nothing on this page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute(
      'href',
      PATH,
    );
  });

  it('offers to try again when the figures do not load', async () => {
    const user = userEvent.setup();
    mockFiguresApi({
      [figuresFor(24)]: [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        answer([aFigure()]),
      ],
    });
    renderOperatorAt(PATH);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the load figures.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table')).toBeVisible();
  });
});
