import { useEffect, useRef, useState } from 'react';
import { openBarcodeReader } from '../lib/barcode-reader';

const EVERY_MS = 250;

/** A small camera view that reads the first grocery barcode it sees. */
export function CameraScan({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;

    async function open() {
      // The reader and the camera together: ZXing's download overlaps the permission prompt.
      const [read, opened] = await Promise.all([
        openBarcodeReader(),
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        }),
      ]);
      stream = opened;
      // Closed while the camera was opening: stopCamera below found no stream yet.
      if (stopped || !video.current) return stopCamera();
      video.current.srcObject = opened;
      await video.current.play();
      let reading = false;
      timer = setInterval(() => {
        if (reading || !video.current) return;
        reading = true;
        void read(video.current)
          .then((code) => {
            if (code && !stopped) {
              stopCamera();
              found.current(code);
            }
          })
          .catch(() => fail('The camera could not read the code: type it instead.'))
          .finally(() => {
            reading = false;
          });
      }, EVERY_MS);
    }

    function stopCamera() {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    }
    function fail(message: string) {
      stopCamera();
      setProblem(message);
    }

    open().catch(() => fail('The camera could not be opened: type the code instead.'));
    return stopCamera;
  }, []);

  return (
    <div className="db-pick-camera">
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <video ref={video} muted playsInline aria-label="Camera" />
      )}
      <button type="button" className="db-action db-op-quiet" onClick={onClose}>
        Close camera
      </button>
    </div>
  );
}
