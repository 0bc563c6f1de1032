import { render, screen } from '@testing-library/react';
import { reloadOnceForStaleChunks } from '../api/stale-deploy';
import { RemoteErrorBoundary } from './remote-error-boundary';

jest.mock('../api/stale-deploy', () => ({
  ...jest.requireActual('../api/stale-deploy'),
  reloadOnceForStaleChunks: jest.fn(),
}));
const reloadOnce = jest.mocked(reloadOnceForStaleChunks);

function Throws({ error }: { error: Error }): never {
  throw error;
}

function chunkError() {
  const error = new Error('Loading chunk 412 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function renderFailing(error: Error) {
  return render(
    <RemoteErrorBoundary label="the storefront" resetKey={1} onRetry={() => undefined}>
      <Throws error={error} />
    </RemoteErrorBoundary>,
  );
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => {
    reloadOnce.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps showing "loading" while a redeployed remote reloads the page', () => {
    reloadOnce.mockReturnValue(true);
    renderFailing(chunkError());
    expect(reloadOnce).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading the storefront…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error and a retry once the reload was already spent', () => {
    reloadOnce.mockReturnValue(false);
    renderFailing(chunkError());
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the storefront");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the error at once for anything but missing chunks', () => {
    reloadOnce.mockReturnValue(false);
    renderFailing(new Error('boom'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Loading the storefront…')).not.toBeInTheDocument();
  });
});
