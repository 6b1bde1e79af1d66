import { createContext, useContext } from 'react';

/** What a <Field> tells the control inside it: its id, the ids describing it and whether it is invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/** Merges the surrounding Field's id/aria props under the control's own props (own props win). */
export function useFieldControl<P extends { id?: string; required?: boolean }>(props: P): P & Partial<FieldControlProps> {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field['aria-describedby'], (props as { 'aria-describedby'?: string })['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? field.required,
    'aria-invalid': (props as { 'aria-invalid'?: true })['aria-invalid'] ?? field['aria-invalid'],
    'aria-describedby': describedBy || undefined,
  };
}
