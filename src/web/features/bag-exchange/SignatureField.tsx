/**
 * The signature at the door: a canvas the person signs on with a finger (signature_pad), Clear, and the
 * signer's typed name. Reports the signature as a PNG data URL after each stroke, null when cleared.
 */
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Eraser } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input } from '@web/components/ui';
import { cn } from '@web/lib/cn';

export interface SignatureFieldProps {
  onSignature: (png: string | null) => void;
  signerName: string;
  onSignerName: (name: string) => void;
  signatureError?: string;
  nameError?: string;
}

export function SignatureField({ onSignature, signerName, onSignerName, signatureError, nameError }: SignatureFieldProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const report = useRef(onSignature);
  useEffect(() => {
    report.current = onSignature;
  });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Sharp on high-density screens: the canvas's pixels follow the device's, the strokes its CSS size.
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const signature = new SignaturePad(element, { penColor: '#0f172a', backgroundColor: 'rgb(255,255,255)' });
    const stroke = () => report.current(signature.isEmpty() ? null : signature.toDataURL('image/png'));
    signature.addEventListener('endStroke', stroke);
    pad.current = signature;
    return () => {
      signature.removeEventListener('endStroke', stroke);
      signature.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    report.current(null);
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <div className="flex items-end justify-between gap-3">
          <p id="signature-label" className="text-sm font-medium text-slate-800">
            {t('stop.signature')}
          </p>
          <Button variant="outline" size="lg" className="h-12" onClick={clear}>
            <Eraser aria-hidden="true" />
            {t('stop.clear')}
          </Button>
        </div>
        <p id="signature-hint" className="text-sm text-slate-600">
          {t('stop.signatureHint')}
        </p>
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('stop.signaturePad')}
          aria-describedby={signatureError ? 'signature-hint signature-error' : 'signature-hint'}
          data-testid="signature-pad"
          className={cn('h-44 w-full touch-none rounded-xl border-2 bg-white', signatureError ? 'border-red-400' : 'border-slate-300')}
        />
        {signatureError && (
          <p id="signature-error" className="text-sm font-medium text-red-700">
            {signatureError}
          </p>
        )}
      </div>
      <Field label={t('stop.signerName')} error={nameError}>
        <Input value={signerName} onChange={(e) => onSignerName(e.target.value)} autoComplete="off" maxLength={120} className="h-12 text-lg" />
      </Field>
    </div>
  );
}
