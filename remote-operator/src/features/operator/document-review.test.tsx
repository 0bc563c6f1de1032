import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aQueuedDocument, operator } from '../../testing/operator-fixtures';

const passport = aQueuedDocument();
const licence = aQueuedDocument({
  id: '22222222-2222-4222-8222-222222222222',
  documentType: 'driving_licence',
  sides: ['front', 'back'],
  customer: { id: 'u-4', name: 'Bob Babbage', email: null, mobile: '+447400999888' },
});
const review = (id: string) => `POST /operator/documents/${id}/review`;
const json = (data: unknown) => JSON.parse(data as string) as unknown;

function mockReviewApi() {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/documents?status=pending': {
      status: 200,
      data: { items: [passport, licence] },
    },
    [`GET /documents/${passport.id}/files/front`]: {
      status: 200,
      data: new Blob(['png'], { type: 'image/png' }),
    },
    [`GET /documents/${licence.id}/files/front`]: {
      status: 200,
      data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    },
    [`GET /documents/${licence.id}/files/back`]: {
      status: 200,
      data: new Blob(['jpg'], { type: 'image/jpeg' }),
    },
    [review(passport.id)]: { status: 200, data: { ...passport, status: 'approved' } },
    [review(licence.id)]: { status: 200, data: { ...licence, status: 'rejected' } },
  });
}

describe('Document review', () => {
  let urls = 0;
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
    URL.createObjectURL = jest.fn(() => `blob:file-${(urls += 1)}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => results.stop());

  it('shows the chosen document and approves it, taking it off the queue', async () => {
    const user = userEvent.setup();
    const api = mockReviewApi();
    renderOperatorAt('/operator/documents');

    const queue = await screen.findByRole('list', { name: 'Documents waiting for review' });
    expect(
      within(queue)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Ada LovelacePassportSubmitted 1 Mar 2025, 09:30',
      'Bob BabbageDriving licenceSubmitted 1 Mar 2025, 09:30',
    ]);
    await user.click(within(queue).getByRole('button', { name: /Ada Lovelace/ }));

    const front = await screen.findByAltText('Front of Passport of Ada Lovelace');
    expect(front.getAttribute('src')).toMatch(/^blob:file-/);
    expect(api.to(`GET /documents/${passport.id}/files/front`)[0]!.responseType).toBe('blob');

    await user.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(within(queue).queryByRole('button', { name: /Ada Lovelace/ })).not.toBeInTheDocument(),
    );
    expect(json(api.to(review(passport.id))[0]!.data)).toEqual({ decision: 'approve' });
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Passport of Ada Lovelace approved.',
    });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(front.getAttribute('src'));
  });

  it('needs a reason to reject, shows a PDF embedded, and sends the reason', async () => {
    const user = userEvent.setup();
    const api = mockReviewApi();
    const { unmount } = renderOperatorAt('/operator/documents');

    await user.click(await screen.findByRole('button', { name: /Bob Babbage/ }));
    expect(await screen.findByTitle('Front of Driving licence of Bob Babbage')).toBeInstanceOf(
      HTMLIFrameElement,
    );
    expect(await screen.findByAltText('Back of Driving licence of Bob Babbage')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Reject the Driving licence of Bob Babbage?',
    });
    const reason = within(dialog).getByLabelText('Reason for rejecting');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject the document' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Say why the document is rejected',
    );
    expect(api.to(review(licence.id))).toHaveLength(0);

    await user.type(reason, 'The photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the document' }));

    await waitFor(() => expect(api.to(review(licence.id))).toHaveLength(1));
    expect(json(api.to(review(licence.id))[0]!.data)).toEqual({
      decision: 'reject',
      reason: 'The photo is blurred',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Bob Babbage/ })).not.toBeInTheDocument(),
    );
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Driving licence of Bob Babbage rejected.',
    });
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('switches to the reviewed documents: who decided, when, the decision and the reason', async () => {
    const user = userEvent.setup();
    const reviewer = { id: 'u-op', name: 'Olga Operator' };
    const approved = {
      ...aQueuedDocument({ status: 'approved', reviewedAt: '2025-03-02T08:00:00.000Z' }),
      reviewer,
    };
    const rejected = {
      ...licence,
      status: 'rejected' as const,
      rejectionReason: 'The photo is blurred',
      reviewedAt: '2025-03-03T16:45:00.000Z',
      reviewer: { id: 'u-op2', name: 'Omar Operator' },
    };
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/documents?status=pending': { status: 200, data: { items: [] } },
      'GET /operator/documents?status=approved': { status: 200, data: { items: [approved] } },
      'GET /operator/documents?status=rejected': { status: 200, data: { items: [rejected] } },
    });
    renderOperatorAt('/operator/documents');

    expect(await screen.findByText('No documents are waiting for review.')).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Documents to show' });
    expect(within(views).getByRole('link', { name: 'Waiting for review' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(views).getByRole('link', { name: 'Reviewed' }));

    const history = await screen.findByRole('table', {
      name: 'Reviewed documents, newest review first',
    });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Bob BabbageDriving licence1 Mar 2025, 09:30RejectedOmar Operator3 Mar 2025, 16:45The photo is blurred',
      'Ada LovelacePassport1 Mar 2025, 09:30ApprovedOlga Operator2 Mar 2025, 08:00—',
    ]);
    expect(within(history).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/operator/customers/u-3',
    );
    expect(within(views).getByRole('link', { name: 'Reviewed' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(api.to('GET /operator/documents?status=rejected')).toHaveLength(1);
  });
});
