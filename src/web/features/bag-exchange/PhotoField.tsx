/**
 * Photos at the door: the phone's camera (or its pictures), one or more, made small on the phone before
 * they are queued, shown as thumbnails that can be removed. At most VISIT_PHOTOS_MAX.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Camera, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VISIT_PHOTOS_MAX } from '@shared/domain/courier-visits';
import { cn } from '@web/lib/cn';
import { downscalePhoto } from './offline/downscale-photo';

export interface StopPhoto {
  id: string;
  blob: Blob;
  url: string;
}

export interface PhotoFieldProps {
  photos: StopPhoto[];
  onChange: (photos: StopPhoto[]) => void;
  required: boolean;
  error?: string;
}

export function PhotoField({ photos, onChange, required, error }: PhotoFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [preparing, setPreparing] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  // The object URLs live as long as the field: revoked when it goes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = VISIT_PHOTOS_MAX - photos.length;
    setTooMany(files.length > room);
    setPreparing(true);
    try {
      const added: StopPhoto[] = [];
      for (const file of files.slice(0, Math.max(0, room))) {
        const blob = await downscalePhoto(file);
        const url = URL.createObjectURL(blob);
        urls.current.add(url);
        added.push({ id: crypto.randomUUID(), blob, url });
      }
      onChange([...photos, ...added]);
    } finally {
      setPreparing(false);
    }
  };

  const remove = (photo: StopPhoto) => {
    URL.revokeObjectURL(photo.url);
    urls.current.delete(photo.url);
    setTooMany(false);
    onChange(photos.filter((p) => p.id !== photo.id));
  };

  const message = error ?? (tooMany ? t('stop.tooManyPhotos', { max: VISIT_PHOTOS_MAX }) : null);
  return (
    <div className="space-y-2">
      <p id={`${inputId}-title`} className="text-sm font-medium text-slate-800">
        {t('stop.photos')}
      </p>
      <p id={`${inputId}-hint`} className={cn('text-sm', required ? 'font-medium text-slate-800' : 'text-slate-600')}>
        {t(required ? 'stop.photosRequired' : 'stop.photosHint')}
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" aria-labelledby={`${inputId}-title`}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={t('stop.photoAlt', { number: index + 1 })}
                className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(photo)}
                aria-label={t('stop.removePhoto', { number: index + 1 })}
                className="absolute top-1 right-1 grid size-11 place-items-center rounded-full bg-slate-900/80 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < VISIT_PHOTOS_MAX && (
        <div>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            onChange={(e) => void choose(e)}
            aria-describedby={[`${inputId}-hint`, message ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              'flex h-14 w-full cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed bg-white px-4 text-lg font-semibold text-brand-800',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-brand-50',
              message ? 'border-red-400' : 'border-brand-300',
            )}
          >
            <Camera aria-hidden="true" className="size-6" />
            {preparing ? t('stop.preparing') : t('stop.addPhoto')}
          </label>
        </div>
      )}
      {message && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
