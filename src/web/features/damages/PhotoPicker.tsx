/** A photo picker that opens the phone's camera (accept image/*, capture environment) or the file chooser. */
import { useId, useRef } from 'react';
import { Camera } from 'lucide-react';
import { buttonClasses } from '@web/components/ui';
import { cn } from '@web/lib/cn';

export function PhotoPicker({
  label,
  disabled,
  multiple = false,
  onPick,
}: {
  label: string;
  disabled?: boolean;
  multiple?: boolean;
  onPick: (files: File[]) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label
        htmlFor={id}
        className={buttonClasses({
          variant: 'outline',
          size: 'sm',
          className: cn(
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
            disabled ? 'pointer-events-none opacity-50' : 'cursor-pointer',
          ),
        })}
      >
        <Camera aria-hidden="true" />
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (input.current) input.current.value = '';
          if (files.length) onPick(files);
        }}
      />
    </div>
  );
}
