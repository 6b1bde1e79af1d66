/**
 * The courier app's web app manifest and icons (issue 22 item 1, decision 0188). The build writes the
 * manifest and draws the icons (vite-plugins/courier-app.ts); the courier screen links them
 * (courier-app.ts), so only it offers to be installed.
 */
import { COURIER_APP_START } from './courier-app-scope';

/** The app's brand colours (styles.css): brand-700, the theme-color of index.html, and slate-50, the shell's background. */
export const COURIER_APP_COLOURS = { theme: '#0f766e', background: '#f8fafc' } as const;

export interface CourierIcon {
  src: string;
  size: number;
  /** 'maskable': drawn to the edge, the mark inside the middle 80% that every mask keeps. */
  purpose: 'any' | 'maskable';
}

export const COURIER_APP_ICONS: readonly CourierIcon[] = [
  { src: '/icons/courier-192.png', size: 192, purpose: 'any' },
  { src: '/icons/courier-512.png', size: 512, purpose: 'any' },
  { src: '/icons/courier-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** What iOS puts on the home screen (it reads no manifest icons). */
export const APPLE_TOUCH_ICON: CourierIcon = { src: '/icons/courier-180.png', size: 180, purpose: 'maskable' };

export const COURIER_APP_MANIFEST = {
  id: COURIER_APP_START,
  name: 'Linen Courier',
  short_name: 'Courier',
  description: 'Collect, return and deliver linen bags, with or without signal.',
  lang: 'en-GB',
  start_url: COURIER_APP_START,
  // The whole site: signing in again (/login) and the shell's other screens stay inside the installed
  // app; on iOS a page outside the scope opens in a browser sheet that has not the app's session.
  scope: '/',
  display: 'standalone',
  theme_color: COURIER_APP_COLOURS.theme,
  background_color: COURIER_APP_COLOURS.background,
  icons: COURIER_APP_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
};
