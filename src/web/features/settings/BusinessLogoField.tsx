import { ImageOff, ImageUp, Trash2 } from 'lucide-react';
import { BUSINESS_MESSAGES, LOGO_MAX_HEIGHT, LOGO_MAX_WIDTH } from '@shared/domain/business-details';
import { Button } from '@web/components/ui';
import { SettingsSection } from './SettingsSection';
import { useRemoveBusinessLogo, useUploadBusinessLogo } from './use-business-details';
import { useImagePicker } from './use-image-picker';

/** The logo invoices carry: a preview, upload (an image under 2 MB, checked here first) and remove. */
export function BusinessLogoField({ logoUrl, canEdit }: { logoUrl: string | null; canEdit: boolean }) {
  const upload = useUploadBusinessLogo();
  const remove = useRemoveBusinessLogo();
  const { input, onFile, onRemove } = useImagePicker(upload, remove, {
    uploaded: BUSINESS_MESSAGES.logoSaved,
    removed: BUSINESS_MESSAGES.logoRemoved,
    removeFailed: 'The logo could not be removed.',
  });

  return (
    <SettingsSection title="Logo" description={`Shown at the top of invoices, fitted within ${LOGO_MAX_WIDTH}×${LOGO_MAX_HEIGHT} pixels.`}>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <div className="flex h-24 w-full max-w-72 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2">
          {logoUrl ? (
            <img src={logoUrl} alt="Business logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="flex items-center gap-2 text-sm text-slate-600">
              <ImageOff aria-hidden="true" className="size-4" />
              No logo
            </span>
          )}
        </div>
        {canEdit && (
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" loading={upload.isPending} loadingText="Uploading..." onClick={() => input.current?.click()}>
                <ImageUp aria-hidden="true" />
                {logoUrl ? 'Change logo' : 'Upload logo'}
              </Button>
              {logoUrl && (
                <Button variant="ghost" loading={remove.isPending} onClick={() => void onRemove()}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              )}
            </div>
            <p className="text-sm text-slate-600">PNG, JPG, WebP or GIF, less than 2MB. Saved as a PNG.</p>
            <input
              ref={input}
              type="file"
              accept="image/*"
              className="hidden"
              aria-label="Logo file"
              data-testid="logo-file"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
