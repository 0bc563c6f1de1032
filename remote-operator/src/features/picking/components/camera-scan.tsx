import { useEffect, useRef, useState } from 'react';

// The browser's own BarcodeDetector (Chrome on Android, among others): no
// library to download. Where it is missing, the typed code is the way.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const FORMATS = ['ean_13', 'ean_8', 'upc_a'];
const EVERY_MS = 250;

export const cameraScanWorks = () => typeof window !== 'undefined' && 'BarcodeDetector' in window;

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
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass })
      .BarcodeDetector;
    const detector = new Detector({ formats: FORMATS });

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((codes) => {
            const code = codes[0]?.rawValue;
            if (code && !stopped) {
              stopped = true;
              found.current(code);
            }
          });
        }, EVERY_MS);
      })
      .catch(() => setProblem('The camera could not be opened: type the code instead.'));

    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="db-pick-camera">
      {problem ? <p role="alert">{problem}</p> : <video ref={video} muted playsInline />}
      <button type="button" className="db-action db-op-quiet" onClick={onClose}>
        Close camera
      </button>
    </div>
  );
}
