import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@web/components/ui';
import { PasswordHints } from './PasswordHints';

export interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: string; confirmPassword?: string };
  /** The new password as typed, for the requirement hints. */
  password: string;
  /** The user's e-mail and name, refused as a password. */
  userInputs: readonly string[];
}

/** 'New Password' and 'Confirm New Password' with the requirement hints (Security tab and Set Password). */
export function NewPasswordFields({ newPassword, confirmPassword, errors, password, userInputs }: NewPasswordFieldsProps) {
  return (
    <>
      <Field label="New Password" required error={errors.newPassword}>
        <Input type="password" autoComplete="new-password" {...newPassword} />
      </Field>
      <Field label="Confirm New Password" required error={errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...confirmPassword} />
      </Field>
      <PasswordHints password={password} userInputs={userInputs} />
    </>
  );
}
