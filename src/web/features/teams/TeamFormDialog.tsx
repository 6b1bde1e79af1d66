/**
 * 'Add Cleaning Team' / 'Edit Cleaning Team': the one form of a team. Name*, contact person, phone,
 * e-mail, address, specialties (the spec's eight), rating 0-5, active, notes. Validated by the same
 * zod schema as the server; the server's per-field messages land on the fields.
 */
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { toast } from 'sonner';
import { TEAM_MESSAGES as M, TEAM_RATING_MAX, TEAM_SPECIALTIES } from '@shared/domain/cleaning-teams';
import { ZCreateTeam, type TCreateTeam, type TCreateTeamOutput } from '@shared/schemas/cleaning-teams';
import type { TCleaningTeam } from '@shared/schemas/linen';
import { Alert, Button, Checkbox, Dialog, DialogActions, Field, Input, Select, Switch, Textarea } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { useCreateTeam } from './use-create-team';
import { useUpdateTeam } from './use-update-team';

export interface TeamFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team to edit; null to add one. */
  team: TCleaningTeam | null;
}

export function TeamFormDialog({ open, onOpenChange, team }: TeamFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={team ? 'Edit Cleaning Team' : 'Add Cleaning Team'}
      description={team ? `Change the details of ${team.name}.` : 'Add a cleaning-team partner that linen cards can be assigned to.'}
      size="lg"
    >
      {open && <TeamForm team={team} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

const RATING_OPTIONS = Array.from({ length: TEAM_RATING_MAX + 1 }, (_, n) => ({
  value: String(n),
  label: n === 0 ? 'Not rated (0)' : `${n} ${n === 1 ? 'star' : 'stars'}`,
}));

function TeamForm({ team, onDone }: { team: TCleaningTeam | null; onDone: () => void }) {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<TCreateTeam, unknown, TCreateTeamOutput>({
    resolver: zodResolver(ZCreateTeam),
    defaultValues: {
      name: team?.name ?? '',
      contactPerson: team?.contactPerson ?? '',
      phone: team?.phone ?? '',
      email: team?.email ?? '',
      address: team?.address ?? '',
      specialties: team?.specialties ?? [],
      rating: team?.rating ?? 0,
      isActive: team?.isActive ?? true,
      notes: team?.notes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    // Empty optional texts are sent as null so an edit clears them.
    const body: TCreateTeam = {
      ...values,
      contactPerson: values.contactPerson ?? null,
      phone: values.phone ?? null,
      email: values.email ?? null,
      address: values.address ?? null,
      notes: values.notes ?? null,
    };
    try {
      if (team) await update.mutateAsync({ id: team.id, body });
      else await create.mutateAsync(body);
      toast.success(team ? M.updated : M.created);
      onDone();
    } catch (error) {
      if (!applyServerIssues(error, form.setError)) setBanner(errorMessage(error, M.saveFailed));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Team Name" required error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Contact Person" error={errors.contactPerson?.message}>
          <Input autoComplete="name" {...form.register('contactPerson')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="Rating" error={errors.rating?.message}>
          <Select options={RATING_OPTIONS} {...form.register('rating', { setValueAs: (v: string) => Number(v) })} />
        </Field>
      </div>
      <Field label="Address" error={errors.address?.message}>
        <Textarea rows={2} autoComplete="street-address" {...form.register('address')} />
      </Field>
      <Controller
        control={form.control}
        name="specialties"
        render={({ field }) => {
          const value = field.value ?? [];
          return (
            <fieldset className="space-y-2" aria-invalid={errors.specialties ? true : undefined}>
              <legend className="text-sm font-medium text-slate-800">Specialties</legend>
              <div className="grid rounded-lg border border-slate-200 px-3 sm:grid-cols-2 sm:gap-x-4">
                {TEAM_SPECIALTIES.map((s) => (
                  <Checkbox
                    key={s}
                    label={s}
                    checked={value.includes(s)}
                    onCheckedChange={(on) => field.onChange(on === true ? [...value.filter((v) => v !== s), s] : value.filter((v) => v !== s))}
                  />
                ))}
              </div>
              {errors.specialties && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {errors.specialties.message ?? M.unknownSpecialty}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </Field>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label="Active"
            description="Only active teams can be assigned when a card moves to changeover."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <DialogActions busy={isSubmitting}>
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          {team ? 'Update Team' : 'Add Team'}
        </Button>
      </DialogActions>
    </form>
  );
}
