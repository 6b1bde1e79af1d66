/**
 * Cleaning teams: the inputs of /api/cleaning-teams (zod, shared with the team form). The output is
 * TCleaningTeam in ./linen.ts. Texts are trimmed; empty optional texts are stored as null.
 */
import { z } from 'zod';
import { isEmailAddress } from '../domain/clients';
import { isPhoneNumber, isTeamSpecialty, TEAM_MESSAGES as M, TEAM_RATING_MAX, TEAM_RATING_MIN } from '../domain/cleaning-teams';

/** GET /api/cleaning-teams?active=true|false&search= */
export const ZListTeamsQuery = z.object({
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
  search: z.string().trim().max(200, 'Search is too long').optional(),
});
export type TListTeamsQuery = z.input<typeof ZListTeamsQuery>;

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const ZTeamName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, 'Team name is too long');

const ZTeamEmail = optionalText(254, M.invalidEmail).refine((v) => !v || isEmailAddress(v), M.invalidEmail);
const ZTeamPhone = optionalText(40, 'Phone number is too long').refine((v) => !v || isPhoneNumber(v), M.invalidPhone);

const ZRating = z.number({ error: M.ratingRange }).int(M.ratingRange).min(TEAM_RATING_MIN, M.ratingRange).max(TEAM_RATING_MAX, M.ratingRange);

/** A list of specialties from the spec's list; repeats are kept once, in the list's order as given. */
const ZSpecialties = z
  .array(z.string({ error: M.unknownSpecialty }).trim().refine(isTeamSpecialty, M.unknownSpecialty), { error: M.unknownSpecialty })
  .max(20, M.unknownSpecialty)
  .transform((list) => [...new Set(list)]);

const teamFields = {
  name: ZTeamName,
  contactPerson: optionalText(200, 'Contact person is too long'),
  phone: ZTeamPhone,
  email: ZTeamEmail,
  address: optionalText(500, 'Address is too long'),
  specialties: ZSpecialties,
  rating: ZRating,
  isActive: z.boolean({ error: 'Active must be true or false' }),
  notes: optionalText(2000, 'Notes are too long'),
};

export const ZCreateTeam = z.object({
  ...teamFields,
  specialties: teamFields.specialties.default([]),
  rating: teamFields.rating.default(0),
  isActive: teamFields.isActive.default(true),
});
export type TCreateTeam = z.input<typeof ZCreateTeam>;
export type TCreateTeamOutput = z.output<typeof ZCreateTeam>;

/** Any of the fields; at least one. */
export const ZUpdateTeam = z
  .object({
    name: teamFields.name.optional(),
    contactPerson: teamFields.contactPerson,
    phone: teamFields.phone,
    email: teamFields.email,
    address: teamFields.address,
    specialties: teamFields.specialties.optional(),
    rating: teamFields.rating.optional(),
    isActive: teamFields.isActive.optional(),
    notes: teamFields.notes,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToUpdate);
export type TUpdateTeam = z.input<typeof ZUpdateTeam>;
export type TUpdateTeamOutput = z.output<typeof ZUpdateTeam>;

/** DELETE answers what happened: a team in use is deactivated instead. */
export const ZDeleteTeamResult = z.object({ outcome: z.enum(['deleted', 'deactivated']), message: z.string() });
export type TDeleteTeamResult = z.infer<typeof ZDeleteTeamResult>;
