import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Menu, MENU_ITEM, MenuSeparator } from '@/components/ui/menu';
import { notifyError } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

// The public header's account entries for a signed-in visitor (issue 25): the same three for every role —
// staff reach their screens through SPEC's 'Admin' link beside it, so a learner is offered nothing staff-only.
// Loaded only once a session exists (site-header.tsx imports it lazily): a signed-out visitor's first load
// carries none of it. Not under components/layouts/, whose modules all go into the site's shell file
// (build/chunks.ts).

export const ACCOUNT_LINKS = [
  { label: 'My learning', to: paths.education.href() },
  { label: 'Settings', to: paths.adminSettings.href() },
] as const;

/** The header's width for the menu button, kept by its placeholder while this module loads (no shift). */
export const ACCOUNT_BUTTON_WIDTH = 'w-28';

export interface AccountEntriesProps {
  /**
   * Told `true` just before signing out (the Sign In link that replaces these entries then takes focus) and
   * `false` if signing out failed.
   */
  onSigningOut(pending: boolean): void;
  /** Called when an entry is chosen (the phone menu closes). */
  onNavigate?(): void;
}

function useAccount(onSigningOut: (pending: boolean) => void) {
  const { user, profile, signOut } = useAuth();
  const name = profile?.full_name || user?.email || '';
  const signOutHere = async () => {
    onSigningOut(true);
    let error: Error | null;
    try {
      ({ error } = await signOut());
    } catch (err) {
      error = err instanceof Error ? err : new Error(String(err));
    }
    if (error) {
      onSigningOut(false);
      notifyError('Sign out failed', error.message);
    }
  };
  return { name, signOut: signOutHere };
}

function SignedInAs({ name, inset = 'px-2' }: { name: string; inset?: string }) {
  return (
    <p className={`${inset} py-1.5 text-xs text-muted-foreground`}>
      Signed in as <span className="font-medium break-all text-foreground">{name}</span>
    </p>
  );
}

/** Desktop: an 'Account' button opening a menu of My learning, Settings and Sign out. */
export function AccountMenu({ onSigningOut }: AccountEntriesProps) {
  const { name, signOut } = useAccount(onSigningOut);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="relative">
      <Button
        ref={button}
        id={`${id}-button`}
        size="sm"
        variant="ghost"
        className={ACCOUNT_BUTTON_WIDTH}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((o) => (o ? false : 'first'))}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
          e.preventDefault();
          setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
        }}
      >
        Account <ChevronDown aria-hidden="true" />
      </Button>
      {open && (
        <Menu
          id={`${id}-menu`}
          labelledBy={`${id}-button`}
          trigger={button}
          focus={open}
          onClose={close}
          className="absolute right-0 top-full mt-2 max-w-72"
          heading={<SignedInAs name={name} />}
        >
          <MenuSeparator />
          {ACCOUNT_LINKS.map((l) => (
            <Link key={l.to} to={l.to} role="menuitem" tabIndex={-1} className={MENU_ITEM} onClick={close}>
              {l.label}
            </Link>
          ))}
          <MenuSeparator />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={MENU_ITEM}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            Sign out
          </button>
        </Menu>
      )}
    </div>
  );
}

const PHONE_ENTRY =
  'rounded-md px-2.5 py-2 text-left text-sm font-medium text-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The phone menu: the same entries as a labelled group of plain links and a button (no menu in a menu). */
export function AccountLinks({ onSigningOut, onNavigate }: AccountEntriesProps) {
  const { name, signOut } = useAccount(onSigningOut);
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="mt-2 flex flex-col gap-1 border-t pt-3">
      <p id={id} className="px-2.5 text-sm font-semibold">
        Account
      </p>
      <SignedInAs name={name} inset="px-2.5" />
      {ACCOUNT_LINKS.map((l) => (
        <Link key={l.to} to={l.to} className={PHONE_ENTRY} onClick={onNavigate}>
          {l.label}
        </Link>
      ))}
      <button type="button" className={PHONE_ENTRY} onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}
