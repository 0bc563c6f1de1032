import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { aCategory, bakery, bodyOf, dairy, fruit } from './catalogue-fixtures';

function mockCategories(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/categories': { status: 200, data: { items: [fruit, bakery, dairy] } },
    ...routes,
  });
}

async function openCategories() {
  renderOperatorAt('/operator/categories');
  await screen.findByRole('heading', { level: 3, name: 'Fruit & veg' });
}

const names = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const itemOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('Categories', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lists the categories in the shop’s order with their product counts', async () => {
    mockCategories({});
    await openCategories();

    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(names()).toEqual(['Fruit & veg', 'Bakery', 'Dairy']);
    expect(itemOf('Bakery')).toHaveTextContent(/^2\.\s*Bakery/);
    expect(itemOf('Fruit & veg')).toHaveTextContent('12 products');
    expect(itemOf('Bakery')).toHaveTextContent('0 products');
    expect(screen.getByRole('button', { name: 'Move up Fruit & veg' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Dairy' })).toBeDisabled();
  });

  it('adds a category at the end, after checking its name', async () => {
    const user = userEvent.setup();
    const drinks = aCategory(4, { name: 'Drinks', description: 'Cold and hot.' });
    const api = mockCategories({
      'POST /operator/categories': [
        apiError(409, 'CATEGORY_NAME_TAKEN', 'There is already a category called Drinks.', 'name'),
        { status: 201, data: drinks },
      ],
    });
    await openCategories();
    const form = screen.getByRole('form', { name: 'Add a category' });

    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('Enter the category’s name')).toBeVisible();
    expect(api.to('POST /operator/categories')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Drinks');
    await user.type(within(form).getByLabelText('Description (optional)'), 'Cold and hot.');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(
      await within(form).findByText('There is already a category called Drinks.'),
    ).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Add category' }));

    await waitFor(() => expect(names()).toEqual(['Fruit & veg', 'Bakery', 'Dairy', 'Drinks']));
    expect(bodyOf(api.to('POST /operator/categories')[1]!.data)).toEqual({
      name: 'Drinks',
      description: 'Cold and hot.',
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('renames a category inline; Cancel leaves it as it was', async () => {
    const user = userEvent.setup();
    const api = mockCategories({
      'PUT /operator/categories/2': {
        status: 200,
        data: { ...bakery, name: 'Bread & cakes', description: 'Baked daily.' },
      },
    });
    await openCategories();

    await user.click(screen.getByRole('button', { name: 'Edit Bakery' }));
    const rename = screen.getByRole('form', { name: 'Rename Bakery' });
    expect(within(rename).getByLabelText('Name')).toHaveFocus();
    await user.type(within(rename).getByLabelText('Name'), ' and more');
    await user.click(within(rename).getByRole('button', { name: 'Cancel' }));
    expect(names()).toEqual(['Fruit & veg', 'Bakery', 'Dairy']);
    expect(api.to('PUT /operator/categories/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit Bakery' }));
    const again = screen.getByRole('form', { name: 'Rename Bakery' });
    expect(within(again).getByLabelText('Name')).toHaveValue('Bakery');
    await user.clear(within(again).getByLabelText('Name'));
    await user.type(within(again).getByLabelText('Name'), 'Bread & cakes');
    await user.type(within(again).getByLabelText('Description (optional)'), 'Baked daily.');
    await user.click(within(again).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(names()).toEqual(['Fruit & veg', 'Bread & cakes', 'Dairy']));
    expect(bodyOf(api.to('PUT /operator/categories/2')[0]!.data)).toEqual({
      name: 'Bread & cakes',
      description: 'Baked daily.',
    });
    expect(itemOf('Bread & cakes')).toHaveTextContent('Baked daily.');
  });

  it('moves a category up and down, sending the whole new order', async () => {
    const user = userEvent.setup();
    const api = mockCategories({
      'PUT /operator/categories/order': (request) => {
        const { categoryIds } = bodyOf(request.data) as { categoryIds: number[] };
        const byId = new Map([fruit, bakery, dairy].map((category) => [category.id, category]));
        return {
          status: 200,
          data: {
            items: categoryIds.map((id, index) => ({ ...byId.get(id)!, position: index + 1 })),
          },
        };
      },
    });
    await openCategories();

    await user.click(screen.getByRole('button', { name: 'Move up Dairy' }));
    await waitFor(() => expect(names()).toEqual(['Fruit & veg', 'Dairy', 'Bakery']));
    expect(bodyOf(api.to('PUT /operator/categories/order')[0]!.data)).toEqual({
      categoryIds: [1, 3, 2],
    });
    expect(screen.getByRole('button', { name: 'Move up Dairy' })).toHaveFocus();
    expect(screen.getByText('Dairy moved up: now 2 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move up Dairy' }));
    await waitFor(() => expect(names()).toEqual(['Dairy', 'Fruit & veg', 'Bakery']));
    // At the top, Move up is off: the focus goes to Move down.
    expect(screen.getByRole('button', { name: 'Move down Dairy' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move down Fruit & veg' }));
    await waitFor(() => expect(names()).toEqual(['Dairy', 'Bakery', 'Fruit & veg']));
    expect(bodyOf(api.to('PUT /operator/categories/order')[2]!.data)).toEqual({
      categoryIds: [3, 2, 1],
    });
  });

  it('deletes an empty category after a confirmation, and shows why a full one cannot go', async () => {
    const user = userEvent.setup();
    const api = mockCategories({
      'DELETE /operator/categories/1': apiError(
        409,
        'CATEGORY_NOT_EMPTY',
        'Fruit & veg still holds 12 products. Move them to another category first.',
      ),
      'DELETE /operator/categories/2': { status: 204 },
    });
    await openCategories();

    await user.click(screen.getByRole('button', { name: 'Delete Fruit & veg' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Fruit & veg' }));

    expect(await within(itemOf('Fruit & veg')).findByRole('alert')).toHaveTextContent(
      'Fruit & veg still holds 12 products. Move them to another category first.',
    );
    expect(names()).toEqual(['Fruit & veg', 'Bakery', 'Dairy']);

    await user.click(screen.getByRole('button', { name: 'Delete Bakery' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(api.to('DELETE /operator/categories/2')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete Bakery' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Bakery' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Bakery' }));

    await waitFor(() => expect(names()).toEqual(['Fruit & veg', 'Dairy']));
    expect(api.to('DELETE /operator/categories/2')).toHaveLength(1);
    expect(screen.getByText('Bakery deleted.')).toBeInTheDocument();
  });
});
