import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoadFigure, RemoteLoadFigures } from '@storefront/shared/contracts';
import { apiError, mockApi, type Reply, type Route } from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { operator } from '../../testing/operator-fixtures';

const PATH = '/dashboard/operator/remote-loads';
const figuresFor = (hours: number) => `GET /operator/remote-loads?hours=${hours}`;

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent);
const windowChoice = () => screen.getByRole('combobox', { name: 'Window' });

function aFigure(change: Partial<RemoteLoadFigure> = {}): RemoteLoadFigure {
  return {
    remote: 'storefront',
    version: '1.4.0',
    loads: 1204,
    failures: 3,
    p75Ms: 412,
    lastAt: '2025-03-04T08:20:00.000Z',
    ...change,
  };
}

const answer = (remotes: RemoteLoadFigure[]): Reply => ({
  status: 200,
  data: { since: '2025-03-03T08:30:00.000Z', remotes } satisfies RemoteLoadFigures,
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
        aFigure({ remote: 'dashboard', version: '2.0.0', loads: 40, failures: 0, p75Ms: 1250 }),
        aFigure(),
        aFigure({
          version: '1.3.0',
          loads: 2,
          failures: 2,
          p75Ms: null,
          lastAt: '2025-03-03T22:05:00.000Z',
        }),
      ]),
    });
    renderDashboardAt(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Remote loads' })).toBeVisible();
    await screen.findByRole('table');
    expect(windowChoice()).toHaveDisplayValue('24 h');
    expect(screen.getByText('1246 loads, 5 failed')).toBeInTheDocument();
    expect(rows().map(cellsOf)).toEqual([
      ['dashboard', '2.0.0', '40', '0', '1,250 ms', '4 Mar 2025, 08:20'],
      ['storefront', '1.4.0', '1204', '3', '412 ms', '4 Mar 2025, 08:20'],
      ['storefront', '1.3.0', '2', '2', '—', '3 Mar 2025, 22:05'],
    ]);
    expect(api.to(figuresFor(24))).toHaveLength(1);

    const menu = screen.getByRole('navigation', { name: 'Store operator' });
    expect(within(menu).getByRole('link', { name: 'Remote loads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when nothing loaded in the window, and looks back 7 days when asked', async () => {
    const user = userEvent.setup();
    const api = mockFiguresApi({
      [figuresFor(24)]: answer([]),
      [figuresFor(168)]: answer([aFigure({ remote: 'verify', version: 'unreleased' })]),
    });
    renderDashboardAt(PATH);

    expect(await screen.findByText('No loads recorded in the last 24 hours.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.selectOptions(windowChoice(), '7 days');

    expect(await screen.findByRole('table')).toBeVisible();
    expect(rows().map((row) => cellsOf(row).slice(0, 2))).toEqual([['verify', 'unreleased']]);
    expect(api.to(figuresFor(168))).toHaveLength(1);
  });

  it('reads the window from the address, so a shared link shows the same figures', async () => {
    const api = mockFiguresApi({ [figuresFor(168)]: answer([]) });
    renderDashboardAt(`${PATH}?window=7-days`);

    expect(await screen.findByText('No loads recorded in the last 7 days.')).toBeVisible();
    expect(windowChoice()).toHaveDisplayValue('7 days');
    expect(api.sent.filter((request) => request.url?.includes('remote-loads'))).toHaveLength(1);
  });

  it('offers to try again when the figures do not load', async () => {
    const user = userEvent.setup();
    mockFiguresApi({
      [figuresFor(24)]: [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        answer([aFigure()]),
      ],
    });
    renderDashboardAt(PATH);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the load figures.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table')).toBeVisible();
  });
});
