import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCart, aCartLine, HOME } from '../../../testing/fixtures';
import { mockApi, renderApp, resetPage, signIn, type Reply } from '../../../testing/test-utils';

const SAVED = { ...HOME, id: '0b6f1a52-56c4-4a8e-8f0e-5a0a7c3e1d09', line1: '3 New Road' };

/** A customer with an empty address book, at the address step. */
async function openAddressStep(saveReply: Reply = [201, SAVED]) {
  signIn();
  const api = mockApi({
    'GET /me/cart': [200, aCart([aCartLine()])],
    'GET /me/addresses': [200, { items: [] }],
    'POST /me/addresses': saveReply,
  });
  await renderApp('/checkout');
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Delivery address' });
  return api;
}

const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Save and use this address' }));

describe('new address form', () => {
  beforeEach(resetPage);

  it('explains every missing field beside it, without calling the API', async () => {
    const api = await openAddressStep();
    await save();

    expect(screen.getByLabelText('Recipient’s name')).toHaveAccessibleDescription(
      'Enter the recipient’s name',
    );
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription(
      'Enter the first line of the address',
    );
    expect(screen.getByLabelText('Town or city')).toHaveAccessibleDescription(
      'Enter the town or city',
    );
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'Enter a valid UK postcode, like SW1A 1AA',
    );
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Recipient’s name')).toHaveFocus();
    expect(api.to('POST /me/addresses')).toHaveLength(0);
  });

  it('checks the postcode and phone number shapes', async () => {
    await openAddressStep();
    await userEvent.type(screen.getByLabelText('Recipient’s name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Address line 1'), '3 New Road');
    await userEvent.type(screen.getByLabelText('Town or city'), 'London');
    await userEvent.type(screen.getByLabelText('Postcode'), '12345');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '123');
    await save();
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'Enter a valid UK postcode, like SW1A 1AA',
    );
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'For the driver, if they cannot find you. Enter a valid mobile number',
    );
    expect(screen.getByLabelText('Recipient’s name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
  });

  it('saves a valid address and goes on to the review with it', async () => {
    const api = await openAddressStep();
    await userEvent.type(screen.getByLabelText('Recipient’s name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Address line 1'), '3 New Road');
    await userEvent.type(screen.getByLabelText('Town or city'), 'London');
    await userEvent.type(screen.getByLabelText('Postcode'), 'e1 6an');
    await save();

    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
    expect(screen.getByText('3 New Road')).toBeVisible();
    expect(JSON.parse(api.to('POST /me/addresses')[0]?.data)).toEqual({
      recipient: 'Ada Lovelace',
      line1: '3 New Road',
      line2: '',
      city: 'London',
      postcode: 'E1 6AN',
      isDefault: false,
    });
  });

  it('puts a refusal from the API beside the field it names', async () => {
    const message = 'We do not deliver to that postcode yet.';
    await openAddressStep([
      400,
      { error: { code: 'VALIDATION_FAILED', message, field: 'postcode' } },
    ]);
    await userEvent.type(screen.getByLabelText('Recipient’s name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Address line 1'), '3 New Road');
    await userEvent.type(screen.getByLabelText('Town or city'), 'Leeds');
    await userEvent.type(screen.getByLabelText('Postcode'), 'LS1 4AP');
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(message),
    );
  });
});
