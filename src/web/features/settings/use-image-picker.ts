/**
 * An image field's upload and remove (the profile picture, the business logo): the file checked on the
 * page first (an image under 2 MB), then sent; each outcome said in a toast. `input` is the hidden file
 * input's ref (its value is cleared so the same file can be picked again).
 */
import { useRef } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/constants';
import { avatarFileProblem } from '@shared/domain/avatar';
import { errorMessage } from '@web/lib/api';

interface Mutation<I> {
  mutateAsync: (input: I) => Promise<unknown>;
  isPending: boolean;
}

export interface ImagePickerTexts {
  uploaded: string;
  removed: string;
  removeFailed: string;
}

export function useImagePicker(upload: Mutation<File>, remove: Mutation<void>, texts: ImagePickerTexts) {
  const input = useRef<HTMLInputElement>(null);

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(texts.uploaded);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.failedUploadImage));
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync();
      toast.success(texts.removed);
    } catch (error) {
      toast.error(errorMessage(error, texts.removeFailed));
    }
  }

  return { input, onFile, onRemove };
}
