import { Camera } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { avatarInitials } from '../lib/initials';

/** The picture (or initials) and the upload button, disabled for now (SPEC §2). */
export function ProfileAvatar({
  avatarUrl,
  fullName,
  username,
  email,
}: {
  avatarUrl: string;
  fullName: string;
  username: string;
  email: string;
}) {
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div
        className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
        data-testid="avatar"
      >
        {avatarUrl ? (
          <img src={avatarUrl} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{avatarInitials(fullName, username, email)}</span>
        )}
      </div>
      <div className="space-y-1 text-center sm:text-left">
        <Button type="button" variant="outline" size="sm" disabled aria-describedby="avatar-upload-note">
          <Camera aria-hidden="true" />
          Change Avatar
        </Button>
        <p id="avatar-upload-note" className="text-sm text-muted-foreground">
          Avatar upload temporarily disabled
        </p>
      </div>
    </div>
  );
}
