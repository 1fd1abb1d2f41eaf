import { Globe, KeyRound, Shield } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/use-auth';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { LoginSessionsDialog, openLoginSessions } from '../components/login-sessions';
import { ProfileForm } from '../components/profile-form';
import { InertSettingsCard, type InertSetting } from '../components/inert-settings-card';
import { openTwoFactor, TwoFactorDialog } from '../components/two-factor-settings';

const SITE: readonly InertSetting[] = [
  { label: 'Site Title', description: 'The name shown in the header and browser tabs' },
  { label: 'Site Description', description: 'A short summary used by search engines' },
  { label: 'Site URL', description: 'The public address of the site' },
  { label: 'Timezone', description: 'Used for publish dates and schedules' },
];

const SECURITY: readonly InertSetting[] = [
  {
    label: 'Password',
    description: 'Change the password you sign in with',
    // Issue 25: the password is changed in the Sign-in details card; Configure takes the keyboard there.
    onConfigure: () => {
      const form = document.getElementById('change-password');
      form?.scrollIntoView({ block: 'start' });
      form?.querySelector('input')?.focus();
    },
  },
  // Issue 25: set up an authenticator app (admins also require it for staff here).
  {
    label: 'Two-Factor Authentication',
    description: 'Add a second step to signing in',
    onConfigure: openTwoFactor,
  },
  // Issue 25: the sessions list, in a dialog (sign out any or all other sessions).
  {
    label: 'Login Sessions',
    description: 'See and end your signed-in sessions',
    onConfigure: openLoginSessions,
  },
  { label: 'API Keys', description: 'Keys for connecting other services' },
];

/** Admin settings (SPEC §2): the signed-in user's own profile, and the not-yet-configurable site cards. */
export function Component() {
  const { user, profile } = useAuth();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>Settings | Admin</title>
      <div>
        <h1 className="text-2xl font-bold">Settings</h1>
        <p className="text-muted-foreground">Manage your profile and site settings</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Your name and details as staff and readers see them</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm profile={profile} email={user?.email ?? ''} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5" aria-hidden="true" />
            Sign-in details
          </CardTitle>
          <CardDescription>Your password and the e-mail address you sign in with</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8 md:grid-cols-2">
          <ChangePasswordForm />
          <ChangeEmailForm email={user?.email ?? ''} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <InertSettingsCard
          title="Site Settings"
          description="General settings of the website"
          icon={Globe}
          settings={SITE}
        />
        <InertSettingsCard
          title="Security"
          description="Keep your account safe"
          icon={Shield}
          settings={SECURITY}
        />
        <LoginSessionsDialog />
        <TwoFactorDialog />
      </div>
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        Full settings management and SEO/social settings are coming later.
      </p>
    </div>
  );
}
