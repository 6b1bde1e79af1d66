/**
 * Scan label: the camera reads a bag label's QR code, or the courier types the code printed under it.
 * Either way the parent looks the code up and opens that bag's Collect or Return step.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, Camera, CameraOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normaliseLabelCode } from '@shared/domain/bag-exchange';
import { Alert, Button, Field, Input } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import { useQrCamera } from './use-qr-camera';

export interface ScanPanelProps {
  /** Called with a normalised code (12 hex characters). */
  onCode: (code: string) => void;
  onBack: () => void;
  /** A message about the last code (not found, wrong state), shown above the field. */
  message: string | null;
  busy: boolean;
}

export function ScanPanel({ onCode, onBack, message, busy }: ScanPanelProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [cameraOn, setCameraOn] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState(false);
  const [notLabel, setNotLabel] = useState(false);
  const lastCode = useRef<string | null>(null);

  const camera = useQrCamera(video, cameraOn, attempt, (text) => {
    const code = normaliseLabelCode(text);
    if (!code) {
      setNotLabel(true);
      return;
    }
    setNotLabel(false);
    if (busy || code === lastCode.current) return;
    lastCode.current = code;
    onCode(code);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseLabelCode(typed);
    if (!code) {
      setTypedError(true);
      return;
    }
    setTypedError(false);
    lastCode.current = code;
    onCode(code);
  };

  return (
    <section aria-labelledby="scan-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <Button variant="outline" size="lg" onClick={onBack} className="h-12">
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Button>
        <h2 id="scan-title" className="text-xl font-semibold text-slate-900">
          {t('scan.title')}
        </h2>
      </div>

      {message && (
        <Alert variant="warning" role="alert">
          {message}
        </Alert>
      )}

      <div className="space-y-3">
        {cameraOn && (
          <div className={cn('relative overflow-hidden rounded-2xl bg-slate-900', camera.status === 'failed' && 'hidden')}>
            {/* The camera picture has no sound and no text to caption. */}
            <video ref={video} className="aspect-square w-full object-cover" muted playsInline aria-label={t('scan.cameraView')} />
            {camera.status === 'starting' && (
              <p className="absolute inset-0 grid place-items-center text-base font-medium text-white">{t('scan.starting')}</p>
            )}
          </div>
        )}
        {camera.status === 'scanning' && <p className="text-sm text-slate-600">{t('scan.point')}</p>}
        {notLabel && <p className="text-sm font-medium text-amber-800">{t('scan.notALabel')}</p>}
        {camera.status === 'failed' && (
          <Alert variant="info" title={t('scan.cameraNotAvailable')}>
            {t(camera.reason === 'denied' ? 'scan.cameraDenied' : 'scan.cameraUnavailable')}
          </Alert>
        )}
        {camera.status === 'failed' && (
          <Button variant="outline" size="lg" className="h-12 w-full" onClick={() => setAttempt((n) => n + 1)}>
            <Camera aria-hidden="true" />
            {t('scan.tryCamera')}
          </Button>
        )}
        {camera.status !== 'failed' && cameraOn && (
          <Button variant="outline" size="lg" className="h-12 w-full" onClick={() => setCameraOn(false)}>
            <CameraOff aria-hidden="true" />
            {t('scan.cameraOff')}
          </Button>
        )}
        {!cameraOn && (
          <Button
            variant="outline"
            size="lg"
            className="h-12 w-full"
            onClick={() => {
              setCameraOn(true);
              setAttempt((n) => n + 1);
            }}
          >
            <Camera aria-hidden="true" />
            {t('scan.useCamera')}
          </Button>
        )}
      </div>

      <form onSubmit={submit} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4" noValidate>
        <Field label={t('scan.typeLabel')} hint={t('scan.typeHint')} error={typedError ? t('scan.enterLabelCode') : undefined}>
          <Input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            maxLength={40}
            className="h-12 font-mono text-lg tracking-wider uppercase"
          />
        </Field>
        <Button type="submit" size="lg" className="h-12 w-full" loading={busy} loadingText={t('scan.finding')}>
          {t('scan.open')}
        </Button>
      </form>
    </section>
  );
}
