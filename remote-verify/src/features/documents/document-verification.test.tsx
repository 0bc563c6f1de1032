import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import type { GovernmentDocument } from '@storefront/shared/contracts';
import {
  apiError,
  mockApi,
  type Reply,
  type Route,
  type AxiosProgressEvent,
} from '@storefront/shared/testing';
import { renderVerifyAt, resetDevice, signIn } from '../../testing/render-verify';

const FILE_HINT = 'A clear photo or scan: JPG, PNG or PDF, up to 10 MB.';

const uploaded: GovernmentDocument = {
  id: 'd-1',
  documentType: 'driving_licence',
  status: 'pending',
  rejectionReason: null,
  sides: ['front', 'back'],
  submittedAt: '2025-03-02T10:00:00.000Z',
  reviewedAt: null,
};

const rejected: GovernmentDocument = {
  ...uploaded,
  id: 'd-0',
  status: 'rejected',
  rejectionReason: 'The photo is too blurry to read.',
  reviewedAt: '2025-03-03T10:00:00.000Z',
};

function image(name: string, type = 'image/jpeg') {
  return new File(['not really an image'], name, { type });
}

/** A signed-in customer with nothing submitted, plus any overrides. */
function mockDocumentsApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /documents': { status: 200, data: { status: 'none', items: [] } },
    'POST /uploaddocument': { status: 201, data: uploaded },
    ...routes,
  });
}

async function openForm(documentVerify = 'none') {
  signIn({ documentVerify });
  renderVerifyAt('/verify/documents');
  return screen.findByRole('button', { name: 'Upload document' });
}

