/** Profile queries that users.repo does not have. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userAvatars } from '../../db/schema';

export async function deleteAvatar(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.delete(userAvatars).where(eq(userAvatars.userId, userId)).returning({ userId: userAvatars.userId });
  return rows.length > 0;
}
