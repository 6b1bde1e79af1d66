/**
 * The settings tabs (docs/product.md §1.2.3, §1.2.7): My Profile / Profile Update (with E-mail notifications), User Management /
 * Users & Permissions and Charges (super admins only; issue 18), Business details (super admins, read-only for
 * admins; issue 23), Security, My data (property owners only). One set of components for the shell's Settings
 * modal and the pages /settings and /admin/settings; on the page the tab is kept in ?tab=.
 */
import { canManageUsers, canReadBusinessDetails, canUseMyData } from '@shared/domain/abilities';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Archive, Building2, PoundSterling, Shield, UserRound, Users } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { NotificationsSection } from '@web/features/notifications/NotificationsSection';
import { BusinessDetailsTab } from './BusinessDetailsTab';
import { ChargesTab } from './ChargesTab';
import { ProfileTab } from './ProfileTab';
import { DevicesSection } from './DevicesSection';
import { MyDataTab } from './MyDataTab';
import { SecurityTab } from './SecurityTab';
import { UsersTab } from './UsersTab';
import { SettingsVariantContext, TAB_LABELS, type SettingsVariant } from './variant';

type Tab = 'profile' | 'users' | 'charges' | 'business' | 'security' | 'my-data';

function useTab(variant: SettingsVariant, allowed: Tab[]): [Tab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<Tab>('profile');
  const requested = (variant === 'page' ? params.get('tab') : local) as Tab | null;
  const tab = requested && allowed.includes(requested) ? requested : 'profile';
  const select = (next: string) => {
    if (variant === 'modal') return setLocal(next as Tab);
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next === 'profile') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };
  return [tab, select];
}

export default function SettingsPanel({ variant }: { variant: SettingsVariant }) {
  const me = useSession();
  const managesUsers = canManageUsers(subjectOf(me));
  // My data: a property owner's own export and erasure (never staff's or a super admin's).
  const isOwner = canUseMyData(subjectOf(me));
  const readsBusiness = canReadBusinessDetails(subjectOf(me));
  const allowed: Tab[] = [
    'profile',
    ...(managesUsers ? ['users' as const, 'charges' as const] : []),
    ...(readsBusiness ? ['business' as const] : []),
    'security',
    ...(isOwner ? ['my-data' as const] : []),
  ];
  const [tab, setTab] = useTab(variant, allowed);
  const labels = TAB_LABELS[variant];

  return (
    <SettingsVariantContext.Provider value={variant}>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="profile">
            <UserRound aria-hidden="true" />
            {labels.profile}
          </TabsTrigger>
          {managesUsers && (
            <TabsTrigger value="users">
              <Users aria-hidden="true" />
              {labels.users}
            </TabsTrigger>
          )}
          {managesUsers && (
            <TabsTrigger value="charges">
              <PoundSterling aria-hidden="true" />
              {labels.charges}
            </TabsTrigger>
          )}
          {readsBusiness && (
            <TabsTrigger value="business">
              <Building2 aria-hidden="true" />
              {labels.business}
            </TabsTrigger>
          )}
          <TabsTrigger value="security">
            <Shield aria-hidden="true" />
            {labels.security}
          </TabsTrigger>
          {isOwner && (
            <TabsTrigger value="my-data">
              <Archive aria-hidden="true" />
              {labels.myData}
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="profile">
          <div className="space-y-6">
            <ProfileTab />
            <NotificationsSection />
          </div>
        </TabsContent>
        {managesUsers && (
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
        )}
        {managesUsers && (
          <TabsContent value="charges">
            <ChargesTab />
          </TabsContent>
        )}
        {readsBusiness && (
          <TabsContent value="business">
            <BusinessDetailsTab />
          </TabsContent>
        )}
        <TabsContent value="security">
          <div className="space-y-6">
            <SecurityTab />
            <DevicesSection />
          </div>
        </TabsContent>
        {isOwner && (
          <TabsContent value="my-data">
            <MyDataTab />
          </TabsContent>
        )}
      </Tabs>
    </SettingsVariantContext.Provider>
  );
}
