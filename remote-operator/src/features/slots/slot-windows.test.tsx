import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type Route,
} from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { aSlotWindow, bodyOf } from './slot-fixtures';

const PATH = '/operator/slot-windows';
const LIST = 'GET /operator/slot-windows';
const CREATE = 'POST /operator/slot-windows';
const UPDATE = 'PUT /operator/slot-windows/1';

const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) =>
  within(within(region(name)).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
const addForm = () => within(screen.getByRole('form', { name: 'Add a window' }));

/** A time input is a picker, not typing: it takes a whole value at once. */
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function mockWindowsApi(routes: Record<string, Route>, windows = [aSlotWindow()]) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    [LIST]: { status: 200, data: { items: windows } },
    ...routes,
  });
}

async function openPage() {
  renderOperatorAt(PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Slot windows' })).toBeVisible();
  await screen.findByRole('region', { name: 'Home delivery' });
}

describe('Slot windows', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('lists the windows by option, day and time, with capacity, cut-off and whether they are active', async () => {
    mockWindowsApi({}, [
      aSlotWindow(),
      aSlotWindow({
        id: 2,
        startTime: '13:00',
        endTime: '15:00',
        cutoffMinutes: 90,
        active: false,
      }),
      aSlotWindow({ id: 3, weekday: 5, startTime: '10:00', endTime: '12:00', cutoffMinutes: 1440 }),
      aSlotWindow({
        id: 4,
        deliveryOption: 'pickup',
        weekday: 6,
        startTime: '10:00',
        endTime: '12:00',
        capacity: 20,
        cutoffMinutes: 0,
      }),
    ]);
    await openPage();

    expect(rowsOf('Home delivery')).toEqual([
      ['Monday', '09:00–11:00', '10', '2 h before', 'Yes', 'Edit Monday 09:00–11:00'],
      ['Monday', '13:00–15:00', '10', '1 h 30 min before', 'No', 'Edit Monday 13:00–15:00'],
      ['Friday', '10:00–12:00', '10', '1 day before', 'Yes', 'Edit Friday 10:00–12:00'],
    ]);
    expect(rowsOf('Store pickup')).toEqual([
      ['Saturday', '10:00–12:00', '20', 'At the start', 'Yes', 'Edit Saturday 10:00–12:00'],
    ]);
    expect(screen.getByRole('link', { name: '← Slots by day' })).toHaveAttribute(
      'href',
      '/operator/slots',
    );
  });

  it('checks a new window before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockWindowsApi({});
    await openPage();
    const form = addForm();

    await user.click(form.getByRole('button', { name: 'Add window' }));
    expect(await form.findByText('Enter the start time')).toBeVisible();
    expect(form.getByText('Enter the end time')).toBeVisible();
    expect(form.getByText('Enter how many orders the slot takes')).toBeVisible();
    expect(form.getByLabelText('Start')).toHaveFocus();

    pick(form.getByLabelText('Start'), '10:00');
    pick(form.getByLabelText('End'), '12:00');
    await user.type(form.getByLabelText('Capacity (orders)'), '0');
    await user.clear(form.getByLabelText('Cut-off (minutes before the start)'));
    await user.type(form.getByLabelText('Cut-off (minutes before the start)'), 'two hours');
    await user.click(form.getByRole('button', { name: 'Add window' }));
    expect(await form.findByText('The capacity is at least 1')).toBeVisible();
    expect(form.getByText('Enter a whole number of minutes, e.g. 120')).toBeVisible();
    expect(form.getByLabelText('Capacity (orders)')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText('Capacity (orders)'));
    await user.type(form.getByLabelText('Capacity (orders)'), '10');
    await user.clear(form.getByLabelText('Cut-off (minutes before the start)'));
    await user.type(form.getByLabelText('Cut-off (minutes before the start)'), '120');
    pick(form.getByLabelText('End'), '09:00');
    await user.click(form.getByRole('button', { name: 'Add window' }));
    expect(await form.findByText('The end must be after the start')).toBeVisible();
    expect(form.getByLabelText('End')).toHaveFocus();

    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('adds a window: sends it, shows a start already taken beside its field, then lists it', async () => {
    const user = userEvent.setup();
    const added = aSlotWindow({
      id: 7,
      deliveryOption: 'pickup',
      weekday: 6,
      startTime: '10:30',
      endTime: '12:30',
      capacity: 15,
      cutoffMinutes: 60,
      active: false,
    });
    const api = mockWindowsApi({
      [CREATE]: [
        apiError(
          409,
          'SLOT_WINDOW_TAKEN',
          'Store pickup already has a window at 10:00 on Saturdays.',
          'startTime',
        ),
        { status: 201, data: added },
      ],
    });
    await openPage();
    expect(region('Store pickup')).toHaveTextContent(
      'No store pickup windows yet: customers see no slots.',
    );
    const form = addForm();

    await user.selectOptions(form.getByLabelText('Option'), 'Store pickup');
    await user.selectOptions(form.getByLabelText('Day'), 'Saturday');
    pick(form.getByLabelText('Start'), '10:00');
    pick(form.getByLabelText('End'), '12:00');
    await user.type(form.getByLabelText('Capacity (orders)'), '15');
    await user.clear(form.getByLabelText('Cut-off (minutes before the start)'));
    await user.type(form.getByLabelText('Cut-off (minutes before the start)'), '60');
    await user.click(form.getByRole('checkbox', { name: 'Active' }));
    await user.click(form.getByRole('button', { name: 'Add window' }));

    expect(
      await form.findByText('Store pickup already has a window at 10:00 on Saturdays.'),
    ).toBeVisible();
    expect(form.getByLabelText('Start')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Start')).toHaveFocus();
    expect(bodyOf(api.to(CREATE)[0]!.data)).toEqual({
      deliveryOption: 'pickup',
      weekday: 6,
      startTime: '10:00',
      endTime: '12:00',
      capacity: 15,
      cutoffMinutes: 60,
      active: false,
    });

    pick(form.getByLabelText('Start'), '10:30');
    pick(form.getByLabelText('End'), '12:30');
    await user.click(form.getByRole('button', { name: 'Add window' }));

    expect(await within(region('Store pickup')).findByRole('table')).toBeVisible();
    expect(rowsOf('Store pickup')).toEqual([
      ['Saturday', '10:30–12:30', '15', '1 h before', 'No', 'Edit Saturday 10:30–12:30'],
    ]);
    expect(bodyOf(api.to(CREATE)[1]!.data)).toMatchObject({ startTime: '10:30', endTime: '12:30' });
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Saturday 10:30–12:30 added',
    });
    // Ready for the next window of the same day: only the times are cleared.
    expect(form.getByLabelText('Start')).toHaveValue('');
    expect(form.getByLabelText('Option')).toHaveValue('pickup');
    expect(form.getByLabelText('Day')).toHaveValue('6');
  });

  it('edits a window in its row: times, capacity, cut-off and whether it is active', async () => {
    const user = userEvent.setup();
    const api = mockWindowsApi({
      [UPDATE]: [
        apiError(400, 'VALIDATION_FAILED', 'endTime is a time like 09:30', 'endTime'),
        {
          status: 200,
          data: aSlotWindow({ startTime: '08:30', capacity: 4, cutoffMinutes: 30, active: false }),
        },
      ],
    });
    await openPage();

    await user.click(screen.getByRole('button', { name: 'Edit Monday 09:00–11:00' }));
    const form = within(screen.getByRole('form', { name: 'Edit Monday 09:00–11:00' }));
    expect(form.queryByLabelText('Option')).not.toBeInTheDocument();
    expect(form.getByLabelText('Start')).toHaveFocus();
    expect(form.getByLabelText('Capacity (orders)')).toHaveValue('10');
    expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit Monday 09:00–11:00' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Monday 09:00–11:00' }));
    const again = within(screen.getByRole('form', { name: 'Edit Monday 09:00–11:00' }));

    pick(again.getByLabelText('Start'), '08:30');
    await user.clear(again.getByLabelText('Capacity (orders)'));
    await user.type(again.getByLabelText('Capacity (orders)'), '4');
    await user.clear(again.getByLabelText('Cut-off (minutes before the start)'));
    await user.type(again.getByLabelText('Cut-off (minutes before the start)'), '30');
    await user.click(again.getByRole('checkbox', { name: 'Active' }));
    await user.click(again.getByRole('button', { name: 'Save' }));

    expect(await again.findByText('The end is a time like 09:30')).toBeVisible();
    expect(again.getByLabelText('End')).toHaveFocus();
    const sent = {
      deliveryOption: 'delivery',
      weekday: 1,
      startTime: '08:30',
      endTime: '11:00',
      capacity: 4,
      cutoffMinutes: 30,
      active: false,
    };
    expect(bodyOf(api.to(UPDATE)[0]!.data)).toEqual(sent);

    await user.click(again.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('button', { name: 'Edit Monday 08:30–11:00' }),
    ).toBeInTheDocument();
    expect(bodyOf(api.to(UPDATE)[1]!.data)).toEqual(sent);
    expect(rowsOf('Home delivery')).toEqual([
      ['Monday', '08:30–11:00', '4', '30 min before', 'No', 'Edit Monday 08:30–11:00'],
    ]);
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Monday 08:30–11:00 saved',
    });
  });
});
