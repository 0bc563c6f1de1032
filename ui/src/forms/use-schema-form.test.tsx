import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loaderService } from '@storefront/shared';
import { recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { z } from 'zod';
import { FormField } from '../components/form-field';
import { useMutation } from '@storefront/shared';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  code: z.string().regex(/^[A-Z]+$/, 'Use capital letters'),
});

/** A small form the way a console page builds one: the schema checks, the write is a mutation. */
function CodeForm({ write }: { write: (input: z.infer<typeof schema>) => Promise<string> }) {
  const form = useSchemaForm({
    fields: ['name', 'code'],
    initial: { name: '', code: '' },
    schema: async () => schema,
  });
  const save = useMutation(write, {
    busy: (input) => ({ title: 'Saving the code', subtitle: input.code }),
    success: (saved) => `${saved} saved`,
  });
  const submit = form.handleSubmit((input) => save.mutate(input));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormField {...form.field('name')} idPrefix="t" label="Name" />
      <FormField {...form.field('code')} idPrefix="t" label="Code" />
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit" disabled={form.saving}>
        Save
      </button>
    </form>
  );
}

const apiFailure = (status: number, code: string, message: string, field?: string) =>
  Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { error: { code, message, field } } },
  });

describe('useSchemaForm with useMutation', () => {
  let results: LoaderResults;
  beforeEach(() => {
    loaderService.close();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('checks with the schema first: errors beside their fields, the first takes the focus, nothing is sent', async () => {
    const write = jest.fn();
    render(<CodeForm write={write} />);

    await userEvent.type(screen.getByLabelText('Code'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Use capital letters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(write).not.toHaveBeenCalled();
  });

  it('sends the parsed values behind the loader, and says it is done', async () => {
    const write = jest.fn(async (input: { code: string }) => input.code);
    render(<CodeForm write={write} />);

    await userEvent.type(screen.getByLabelText('Name'), '  Spring  ');
    await userEvent.type(screen.getByLabelText('Code'), 'SPRING');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(write).toHaveBeenCalledWith({ name: 'Spring', code: 'SPRING' });
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'SPRING saved',
    });
  });

  it('puts the API’s field error on its field, and any other failure on the form', async () => {
    const write = jest
      .fn()
      .mockRejectedValueOnce(apiFailure(409, 'CODE_TAKEN', 'That code is taken', 'code'))
      .mockRejectedValueOnce(apiFailure(503, 'CLOSED', 'The store is closed'));
    render(<CodeForm write={write} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Spring');
    await userEvent.type(screen.getByLabelText('Code'), 'SPRING');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That code is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(results.last()).toEqual({
      type: 'error',
      msg: 'That code is taken',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is closed');
    expect(screen.queryByText('That code is taken')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so on the form when the check fails on no field of the form', async () => {
    const write = jest.fn();
    const refuse = {
      safeParse: () => ({
        success: false as const,
        error: { issues: [{ path: ['window'], message: 'Ends before it starts' }] },
      }),
    };
    function WindowForm() {
      const form = useSchemaForm({
        fields: ['name'],
        initial: { name: 'Spring', open: true },
        schema: () => refuse,
      });
      const submit = form.handleSubmit(write);
      return (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormField {...form.field('name')} idPrefix="t" label="Name" />
          <input
            type="checkbox"
            aria-label="Open"
            checked={form.values.open}
            onChange={(event) => form.setValue('open', event.target.checked)}
          />
          {form.formError && <p role="alert">{form.formError}</p>}
          <button type="submit">Save</button>
          <button type="button" onClick={() => form.reset()}>
            Start again
          </button>
        </form>
      );
    }
    render(<WindowForm />);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Open' }));
    expect(screen.getByRole('checkbox', { name: 'Open' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the form and try again.');
    expect(write).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Open' })).toBeChecked();
  });
});
