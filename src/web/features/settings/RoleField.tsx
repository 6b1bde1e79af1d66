import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Select } from '@web/components/ui';
import { ROLE_OPTIONS, roleDescription } from './roles';

export interface RoleFieldProps {
  registration: UseFormRegisterReturn;
  value: string;
  error?: string;
  disabled?: boolean;
  /** Shown instead of the role's description, e.g. why the select is disabled. */
  note?: string;
}

/** The role select; the chosen role's description is shown under it. */
export function RoleField({ registration, value, error, disabled, note }: RoleFieldProps) {
  const description = note ?? roleDescription(value);
  return (
    <Field label="Role" required error={error} hint={description}>
      <Select options={ROLE_OPTIONS} placeholder={value ? undefined : 'Select a role'} disabled={disabled} {...registration} />
    </Field>
  );
}
