import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmOutcome } from './confirm-dialog';

const REASON = {
  label: 'Reason for rejecting',
  hint: 'The customer reads this.',
  missing: 'Say why: the customer is told.',
  maxLength: 20,
};

function renderDialog(onConfirm: (reason: string) => Promise<ConfirmOutcome>, withReason = true) {
  const onClose = jest.fn();
  render(
    <ConfirmDialog
      title="Reject the report?"
      confirmLabel="Yes, reject it"
      keepLabel="Keep it open"
      danger
      reason={withReason ? REASON : undefined}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>The customer is refunded nothing.</p>
    </ConfirmDialog>,
  );
  return { onClose };
}

describe('ConfirmDialog', () => {
  it('asks for the reason first, and sends it trimmed', async () => {
    const onConfirm = jest.fn(async () => ({ ok: true }) as const);
    renderDialog(onConfirm);

    expect(screen.getByRole('dialog', { name: 'Reject the report?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for rejecting')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject it' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why: the customer is told.');
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Reason for rejecting'), '  Not damaged  ');
    expect(screen.getByText(/15 of 20 characters/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject it' }));
    expect(onConfirm).toHaveBeenCalledWith('Not damaged');
  });

  it('shows a 400 under the reason and any other failure above the buttons', async () => {
    const onConfirm = jest
      .fn<Promise<ConfirmOutcome>, [string]>()
      .mockResolvedValueOnce({ ok: false, status: 400, message: 'note is too long' })
      .mockResolvedValueOnce({ ok: false, status: 409, message: 'The report was already decided' });
    renderDialog(onConfirm);
    await userEvent.type(screen.getByLabelText('Reason for rejecting'), 'Fine');

    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('note is too long');
    expect(screen.getByLabelText('Reason for rejecting')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject it' }));
    expect(await screen.findByText('The report was already decided')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, reject it' })).toBeEnabled();
  });

  it('without a reason, confirms at once; Escape and the keep button leave it be', async () => {
    const onConfirm = jest.fn(async () => ({ ok: true }) as const);
    const { onClose } = renderDialog(onConfirm, false);

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, reject it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject it' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});
