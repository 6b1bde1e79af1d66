/** Quick actions: request a service, the calendar, properties and (when allowed) the linen board. */
import { Building2, CalendarDays, Plus, SquareKanban } from 'lucide-react';
import { Link } from 'react-router';
import type { PermissionFlags } from '@shared/domain/permissions';
import { Button, buttonClasses } from '@web/components/ui';

export function QuickActions({ flags, onRequest, canRequest }: { flags: PermissionFlags; onRequest: () => void; canRequest: boolean }) {
  const link = buttonClasses({ variant: 'outline', className: 'justify-start' });
  return (
    <nav aria-label="Quick actions" className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 lg:grid-cols-4">
      <Button className="justify-start" onClick={onRequest} disabled={!canRequest}>
        <Plus aria-hidden="true" />
        Request Linen Service
      </Button>
      <Link to="/calendar" className={link}>
        <CalendarDays aria-hidden="true" />
        View Calendar
      </Link>
      {flags.properties_view && (
        <Link to="/properties" className={link}>
          <Building2 aria-hidden="true" />
          Properties
        </Link>
      )}
      {flags.kanban_view && (
        <Link to="/kanban" className={link}>
          <SquareKanban aria-hidden="true" />
          Linen Board
        </Link>
      )}
    </nav>
  );
}
