/**
 * A client's row actions (docs/product.md §1.2.5): Client Portal, view details, edit, convert to customer
 * (not for customers) and delete — each shown only when the flags allow it. The spec's 'access portal'
 * opened the same thing as 'Client Portal', so it is one entry (issue 19, low; decision 0167): the
 * owner's own client opens their portal (/portal), any other client the 'Client Portal' dialog.
 */
import { DropdownMenu } from 'radix-ui';
import { Ellipsis, Eye, LayoutDashboard, Pencil, Trash2, UserCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import type { TClient } from '@shared/schemas/clients';
import { Button } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import type { ClientAbilities } from '@shared/domain/abilities';

export interface ClientActionHandlers {
  onPortal: (client: TClient) => void;
  onDetails: (client: TClient) => void;
  onEdit: (client: TClient) => void;
  onConvert: (client: TClient) => void;
  onDelete: (client: TClient) => void;
}

interface Action {
  key: string;
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  run: () => void;
  danger?: boolean;
}

function actionsFor(client: TClient, can: ClientAbilities, handlers: ClientActionHandlers): Action[] {
  const actions: (Action | false)[] = [
    { key: 'portal', label: 'Client Portal', icon: LayoutDashboard, run: () => handlers.onPortal(client) },
    { key: 'details', label: 'View details', icon: Eye, run: () => handlers.onDetails(client) },
    can.edit && { key: 'edit', label: 'Edit', icon: Pencil, run: () => handlers.onEdit(client) },
    can.convert && { key: 'convert', label: 'Convert to customer', icon: UserCheck, run: () => handlers.onConvert(client) },
    can.delete && { key: 'delete', label: 'Delete', icon: Trash2, run: () => handlers.onDelete(client), danger: true },
  ];
  return actions.filter((a): a is Action => Boolean(a));
}

/** Every action of a client in one menu, so the table's eight columns fit beside the sidebar. */
export function ClientActionsMenu({
  client,
  can,
  handlers,
  busy,
}: {
  client: TClient;
  can: ClientAbilities;
  handlers: ClientActionHandlers;
  busy?: boolean;
}) {
  const actions = actionsFor(client, can, handlers);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="icon" title="Actions" aria-label={`Actions: ${client.name}`} disabled={busy}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {actions.map((action) => {
            const Icon = action.icon;
            return (
              <DropdownMenu.Item
                key={action.key}
                onSelect={action.run}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none select-none md:min-h-9',
                  'data-[highlighted]:bg-slate-100 [&_svg]:size-4',
                  action.danger ? 'text-red-700 data-[highlighted]:bg-red-50' : 'text-slate-800',
                )}
              >
                <Icon aria-hidden="true" />
                {action.label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
