import { createContext, useContext } from 'react';

/** Where the settings are shown: the shell's modal or the full page (headings and labels differ). */
export type SettingsVariant = 'modal' | 'page';

export const SettingsVariantContext = createContext<SettingsVariant>('page');

export function useSettingsVariant(): SettingsVariant {
  return useContext(SettingsVariantContext);
}

export const TAB_LABELS: Record<SettingsVariant, { profile: string; users: string; charges: string; business: string; security: string; myData: string }> = {
  modal: { profile: 'Profile Update', users: 'Users & Permissions', charges: 'Charges', business: 'Business details', security: 'Security', myData: 'My data' },
  page: { profile: 'My Profile', users: 'User Management', charges: 'Charges', business: 'Business details', security: 'Security', myData: 'My data' },
};
