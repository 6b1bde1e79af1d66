/** What the linen card services need of the app's dependencies. */
import type { AppDeps } from '../../lib/context';

export type LinenDeps = Pick<AppDeps, 'db' | 'now'>;
