import type { Me } from './me';

/**
 * The shape of the shell's red dots, shared by the shell (app/navigation) and the features whose
 * hooks feed them. It lives in lib so that a feature never imports app/.
 */
export type NavBadgeKey = 'vcm' | 'profiling' | 'registrations';
export type NavBadges = Partial<Record<NavBadgeKey, boolean>>;

/**
 * A hook that says which dots to show, usually from a polled "check" query. It runs inside the
 * shell on every page, with the signed-in user, so it must return quickly and must not suspend.
 */
export type NavBadgeSource = (me: Me) => NavBadges;
