import { ImageUp, Trash2 } from 'lucide-react';
import { MESSAGES } from '@shared/constants';
import { Button } from '@web/components/ui';
import type { SessionUser } from '@web/lib/session';
import { UserAvatar } from './UserAvatar';
import { useRemoveAvatar } from './use-remove-avatar';
import { useUploadAvatar } from './use-upload-avatar';
import { useImagePicker } from './use-image-picker';

/** The profile picture with upload (checked here first: an image under 2 MB) and remove. */
export function AvatarUpload({ user }: { user: SessionUser }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { input, onFile, onRemove } = useImagePicker(upload, remove, {
    uploaded: MESSAGES.profileImageUpdated,
    removed: 'Profile image removed',
    removeFailed: MESSAGES.failedUploadImage,
  });

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <UserAvatar name={user.name} email={user.email} image={user.image} size="xl" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" loading={upload.isPending} loadingText="Uploading..." onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {user.image ? 'Change Image' : 'Upload Image'}
          </Button>
          {user.image && (
            <Button variant="ghost" loading={remove.isPending} onClick={() => void onRemove()}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        <p className="text-sm text-slate-600">JPG, PNG, WebP or GIF, less than 2MB.</p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="hidden"
          aria-label="Profile image file"
          data-testid="avatar-file"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
    </div>
  );
}
