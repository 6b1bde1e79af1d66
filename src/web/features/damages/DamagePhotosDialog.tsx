/** A damage record's photos: view them; staff who record damages add (camera or file, up to 5) and remove them. */
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { DAMAGE_PHOTOS_MAX, damagePhotoFileProblem } from '@shared/domain/damages';
import type { TDamageActivity } from '@shared/schemas/damages';
import { Alert, Button, Dialog, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { PhotoPicker } from './PhotoPicker';
import { useAddDamagePhoto, useDamagePhotos, useRemoveDamagePhoto } from './use-damages';

export function DamagePhotosDialog({ row, editable, onClose }: { row: TDamageActivity | null; editable: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Damage photos"
      description={row ? `${row.itemName || 'Item'} at ${row.propertyName}` : undefined}
      size="lg"
    >
      {row && <PhotosBody id={row.id} editable={editable} />}
    </Dialog>
  );
}

function PhotosBody({ id, editable }: { id: string; editable: boolean }) {
  const photos = useDamagePhotos(id);
  const add = useAddDamagePhoto(id);
  const remove = useRemoveDamagePhoto(id);
  if (photos.isPending) return <SectionSpinner label="Loading photos" />;
  if (photos.isError) return <Alert variant="error">{errorMessage(photos.error, 'Failed to load photos')}</Alert>;
  const list = photos.data;
  const room = DAMAGE_PHOTOS_MAX - list.length;

  async function upload(files: File[]) {
    for (const file of files.slice(0, room)) {
      const problem = damagePhotoFileProblem(file);
      if (problem) {
        toast.error(problem);
        continue;
      }
      try {
        await add.mutateAsync(file);
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to upload the photo'));
      }
    }
    await photos.refetch();
  }

  return (
    <div className="space-y-4">
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">No photos yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {list.map((p, i) => (
            <li key={p.id} className="space-y-2">
              <a href={p.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-slate-200">
                <img
                  src={p.url}
                  alt={`Damage photo ${i + 1}`}
                  width={p.width}
                  height={p.height}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
              </a>
              {editable && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove photo ${i + 1}`}
                  loading={remove.isPending && remove.variables === p.id}
                  onClick={() => remove.mutate(p.id, { onSettled: () => photos.refetch(), onError: (e) => toast.error(errorMessage(e)) })}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="flex flex-wrap items-center gap-3">
          <PhotoPicker label="Add photo" multiple disabled={room <= 0 || add.isPending} onPick={(files) => void upload(files)} />
          <p className="text-sm text-slate-600" aria-live="polite">
            {add.isPending ? 'Uploading...' : `${list.length} of ${DAMAGE_PHOTOS_MAX} photos`}
          </p>
        </div>
      )}
    </div>
  );
}
