import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loaderService } from '@storefront/shared';
import { recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { PictureField } from './picture-field';
import { PicturePreview } from './picture-preview';
import { usePictureUpload } from './use-picture-upload';

function PictureForm({
  send,
  onUploaded = () => undefined,
}: {
  send: (file: File, onProgress: (percent: number | null) => void) => Promise<string>;
  onUploaded?: (result: string) => void;
}) {
  const picture = usePictureUpload({
    types: ['image/png'],
    maxBytes: 10,
    tooLarge: 'At most 10 bytes',
    send,
    busy: (file) => ({ title: 'Uploading the picture', subtitle: file.name }),
    onUploaded,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void picture.upload();
      }}
    >
      <PicturePreview preview={picture.preview} alt="Preview" size={96} imageClassName="image" />
      <PictureField picture={picture} name="picture" progressLabel="Uploading" />
      <button type="submit">Upload</button>
    </form>
  );
}

const png = (size = 4) => new File(['x'.repeat(size)], 'me.png', { type: 'image/png' });

describe('usePictureUpload with PictureField', () => {
  let results: LoaderResults;
  beforeEach(() => {
    loaderService.close();
    results = recordLoaderResults();
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => results.stop());

  it('refuses a file of another type or over the size before anything is sent', async () => {
    const send = jest.fn();
    render(<PictureForm send={send} />);
    const input = screen.getByLabelText('Choose a picture');
    expect(input).toHaveAttribute('accept', 'image/png');

    await userEvent.upload(input, new File(['x'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByText('Choose a JPG, PNG or WebP picture')).toBeVisible();
    await userEvent.upload(input, png(11));
    expect(screen.getByText('At most 10 bytes')).toBeVisible();
    expect(screen.queryByAltText('Preview')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose a picture first')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('uploads with progress behind the loader, then clears the choice', async () => {
    let finish: (result: string) => void = () => undefined;
    const onUploaded = jest.fn();
    const send = jest.fn((_file: File, onProgress: (percent: number | null) => void) => {
      onProgress(40);
      return new Promise<string>((resolve) => (finish = resolve));
    });
    render(<PictureForm send={send} onUploaded={onUploaded} />);
    await userEvent.upload(screen.getByLabelText('Choose a picture'), png());
    expect(screen.getByAltText('Preview')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('Not saved yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByLabelText('Uploading')).toHaveAttribute('value', '40');
    expect(loaderService.state$.getValue().busy?.subtitle).toBe('me.png');
    finish('saved');
    // The button and the field are always there: the preview going is what
    // shows the upload settled (the choice is cleared in the same render).
    await waitFor(() => expect(screen.queryByAltText('Preview')).toBeNull());
    expect(screen.getByRole('button', { name: 'Upload' })).toBeVisible();
    expect(onUploaded).toHaveBeenCalledWith('saved');
    expect(screen.queryByLabelText('Uploading')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Choose a picture').value).toBe('');
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Picture updated',
    });
  });

  it('says a proxy’s bare 413 is a picture too large, and keeps the choice', async () => {
    const send = jest.fn().mockRejectedValue(
      Object.assign(new Error('Payload Too Large'), {
        isAxiosError: true,
        response: { status: 413, data: 'Payload Too Large' },
      }),
    );
    render(<PictureForm send={send} />);

    await userEvent.upload(screen.getByLabelText('Choose a picture'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('At most 10 bytes')).toBeVisible();
    expect(screen.getByAltText('Preview')).toBeVisible();
  });
});
