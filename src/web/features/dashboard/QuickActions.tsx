/**
 * Quick actions: request a service, the calendar, the owner's Client Portal (Getting Started, Payments
 * due; issue 19 M8), properties and (when allowed) the linen board.
 */
import { Building2, CalendarDays, LayoutDashboard, Plus, SquareKanban } from 'lucide-react';
import { Link } from 'react-router';
import { canListProperties, canViewBoard, type Subject } from '@shared/domain/abilities';
import { Button, buttonClasses } from '@web/components/ui';

export function QuickActions({
  who,
  onRequest,
  canRequest,
  showPortal,
}: {
  who: Subject;
  onRequest: () => void;
  canRequest: boolean;
  /** Property owners have a portal of their own (super admins open each client's from Clients). */
  showPortal: boolean;
}) {
  const link = buttonClasses({ variant: 'outline', className: 'justify-start' });
  return (
    <nav aria-label="Quick actions" className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <Button className="justify-start" onClick={onRequest} disabled={!canRequest}>
        <Plus aria-hidden="true" />
        Request Linen Service
      </Button>
      <Link to="/calendar" className={link}>
        <CalendarDays aria-hidden="true" />
        View Calendar
      </Link>
      {showPortal && (
        <Link to="/portal" className={link}>
          <LayoutDashboard aria-hidden="true" />
          Client Portal
        </Link>
      )}
      {canListProperties(who) && (
        <Link to="/properties" className={link}>
          <Building2 aria-hidden="true" />
          Properties
        </Link>
      )}
      {canViewBoard(who) && (
        <Link to="/kanban" className={link}>
          <SquareKanban aria-hidden="true" />
          Linen Board
        </Link>
      )}
    </nav>
  );
}
