/** One cleaning team: name, rating, active flag, specialties, contact details, notes and (for managers) its actions. */
import type { ReactNode } from 'react';
import { Mail, MapPin, Pencil, Phone, Power, PowerOff, Trash2, UserRound } from 'lucide-react';
import type { TCleaningTeam } from '@shared/schemas/linen';
import { Badge, Button } from '@web/components/ui';
import { EmailAddress } from '@web/components/EmailAddress';
import { RatingStars } from './RatingStars';

export interface TeamCardProps {
  team: TCleaningTeam;
  canManage: boolean;
  busy: boolean;
  onEdit: (team: TCleaningTeam) => void;
  onToggleActive: (team: TCleaningTeam) => void;
  onDelete: (team: TCleaningTeam) => void;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-slate-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] text-slate-800">{children}</dd>
    </div>
  );
}

export function TeamCard({ team, canManage, busy, onEdit, onToggleActive, onDelete }: TeamCardProps) {
  const headingId = `team-${team.id}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
              {team.name}
            </h2>
            <RatingStars rating={team.rating} />
          </div>
          {team.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>}
        </div>

        {team.specialties.length > 0 && (
          <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
            {team.specialties.map((s) => (
              <li key={s}>
                <Badge variant="info">{s}</Badge>
              </li>
            ))}
          </ul>
        )}

        <dl className="space-y-1.5 text-sm">
          {team.contactPerson && (
            <Detail icon={<UserRound aria-hidden="true" className="size-4" />} label="Contact person">
              {team.contactPerson}
            </Detail>
          )}
          {team.phone && (
            <Detail icon={<Phone aria-hidden="true" className="size-4" />} label="Phone">
              <a className="underline-offset-2 hover:underline" href={`tel:${team.phone.replace(/[^+\d]/g, '')}`}>
                {team.phone}
              </a>
            </Detail>
          )}
          {team.email && (
            <Detail icon={<Mail aria-hidden="true" className="size-4" />} label="Email">
              <a className="underline-offset-2 hover:underline" href={`mailto:${team.email}`}>
                <EmailAddress email={team.email} />
              </a>
            </Detail>
          )}
          {team.address && (
            <Detail icon={<MapPin aria-hidden="true" className="size-4" />} label="Address">
              {team.address}
            </Detail>
          )}
        </dl>

        {team.notes && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{team.notes}</p>
        )}

        {team.assignedCards > 0 && (
          <p className="text-sm text-slate-600">
            Assigned to {team.assignedCards} linen {team.assignedCards === 1 ? 'card' : 'cards'}
          </p>
        )}
      </div>

      {canManage && (
        <div className="flex flex-wrap gap-2 border-t border-slate-200 px-5 py-3">
          <Button variant="outline" size="sm" onClick={() => onEdit(team)} disabled={busy} aria-label={`Edit ${team.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onToggleActive(team)}
            disabled={busy}
            aria-label={`${team.isActive ? 'Deactivate' : 'Activate'} ${team.name}`}
          >
            {team.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
            {team.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={() => onDelete(team)}
            disabled={busy}
            aria-label={`Delete ${team.name}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
