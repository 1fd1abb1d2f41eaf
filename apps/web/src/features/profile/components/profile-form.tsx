import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notify, notifyError } from '@/components/ui/toaster';
import type { Profile } from '@/lib/auth/auth-context';
import { profileSchema, useUpdateProfile, type ProfileInput } from '../api/update-profile';
import { saveErrorMessage } from '../lib/save-error';
import { ProfileAvatar } from './profile-avatar';

const EMPTY: ProfileInput = { full_name: '', username: '', bio: '', avatar_url: '' };

const toValues = (profile: Profile): ProfileInput => ({
  full_name: profile.full_name ?? '',
  username: profile.username ?? '',
  bio: profile.bio ?? '',
  avatar_url: profile.avatar_url ?? '',
});

/** SPEC §2 profile card: the form loads from the profile when it arrives (and again after a save). */
export function ProfileForm({ profile, email }: { profile: Profile | null; email: string }) {
  const values = useMemo(() => (profile ? toValues(profile) : undefined), [profile]);
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: EMPTY, values });
  const [fullName, username, avatarUrl] = useWatch({
    control: form.control,
    name: ['full_name', 'username', 'avatar_url'],
  });
  const save = useUpdateProfile();
  const ids = { email: useId(), role: useId(), roleNote: useId() };

  const onSubmit = (input: ProfileInput) =>
    save.mutate(input, {
      onSuccess: () => notify('Profile updated successfully'),
      onError: (err) => {
        console.error('Error updating profile:', err);
        notifyError('Failed to update profile', saveErrorMessage(err));
      },
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6" aria-label="Profile">
        <ProfileAvatar avatarUrl={avatarUrl} fullName={fullName} username={username} email={email} />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            control={form.control}
            name="full_name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Full Name</FormLabel>
                <FormControl>
                  <Input autoComplete="name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="username"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Username</FormLabel>
                <FormControl>
                  <Input autoComplete="username" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        {/* Read-only facts of the account, not form fields: neither is ever sent with the profile. */}
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={ids.email}>Email</Label>
            <Input id={ids.email} type="email" value={email} readOnly className="bg-muted" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.role}>Role</Label>
            <Input
              id={ids.role}
              value={profile?.role ?? 'contributor'}
              readOnly
              aria-describedby={ids.roleNote}
              className="bg-muted capitalize"
            />
            <p id={ids.roleNote} className="text-sm text-muted-foreground">
              Role changes require administrator approval
            </p>
          </div>
        </div>
        <FormField
          control={form.control}
          name="bio"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Bio</FormLabel>
              <FormControl>
                <Textarea className="min-h-[100px]" placeholder="Tell us about yourself" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </Form>
  );
}
