/**
 * My Profile: shown to a property owner who has no client record yet (docs/product.md §1.2.5). View mode
 * shows their account; edit mode collects the company details (and a photo) and creates a client
 * record linked to their account, as a customer.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, Pencil, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CLIENT_MESSAGES, MESSAGES } from '@shared/constants';
import { avatarFileProblem } from '@shared/domain/avatar';
import { ZMyClientProfile } from '@shared/schemas/clients';
import { useSession } from '@web/lib/session';
import { Alert, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, Field, Input, Textarea } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { ClientAvatar } from './ClientAvatar';
import { Detail, DetailList } from './ClientOverview';
import { useClientPhoto } from './use-client-photo';
import { useCreateMyClient } from './use-my-client';

type FormInput = z.input<typeof ZMyClientProfile>;
type FormOutput = z.output<typeof ZMyClientProfile>;

export function MyProfile() {
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  return mode === 'view' ? <ProfileView onEdit={() => setMode('edit')} /> : <ProfileForm onCancel={() => setMode('view')} />;
}

function ProfileView({ onEdit }: { onEdit: () => void }) {
  const { user } = useSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Profile</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-4">
          <ClientAvatar name={user.name} photo={null} size="lg" />
          <div className="min-w-0">
            <p className="text-lg font-semibold text-slate-900">{user.name}</p>
            <p className="text-sm break-words text-slate-600">{user.email}</p>
          </div>
        </div>
        <DetailList>
          <Detail label="Login Email">{user.email}</Detail>
          <Detail label="Phone">{user.phone || 'Not provided'}</Detail>
        </DetailList>
        <Alert variant="info" title="Your client profile is not set up yet">
          Add your company details to create your client profile. It is linked to your account, so your properties, contracts and
          linen services appear here.
        </Alert>
      </CardContent>
      <CardFooter>
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </CardFooter>
    </Card>
  );
}

function ProfileForm({ onCancel }: { onCancel: () => void }) {
  const { user } = useSession();
  const create = useCreateMyClient();
  const { upload } = useClientPhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZMyClientProfile),
    defaultValues: { name: '', contactName: user.name, username: '', phone: user.phone ?? '', secondaryEmails: '', billingNotes: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { client } = await create.mutateAsync(values);
      if (photo) {
        try {
          await upload.mutateAsync({ id: client.id, file: photo });
        } catch (error) {
          toast.error(errorMessage(error, MESSAGES.failedUploadImage));
        }
      }
      toast.success(CLIENT_MESSAGES.profileCreated);
    } catch (error) {
      applyServerIssues(error, form.setError);
    }
  });

  return (
    <Card>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <CardHeader>
          <CardTitle>My Profile</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {create.error && <Alert variant="error">{errorMessage(create.error, CLIENT_MESSAGES.failedSaveProfile)}</Alert>}
          <div className="flex flex-wrap items-center gap-4">
            {preview ? (
              <img src={preview} alt="" className="size-20 rounded-full object-cover ring-1 ring-slate-200" />
            ) : (
              <ClientAvatar name={user.name} photo={null} size="lg" />
            )}
            <div className="space-y-1">
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (!file) return;
                  const problem = avatarFileProblem(file);
                  setPhotoProblem(problem);
                  if (!problem) setPhoto(file);
                }}
              />
              <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <Camera aria-hidden="true" />
                {photo ? 'Change photo' : 'Choose photo'}
              </Button>
              <p className="text-xs text-slate-600">An image under 2 MB.</p>
              {photoProblem && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {photoProblem}
                </p>
              )}
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Company Name" required error={errors.name?.message}>
              <Input autoComplete="organization" {...form.register('name')} />
            </Field>
            <Field label="Contact Name" error={errors.contactName?.message}>
              <Input autoComplete="name" {...form.register('contactName')} />
            </Field>
            <Field label="Primary Email" hint="Your login e-mail">
              <Input type="email" value={user.email} readOnly aria-readonly="true" className="bg-slate-50" />
            </Field>
            <Field label="Phone" error={errors.phone?.message}>
              <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
            </Field>
            <Field label="Username" error={errors.username?.message}>
              <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
            </Field>
          </div>
          <Field label="Secondary Emails (comma separated)" error={errors.secondaryEmails?.message}>
            <Input inputMode="email" autoCapitalize="none" spellCheck={false} {...form.register('secondaryEmails')} />
          </Field>
          <Field label="Billing Notes" hint="For example your billing address" error={errors.billingNotes?.message}>
            <Textarea rows={3} {...form.register('billingNotes')} />
          </Field>
        </CardContent>
        <CardFooter>
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            <UserRound aria-hidden="true" />
            Save Profile
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
