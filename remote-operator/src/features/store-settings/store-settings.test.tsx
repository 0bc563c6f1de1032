import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorStore } from '@storefront/shared/operator-contracts';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type Route,
} from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';

const PATH = '/operator/store';
const READ = 'GET /operator/store';
const SAVE = 'PUT /operator/store';

const day = (name: string, opens: string | null, closes: string | null) => ({
  day: name as OperatorStore['settings']['openingHours'][number]['day'],
  opens,
  closes,
});

function aStore(changes: Partial<OperatorStore['settings']> = {}): OperatorStore {
  return {
    settings: {
      name: 'Corner Market',
      description: 'A neighbourhood grocer.',
      address: '12 Station Parade, London N1 9AA',
      phone: '+442079460038',
      openingHours: [
        day('Monday', '08:00', '20:00'),
        day('Tuesday', '08:00', '20:00'),
        day('Wednesday', '08:00', '20:00'),
        day('Thursday', '08:00', '20:00'),
        day('Friday', '08:00', '20:00'),
        day('Saturday', '08:00', '20:00'),
        day('Sunday', null, null),
      ],
      pickupAddress: '14 Station Parade, London N1 9AA',
      pickupHours: 'Mon–Sat 8am–8pm',
      vatNumber: 'GB999999973',
      termsText: '## Terms',
      privacyText: '## Privacy',
      cookiesText: '## Cookies',
      deliveryFeeMinor: 399,
      freeDeliveryFromMinor: 4000,
      minimumBasketMinor: 0,
      weighedBufferPercent: 10,
      substitutionAnswerMinutes: 10,
      ...changes,
    },
    payments: [
      {
        method: 'card',
        provider: 'stripe',
        label: 'Card, through Stripe',
        on: false,
        explanation: 'Off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to turn it on.',
      },
      {
        method: 'cash_on_delivery',
        provider: 'manual',
        label: 'Cash on delivery',
        on: true,
        explanation: 'Always offered for home delivery.',
      },
    ],
  };
}

function mockStoreApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    [READ]: { status: 200, data: aStore() },
    ...routes,
  });
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

async function openPage() {
  renderOperatorAt(PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
  await screen.findByRole('form', { name: 'Store settings' });
}

describe('Store settings', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows the settings as people write them, and which ways to pay are on and why', async () => {
    mockStoreApi();
    await openPage();
    expect(box('Store name')).toHaveValue('Corner Market');
    expect(box('Phone')).toHaveValue('020 7946 0038');
    expect(box('VAT registration number')).toHaveValue('GB 999 9999 73');
    expect(box('Delivery fee')).toHaveValue('3.99');
    expect(box('Free delivery from')).toHaveValue('40.00');
    expect(box('Minimum basket')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Closed', checked: true })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Sunday opens' })).toBeNull();

    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    const card = payments.getByText('Card, through Stripe').closest('li')!;
    expect(card).toHaveTextContent('Off');
    expect(card).toHaveTextContent('STRIPE_SECRET_KEY');
    expect(payments.getByText('Cash on delivery').closest('li')).toHaveTextContent('On');
  });

  it('saves every setting at once, money in pence, an empty threshold as never free', async () => {
    const api = mockStoreApi({
      [SAVE]: { status: 200, data: aStore({ deliveryFeeMinor: 450, freeDeliveryFromMinor: null }) },
    });
    await openPage();
    await userEvent.clear(box('Delivery fee'));
    await userEvent.type(box('Delivery fee'), '4.50');
    await userEvent.clear(box('Free delivery from'));
    await userEvent.type(box('Minimum basket'), '15');
    await userEvent.clear(box('Weighed items buffer'));
    await userEvent.type(box('Weighed items buffer'), '15');
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Closed' })[6]!);
    fireEvent.change(screen.getByLabelText('Sunday opens'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Sunday closes'), { target: { value: '16:00' } });
    await save();

    await waitFor(() =>
      expect(results.last()).toEqual({
        type: 'success',
        msg: 'Store settings saved',
      }),
    );
    const sent = JSON.parse(api.to(SAVE)[0]!.data);
    expect(sent).toMatchObject({
      name: 'Corner Market',
      phone: '+442079460038',
      vatNumber: 'GB999999973',
      deliveryFeeMinor: 450,
      freeDeliveryFromMinor: null,
      minimumBasketMinor: 1500,
      weighedBufferPercent: 15,
      substitutionAnswerMinutes: 10,
    });
    expect(sent.openingHours[6]).toEqual({ day: 'Sunday', opens: '10:00', closes: '16:00' });
  });

  it('shows what cannot be saved beside its field, and sends nothing', async () => {
    const api = mockStoreApi();
    await openPage();
    await userEvent.clear(box('Delivery fee'));
    await userEvent.type(box('Delivery fee'), 'four');
    await userEvent.clear(box('VAT registration number'));
    await userEvent.type(box('VAT registration number'), 'GB12');
    await userEvent.clear(box('Time to answer a substitution'));
    await userEvent.type(box('Time to answer a substitution'), 'ten');
    fireEvent.change(screen.getByLabelText('Monday closes'), { target: { value: '07:00' } });
    await save();

    expect(await screen.findByText('Enter an amount such as 3.99')).toBeVisible();
    expect(screen.getByText('Enter a whole number such as 10')).toBeVisible();
    expect(screen.getByText(/vatNumber is GB and 9 digits/)).toBeVisible();
    expect(screen.getByText('Monday closes after it opens')).toBeVisible();
    expect(box('Delivery fee')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(SAVE)).toHaveLength(0);
  });

  it('shows the API’s refusal beside the field it names', async () => {
    mockStoreApi({
      [SAVE]: apiError(
        400,
        'VALIDATION_FAILED',
        'Wednesday needs both times',
        'openingHours.2.closes',
      ),
    });
    await openPage();
    await save();
    expect(await screen.findByText('Wednesday needs both times')).toBeVisible();
  });

  it('offers to try again when the settings do not load', async () => {
    mockStoreApi({
      [READ]: [apiError(503, 'UNAVAILABLE', 'Down'), { status: 200, data: aStore() }],
    });
    renderOperatorAt(PATH);
    await userEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('form', { name: 'Store settings' })).toBeVisible();
  });
});
