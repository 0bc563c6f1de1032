import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect } from './filter-select';

const LABELS = { placed: 'Placed', completed: 'Completed' };

describe('FilterSelect', () => {
  it('offers "all" first, then each value by its label, and hands back what is chosen', async () => {
    const onChange = jest.fn();
    render(
      <FilterSelect
        label="Status"
        value={null}
        values={['placed', 'completed'] as const}
        labels={LABELS}
        all="All orders"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });

    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All orders',
      'Placed',
      'Completed',
    ]);
    await userEvent.selectOptions(select, 'Completed');
    expect(onChange).toHaveBeenCalledWith('completed');
  });

  it('has no "all" option when a value is always chosen', () => {
    render(
      <FilterSelect
        label="Status"
        value="completed"
        values={['placed', 'completed'] as const}
        labels={LABELS}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