describe('document verification', () => {
  beforeEach(resetDevice);

  it('asks a signed-out visitor to sign in instead of showing the form', () => {
    const api = mockDocumentsApi();
    renderVerifyAt('/verify/documents');

    expect(
      screen.getByText(
        'Sign in first, so we know which account to verify. You can upload your document straight after.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('offers the upload form when nothing has been submitted', async () => {
    mockDocumentsApi();
    await openForm();

    expect(screen.getByText('Not submitted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload your document' })).toBeInTheDocument();
    expect(screen.getByLabelText('Document type')).toHaveValue('');
    expect(screen.getByLabelText('Front of the document')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,application/pdf',
    );
  });

  it('asks for the document type first, without uploading', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi();
    await user.click(await openForm());

    expect(screen.getByLabelText('Document type')).toHaveAccessibleDescription(
      'Choose the type of document',
    );
    expect(api.to('POST /uploaddocument')).toHaveLength(0);
  });

  it('asks for the back of a driving licence but not of a passport', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi();
    const button = await openForm();

    expect(screen.queryByLabelText('Back of the document')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Document type'), 'Driving licence');
    await user.upload(screen.getByLabelText('Front of the document'), image('front.jpg'));
    await user.click(button);

    const back = screen.getByLabelText('Back of the document');
    expect(back).toHaveAccessibleDescription(`${FILE_HINT} Choose a file for the back`);
    expect(api.to('POST /uploaddocument')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    expect(screen.queryByLabelText('Back of the document')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Photo page')).toBeInTheDocument();
  });

  it('asks for the front file when none was chosen', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi();
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.click(button);

    expect(screen.getByLabelText('Photo page')).toHaveAccessibleDescription(
      `${FILE_HINT} Choose a file for the front`,
    );
    expect(api.to('POST /uploaddocument')).toHaveLength(0);
  });

  it('uploads both sides as multipart with the token and records the review', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi();
    const front = image('front.jpg');
    const back = image('back.png', 'image/png');
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Driving licence');
    await user.upload(screen.getByLabelText('Front of the document'), front);
    await user.upload(screen.getByLabelText('Back of the document'), back);
    await user.click(button);

    expect(await screen.findByText('We are reviewing your document.')).toBeInTheDocument();
    expect(screen.getByText(/^Driving licence, sent on 2 March 2025\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();

    const [request] = api.to('POST /uploaddocument');
    expect(request?.data).toBeInstanceOf(FormData);
    const form = request?.data as FormData;
    expect([...form.keys()]).toEqual(['documentType', 'front', 'back']);
    expect(form.get('documentType')).toBe('driving_licence');
    expect((form.get('front') as File).name).toBe('front.jpg');
    expect((form.get('back') as File).name).toBe('back.png');

    expect(request?.headers.get('authKey')).toBe('tok-7');
    // axios puts a placeholder urlencoded type on any POST; for FormData the browser's
    // adapter drops it so the browser writes multipart with its boundary. JSON must never be set.
    expect(String(request?.headers.get('Content-Type') ?? '')).not.toMatch(/json/);
    expect(request?.headers.has('Accept')).toBe(false);

    expect(localStorage.getItem('documentVerify')).toBe('pending');
    expect(sessionStore.current('governmentVerified')).toBe('pending');
    expect(sessionStore.current('user')?.documentStatus).toBe('pending');
  });

  it('sends only the front of a passport', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi({
      'POST /uploaddocument': {
        status: 201,
        data: { ...uploaded, documentType: 'passport', sides: ['front'] },
      },
    });
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.upload(
      screen.getByLabelText('Photo page'),
      image('passport.pdf', 'application/pdf'),
    );
    await user.click(button);

    expect(await screen.findByText('We are reviewing your document.')).toBeInTheDocument();
    const form = api.to('POST /uploaddocument')[0]?.data as FormData;
    expect([...form.keys()]).toEqual(['documentType', 'front']);
    expect(form.get('documentType')).toBe('passport');
  });

  it('drops a back chosen for a driving licence once the type becomes a passport', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi();
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Driving licence');
    await user.upload(screen.getByLabelText('Back of the document'), image('back.jpg'));
    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.upload(screen.getByLabelText('Photo page'), image('passport.jpg'));
    await user.click(button);

    expect(await screen.findByText('We are reviewing your document.')).toBeInTheDocument();
    const form = api.to('POST /uploaddocument')[0]?.data as FormData;
    expect([...form.keys()]).toEqual(['documentType', 'front']);
  });

  it('shows the upload progress and blocks a second upload meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (reply: Reply) => void = () => undefined;
    mockDocumentsApi({
      'POST /uploaddocument': (config) => {
        const progress: AxiosProgressEvent = {
          loaded: 50,
          total: 100,
          bytes: 50,
          lengthComputable: true,
          upload: true,
        };
        config.onUploadProgress?.(progress);
        return new Promise<Reply>((resolve) => {
          answer = resolve;
        });
      },
    });
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.upload(screen.getByLabelText('Photo page'), image('passport.png', 'image/png'));
    await user.click(button);

    const bar = await screen.findByLabelText('Uploading your document');
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveTextContent('50%');
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    answer({ status: 201, data: { ...uploaded, documentType: 'passport', sides: ['front'] } });

    expect(await screen.findByText('We are reviewing your document.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Uploading your document')).not.toBeInTheDocument();
  });

  it('shows a file the server refuses on its field and records nothing', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi({
      'POST /uploaddocument': apiError(
        415,
        'UNSUPPORTED_FILE_TYPE',
        'Upload a JPG, PNG or PDF.',
        'front',
      ),
    });
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.upload(screen.getByLabelText('Photo page'), image('renamed.jpg'));
    await user.click(button);

    expect(await screen.findByText('Upload a JPG, PNG or PDF.')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo page')).toHaveAccessibleDescription(
      `${FILE_HINT} Upload a JPG, PNG or PDF.`,
    );
    expect(api.to('POST /uploaddocument')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeEnabled();
    expect(screen.queryByText('We are reviewing your document.')).not.toBeInTheDocument();
    expect(localStorage.getItem('documentVerify')).toBe('none');
    expect(sessionStore.current('governmentVerified')).not.toBe('pending');
  });

  it('refuses a file of the wrong type on the device', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = mockDocumentsApi();
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.upload(screen.getByLabelText('Photo page'), image('notes.txt', 'text/plain'));
    await user.click(button);

    expect(screen.getByLabelText('Photo page')).toHaveAccessibleDescription(
      `${FILE_HINT} Upload a JPG, PNG or PDF`,
    );
    expect(api.to('POST /uploaddocument')).toHaveLength(0);
  });

  it('refuses a file over 10 MB on the device', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi();
    const big = image('big.jpg');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.upload(screen.getByLabelText('Photo page'), big);
    await user.click(button);

    expect(screen.getByLabelText('Photo page')).toHaveAccessibleDescription(
      `${FILE_HINT} Files can be at most 10 MB`,
    );
    expect(api.to('POST /uploaddocument')).toHaveLength(0);
  });

  it('explains a body a proxy refused as too large', async () => {
    const user = userEvent.setup();
    mockDocumentsApi({ 'POST /uploaddocument': { status: 413 } });
    const button = await openForm();

    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.upload(screen.getByLabelText('Photo page'), image('passport.jpg'));
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('Files can be at most 10 MB');
    expect(localStorage.getItem('documentVerify')).toBe('none');
  });

  it('shows the reason of a rejection and offers the form again', async () => {
    mockDocumentsApi({
      'GET /documents': { status: 200, data: { status: 'rejected', items: [rejected] } },
    });
    await openForm('pending');

    expect(
      screen.getByText(
        'Your document was rejected: The photo is too blurry to read. Please upload it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload your document' })).toBeInTheDocument();
    expect(localStorage.getItem('documentVerify')).toBe('rejected');
    expect(sessionStore.current('governmentVerified')).toBe('rejected');
  });

  it('shows an approved identity without a form and records it', async () => {
    mockDocumentsApi({
      'GET /documents': {
        status: 200,
        data: { status: 'approved', items: [{ ...uploaded, status: 'approved' }] },
      },
    });
    signIn({ documentVerify: 'pending' });
    renderVerifyAt('/verify/documents?returnTo=/dashboard/wallet');

    expect(await screen.findByText('Your identity is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/dashboard/wallet',
    );
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(localStorage.getItem('documentVerify')).toBe('approved');
    expect(sessionStore.current('governmentVerified')).toBe('approved');
  });

  it('offers no form while a document is under review', async () => {
    mockDocumentsApi({
      'GET /documents': { status: 200, data: { status: 'pending', items: [uploaded] } },
    });
    signIn({ documentVerify: 'pending' });
    renderVerifyAt('/verify/documents');

    expect(await screen.findByText('We are reviewing your document.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upload your document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
  });

  it('offers a retry when the documents cannot be loaded, and the retry loads them', async () => {
    const user = userEvent.setup();
    const api = mockDocumentsApi({
      'GET /documents': [
        apiError(500, 'INTERNAL', 'The server had a problem.'),
        { status: 200, data: { status: 'none', items: [] } },
      ],
    });
    signIn();
    renderVerifyAt('/verify/documents');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your documents.");
    expect(alert).toHaveTextContent('The server had a problem.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Upload document' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to('GET /documents')).toHaveLength(2);
  });
});
