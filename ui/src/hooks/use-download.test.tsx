import { act, renderHook } from '@testing-library/react';
import { loaderService } from '@storefront/shared';
import { recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { watchSavedFiles } from '../testing/saved-files';
import { useDownload } from './use-download';

const OPTIONS = {
  busy: { title: 'Preparing your receipt', subtitle: 'Order CM-000012' },
  fileName: 'receipt-CM-000012.pdf',
  success: 'Your receipt is downloaded',
};

describe('useDownload', () => {
  let results: LoaderResults;
  beforeEach(() => {
    loaderService.close();
    results = recordLoaderResults();
  });
  afterEach(() => {
    results.stop();
    jest.restoreAllMocks();
  });

  it('saves the file under its name behind the loader, then says so', async () => {
    const saved = watchSavedFiles();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    let answer: (blob: Blob) => void = () => undefined;
    const { result } = renderHook(() =>
      useDownload(() => new Promise<Blob>((resolve) => (answer = resolve)), OPTIONS),
    );

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.download();
    });
    expect(result.current.downloading).toBe(true);
    expect(loaderService.state$.getValue().busy).toEqual(OPTIONS.busy);
    await act(async () => {
      answer(pdf);
      await done;
    });

    expect(saved).toEqual([{ blob: pdf, fileName: 'receipt-CM-000012.pdf' }]);
    expect(result.current.downloading).toBe(false);
    expect(result.current.error).toBeNull();
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Your receipt is downloaded',
    });
  });

  it('keeps the failure for the page and saves nothing', async () => {
    const saved = watchSavedFiles();
    const { result } = renderHook(() =>
      useDownload(() => Promise.reject(new Error('The receipt is not ready.')), OPTIONS),
    );

    await act(() => result.current.download());

    expect(saved).toEqual([]);
    expect(result.current.error).toEqual(expect.any(String));
    expect(results.last()?.type).toBe('error');
  });
});
