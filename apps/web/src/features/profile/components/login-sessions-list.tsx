import { Monitor, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { LoadingState } from '@/components/data-state';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { formatShortDate } from '@/lib/format';
import { useSessions, type LoginSession } from '../api/list-sessions';
import { useRevokeOtherSessions, useRevokeSession } from '../api/revoke-session';
import { formatLastUsed } from '../lib/last-used';
import { describeUserAgent } from '../lib/user-agent';
import { Outcome } from './change-password-form';

type Result = { ok: boolean; text: string } | null;

/** The dialog's body: the sessions (this device first), a Sign out per other one, and Sign out all others. */
export function LoginSessionsList() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [outcome, setOutcome] = useState<Result>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const confirmed = useRef(false);

  if (sessions.isPending) {
    return (
      <LoadingState label="Loading your sessions" rows={2} rowClassName="h-20 w-full" className="space-y-3" />
    );
  }
  if (sessions.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          Your sessions could not be loaded. {authErrorMessage(sessions.error)}
        </p>
        <Button type="button" variant="outline" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const others = sessions.data.filter((s) => !s.is_current);
  const busy = revoke.isPending || revokeOthers.isPending;

  const signOut = (session: LoginSession, device: string) => {
    setOutcome(null);
    revoke.mutate(
      { sessionId: session.id },
      {
        onSuccess: (ended) => {
          setOutcome({
            ok: true,
            text: ended ? `${device} has been signed out.` : 'That session had already ended.',
          });
          listRef.current?.focus();
        },
        onError: (err) =>
          setOutcome({ ok: false, text: `${device} could not be signed out. ${authErrorMessage(err)}` }),
      },
    );
  };

  const signOutOthers = () => {
    confirmed.current = true;
    setOutcome(null);
    revokeOthers.mutate(undefined, {
      onSuccess: () => setOutcome({ ok: true, text: 'All your other sessions have been signed out.' }),
      onError: (err) =>
        setOutcome({
          ok: false,
          text: `Your other sessions could not be signed out. ${authErrorMessage(err)}`,
        }),
    });
  };

  return (
    <div className="space-y-4">
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label="Your sessions"
        className="divide-y rounded-md border outline-none"
      >
        {sessions.data.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            now={sessions.dataUpdatedAt}
            pending={revoke.isPending && revoke.variables.sessionId === s.id}
            disabled={busy}
            onSignOut={signOut}
          />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No other sessions: your account is signed in only on this device.
        </p>
      ) : null}
      <Outcome outcome={outcome} />
      <ConfirmDialog
        trigger={
          others.length > 0 ? (
            <Button
              type="button"
              variant="outline"
              className="w-full text-destructive sm:w-auto"
              disabled={busy}
            >
              {revokeOthers.isPending ? 'Signing out...' : 'Sign out all other sessions'}
            </Button>
          ) : null
        }
        onCloseAutoFocus={(event) => {
          // After the sign-out its button is gone: the list takes the focus instead.
          if (!confirmed.current) return;
          confirmed.current = false;
          event.preventDefault();
          listRef.current?.focus();
        }}
        title="Sign out all other sessions?"
        description={`${
          others.length === 1
            ? 'The other device signed in to your account will be signed out.'
            : `The ${others.length} other devices signed in to your account will be signed out.`
        } This device stays signed in.`}
        action="Sign out all other sessions"
        destructive
        onConfirm={signOutOthers}
      />
    </div>
  );
}

function SessionItem({
  session,
  now,
  pending,
  disabled,
  onSignOut,
}: {
  session: LoginSession;
  now: number;
  pending: boolean;
  disabled: boolean;
  onSignOut: (session: LoginSession, device: string) => void;
}) {
  const device = describeUserAgent(session.user_agent);
  const Icon = / on (iOS|Android)$/.test(device) ? Smartphone : Monitor;
  const lastUsed = formatLastUsed(session.last_used_at, now);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {device}
            {session.is_current ? <Badge variant="success">This device</Badge> : null}
          </p>
          <p className="text-sm break-words text-muted-foreground">IP address {session.ip ?? 'unknown'}</p>
          <p className="text-sm text-muted-foreground">
            Signed in {formatShortDate(session.created_at)} ·{' '}
            {session.is_current ? 'Active now' : `Last used ${lastUsed}`}
          </p>
        </div>
      </div>
      {session.is_current ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full shrink-0 sm:w-auto"
          disabled={disabled}
          aria-label={`Sign out session: ${device}, last used ${lastUsed}`}
          onClick={() => onSignOut(session, device)}
        >
          {pending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
