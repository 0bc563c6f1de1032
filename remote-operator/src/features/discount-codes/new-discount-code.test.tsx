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
import { aDiscountCode, aRedemptionPage, bodyOf, CODE_ID } from './discount-code-fixtures';

const NEW_PATH = '/operator/discount-codes/new';
const CREATE = 'POST /operator/discount-codes';
const categories = [
  { id: 1, name: 'Fruit & veg' },
  { id: 2, name: 'Bakery' },
  { id: 3, name: 'Dairy' },
].map((category) => ({
  ...category,
  slug: category.name.toLowerCase(),
  description: '',
  image: '',
  position: category.id,
  productCount: 4,
}));

function mockCodeApi(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/categories': { status: 200, data: { items: categories } },
    [`GET /operator/discount-codes/${CODE_ID}`]: { status: 200, data: aDiscountCode() },
    [`GET /operator/discount-codes/${CODE_ID}/redemptions?page=1`]: {
      status: 200,
      data: aRedemptionPage([]),
    },
    ...routes,
  });
}

async function openForm() {
  renderOperatorAt(NEW_PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'New discount code' })).toBeVisible();
  // The categories arrive after the form: wait for them, so they are there to tick.
  await screen.findByRole('checkbox', { name: 'Dairy' });
}

/** A datetime-local input is a picker, not typing: it takes a whole value at once. */
const pick = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const createButton = () => screen.getByRole('button', { name: 'Create code' });

describe('A new discount code', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('checks the form before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockCodeApi({});
    await openForm();

    await user.click(createButton());
    expect(await screen.findByText('Enter a code')).toBeVisible();
    expect(screen.getByText('Enter the percentage off')).toBeVisible();
    expect(screen.getByLabelText('Code')).toHaveFocus();

    await user.type(screen.getByLabelText('Code'), 'no spaces');
    await user.type(screen.getByLabelText('Percentage off (%)'), '150');
    await user.type(screen.getByLabelText('Minimum spend (£)'), '20p');
    await user.clear(screen.getByLabelText('Uses per customer'));
    await user.type(screen.getByLabelText('Uses per customer'), 'one');
    await user.click(createButton());

    expect(await screen.findByText('A discount code is letters, digits and hyphens')).toBeVisible();
    expect(screen.getByText('The percentage off is at most 100')).toBeVisible();
    expect(screen.getByText('Enter an amount such as 5 or 5.50')).toBeVisible();
    expect(screen.getByText('Enter a whole number, or leave it empty for no limit')).toBeVisible();
    expect(screen.getByLabelText('Percentage off (%)')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'Fixed amount off' }));
    await user.click(createButton());
    expect(await screen.findByText('Enter the amount off')).toBeVisible();
    expect(screen.queryByLabelText('Percentage off (%)')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'SPRING');
    await user.type(screen.getByLabelText('Amount off (£)'), '5');
    await user.clear(screen.getByLabelText('Minimum spend (£)'));
    await user.clear(screen.getByLabelText('Uses per customer'));
    pick('Starts', '2030-04-10T09:00');
    pick('Ends', '2030-04-01T09:00');
    await user.click(createButton());
    expect(await screen.findByText('The end must be after the start')).toBeVisible();
    expect(screen.getByLabelText('Ends')).toHaveFocus();

    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('sends a percentage code, shows a taken code beside its field, then opens the new code', async () => {
    const user = userEvent.setup();
    const api = mockCodeApi({
      [CREATE]: [
        apiError(409, 'DISCOUNT_CODE_TAKEN', 'Another code is already SPRING-10.', 'code'),
        { status: 201, data: aDiscountCode({ code: 'SPRING-11' }) },
      ],
      [`GET /operator/discount-codes/${CODE_ID}`]: {
        status: 200,
        data: aDiscountCode({ code: 'SPRING-11' }),
      },
    });
    await openForm();

    expect(screen.getByRole('radio', { name: 'Percentage off' })).toBeChecked();
    expect(screen.getByLabelText('Uses per customer')).toHaveValue('1');
    await user.type(screen.getByLabelText('Code'), ' spring-10 ');
    await user.type(screen.getByLabelText('Percentage off (%)'), '10');
    await user.type(screen.getByLabelText('Minimum spend (£)'), '20');
    pick('Starts', '2030-04-01T09:00');
    pick('Ends', '2030-04-30T23:30');
    await user.type(screen.getByLabelText('Total uses'), '100');
    await user.click(screen.getByRole('checkbox', { name: 'Dairy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bakery' }));
    await user.click(createButton());

    expect(await screen.findByText('Another code is already SPRING-10.')).toBeVisible();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(bodyOf(api.to(CREATE)[0]!.data)).toEqual({
      code: 'SPRING-10',
      kind: 'percent',
      percentOff: 10,
      amountOffMinor: null,
      minSpendMinor: 2000,
      // The tests run in UTC: the operator's wall clock is UTC's.
      startsAt: '2030-04-01T09:00:00+00:00',
      endsAt: '2030-04-30T23:30:00+00:00',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      categoryIds: [3, 2],
    });

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'SPRING-11');
    await user.click(createButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'SPRING-11' })).toBeVisible();
    expect(bodyOf(api.to(CREATE)[1]!.data)).toMatchObject({ code: 'SPRING-11' });
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'SPRING-11 created',
    });
  });

  it('sends a fixed-amount code for every category, and shows the API’s refusal at its field', async () => {
    const user = userEvent.setup();
    const api = mockCodeApi({
      [CREATE]: [
        apiError(400, 'VALIDATION_FAILED', 'amountOffMinor is at most 100000.00', 'amountOffMinor'),
        { status: 201, data: aDiscountCode({ code: 'FIVER' }) },
      ],
      [`GET /operator/discount-codes/${CODE_ID}`]: {
        status: 200,
        data: aDiscountCode({ code: 'FIVER' }),
      },
    });
    await openForm();

    await user.type(screen.getByLabelText('Code'), 'FIVER');
    await user.click(screen.getByRole('radio', { name: 'Fixed amount off' }));
    await user.type(screen.getByLabelText('Amount off (£)'), '£5.50');
    await user.clear(screen.getByLabelText('Uses per customer'));
    await user.click(createButton());

    expect(await screen.findByText('The amount off is at most 100000.00')).toBeVisible();
    expect(screen.getByLabelText('Amount off (£)')).toHaveFocus();
    expect(bodyOf(api.to(CREATE)[0]!.data)).toEqual({
      code: 'FIVER',
      kind: 'amount',
      percentOff: null,
      amountOffMinor: 550,
      minSpendMinor: 0,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      categoryIds: [],
    });

    await user.click(createButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'FIVER' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('Active');
    expect(
      within(screen.getByLabelText('About the code')).getByText('10% off Dairy'),
    ).toBeVisible();
  });
});
