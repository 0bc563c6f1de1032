import { useId, useState, type FormEvent } from 'react';
import { cameraAvailable } from '../lib/barcode-reader';
import { CameraScan } from './camera-scan';

/** The code box: a scanner gun types into it and presses Enter; a thumb can too. */
export function CodeEntry({
  label,
  error,
  onCode,
}: {
  label: string;
  error: string | null;
  onCode: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    onCode(code);
    setCode('');
  }

  return (
    <form className="db-pick-code" onSubmit={submit}>
      <label>
        {label}
        <input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          // The picker's hand is on the trolley: the box is ready for the scanner gun.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <button type="submit" className="db-action db-pick-big">
        Confirm
      </button>
      {cameraAvailable() && !camera && (
        <button type="button" className="db-action db-op-quiet" onClick={() => setCamera(true)}>
          Scan with camera
        </button>
      )}
      {camera && (
        <CameraScan
          onCode={(scanned) => {
            setCamera(false);
            onCode(scanned);
          }}
          onClose={() => setCamera(false)}
        />
      )}
      {error && (
        <p id={errorId} className="db-pick-notice" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
