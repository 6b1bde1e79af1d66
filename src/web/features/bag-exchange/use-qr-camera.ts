/**
 * The phone's camera reading QR codes with qr-scanner (loaded only when the camera is opened). Reports
 * each decoded text; says plainly when the camera is unavailable (no camera, insecure page, another app
 * holds it) or refused (permission denied), so the screen offers the typed code instead.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Why the camera failed: refused by the person or the browser ('denied'), or not there ('unavailable'). */
export type CameraFailure = 'denied' | 'unavailable';
export type CameraState = { status: 'starting' } | { status: 'scanning' } | { status: 'failed'; reason: CameraFailure } | { status: 'off' };

function failureReason(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const text = String(error instanceof Error ? error.message : error);
  return name === 'NotAllowedError' || name === 'SecurityError' || /denied|permission/i.test(text) ? 'denied' : 'unavailable';
}

/** `attempt`: a number to change for another try after a failure. */
export function useQrCamera(
  video: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  attempt: number,
  onText: (text: string) => void,
): CameraState {
  // What the latest start gave, for the attempt it was made in; before that, 'starting'.
  const [outcome, setOutcome] = useState<{ attempt: number; state: CameraState } | null>(null);
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let scanner: { stop(): void; destroy(): void } | null = null;
    const setState = (state: CameraState) => setOutcome({ attempt, state });
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('Camera not found.');
        const { default: QrScanner } = await import('qr-scanner');
        if (cancelled || !video.current) return;
        if (!(await QrScanner.hasCamera())) throw new Error('Camera not found.');
        if (cancelled || !video.current) return;
        const instance = new QrScanner(video.current, (result) => handler.current(result.data), {
          returnDetailedScanResult: true,
          preferredCamera: 'environment',
          highlightScanRegion: true,
          maxScansPerSecond: 8,
        });
        scanner = instance;
        await instance.start();
        if (!cancelled) setState({ status: 'scanning' });
      } catch (error) {
        if (!cancelled) setState({ status: 'failed', reason: failureReason(error) });
      }
    })();
    return () => {
      cancelled = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, [enabled, attempt, video]);

  if (!enabled) return { status: 'off' };
  return outcome?.attempt === attempt ? outcome.state : { status: 'starting' };
}
