import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { TUserListItem } from '@shared/schemas/users';
import { Button } from '@web/components/ui';

export interface UserRowActionsProps {
  user: TUserListItem;
  isSelf: boolean;
  onEdit: (user: TUserListItem) => void;
  onSetPassword: (user: TUserListItem) => void;
  onDelete: (user: TUserListItem) => void;
}

/** Edit, set a new password (passwords are never shown) and delete; only edit on your own row. */
export function UserRowActions({ user, isSelf, onEdit, onSetPassword, onDelete }: UserRowActionsProps) {
  const who = user.name || user.email;
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${who}`} title="Edit user" onClick={() => onEdit(user)}>
        <Pencil aria-hidden="true" />
      </Button>
      {!isSelf && (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Set password for ${who}`}
            title="Set a new password"
            onClick={() => onSetPassword(user)}
          >
            <KeyRound aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete ${who}`}
            title="Delete user"
            onClick={() => onDelete(user)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      )}
    </div>
  );
}
