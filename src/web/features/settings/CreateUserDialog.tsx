import { useState } from 'react';
import { personalInputs } from '@shared/domain/password-inputs';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MESSAGES } from '@shared/constants';
import { ZCreateUser, type TCreateUser } from '@shared/schemas/users';
import { Alert, Button, Dialog, Field, Input } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { PasswordHints } from './PasswordHints';
import { RoleField } from './RoleField';
import { useCreateUser } from './use-create-user';

const empty = { email: '', password: '', name: '', role: '' } as unknown as TCreateUser;

/** 'Create New User': e-mail, password, full name and role, all required (docs/product.md §1.5). */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateUser();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<TCreateUser, unknown, z.output<typeof ZCreateUser>>({
    resolver: zodResolver(ZCreateUser),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' }) as string;
  const [email, password, name] = useWatch({ control: form.control, name: ['email', 'password', 'name'] });

  function close(next: boolean) {
    if (create.isPending) return;
    if (!next) {
      form.reset(empty);
      setBanner(null);
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const { user } = await create.mutateAsync(values);
      toast.success(MESSAGES.userCreated(user.email));
      close(false);
    } catch (error) {
      if (!applyServerIssues(error, form.setError)) setBanner(errorMessage(error, MESSAGES.failedCreateUser));
    }
  });

  const formId = 'create-user-form';
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Create New User"
      description="The new user can sign in at once with this e-mail and password."
      hideClose={create.isPending}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending} loadingText="Creating...">
            Create User
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        {banner && <Alert variant="error">{banner}</Alert>}
        <Field label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label="Password" required error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <PasswordHints password={password} userInputs={personalInputs({ email, name })} />
        <Field label="Full Name" required error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <RoleField registration={form.register('role')} value={role} error={errors.role?.message} />
      </form>
    </Dialog>
  );
}
