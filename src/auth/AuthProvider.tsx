import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { auth } from '../firebase/app';
import i18n from '../i18n';
import { isOnline } from '../lib/network';
import { errorCode, signInErrorKey } from './authErrors';
import { clearSessionRecord, isSessionFresh, readSessionRecord, touchSessionRecord, writeSessionRecord } from './session';
import type { RefusalReason, SessionUser } from './sessionUser';

/** Why the person is on the sign-in screen, shown there as a message. */
export type SignInNotice = RefusalReason | 'expired' | 'signedOut';

type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut'; notice: SignInNotice | null }
  | { status: 'signedIn'; user: SessionUser };

export type SignInResult = { ok: true; user: SessionUser } | { ok: false; messageKey: string };

interface AuthContextValue {
  state: AuthState;
  signIn(email: string, password: string): Promise<SignInResult>;
  /**
   * Ends the session, clears this device's cached data and reloads to /login (docs/offline.md).
   * Resolves false when the person chose to stay signed in (changes on this device not yet sent).
   */
  signOut(notice?: SignInNotice): Promise<boolean>;
  sendPasswordReset(email: string): Promise<{ ok: true } | { ok: false; messageKey: string }>;
  /** Refreshes the session timestamp; returns false (and signs out) when the session has expired. */
  visitProtectedRoute(): boolean;
  clearNotice(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const loadProfileApi = () => import('./profileApi');

/** Starts fetching the profile reader (and with it the Firestore SDK) before the session is restored. */
export function preloadProfileApi(): void {
  void loadProfileApi().catch(() => undefined);
}

async function readProfile(uid: string) {
  return (await loadProfileApi()).readProfile(uid);
}

// Firestore's persistent cache is cleared at sign-out by a module loaded then (with the Firestore SDK).
const loadLocalData = () => import('./localData');

// Sign-out reloads the page (a cleared Firestore cannot be used again): the reason to show on the
// sign-in screen crosses the reload in sessionStorage.
const NOTICE_KEY = 'auth.signInNotice';
const NOTICES: readonly string[] = ['noProfile', 'inactive', 'unknownRole', 'noScreens', 'expired', 'signedOut'];

function carryNotice(notice: SignInNotice | null): void {
  try {
    if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
  } catch {
    // No sessionStorage (private mode): the sign-in screen shows no reason.
  }
}

function takeCarriedNotice(): SignInNotice | null {
  try {
    const notice = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return notice && NOTICES.includes(notice) ? (notice as SignInNotice) : null;
  } catch {
    return null;
  }
}

/** How a sign-out ended: the person chose to stay, the cache was kept, or the page is reloading. */
type LeaveOutcome = 'stayed' | 'kept' | 'reloading';

/** The profile could not be read because neither the server nor this device's cache had it offline. */
function unreachable(error: unknown): boolean {
  return !isOnline() || errorCode(error) === 'unavailable';
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  // While signIn() runs it decides the outcome itself; the auth observer stays out of the way.
  const signInRunning = useRef(false);
  // A sign-out that clears the cache and reloads is under way: nothing else ends the session meanwhile.
  const leaving = useRef<Promise<LeaveOutcome> | null>(null);
  // Whether this page has had a signed-in person (their data may be in the cache).
  const hadSession = useRef(false);
  useEffect(() => {
    if (state.status === 'signedIn') hadSession.current = true;
  }, [state.status]);

  const endSession = useCallback(async (notice: SignInNotice | null) => {
    clearSessionRecord();
    if (auth.currentUser) await firebaseSignOut(auth);
    // A second, reasonless end (e.g. the observer seeing the sign-out) keeps the first one's reason.
    setState((current) =>
      current.status === 'signedOut' && current.notice && !notice ? current : { status: 'signedOut', notice },
    );
  }, []);

  /**
   * Ends a session whose data may be on this device: deletes Firestore's persistent cache, so the
   * next person on a shared device finds none of it, then reloads to /login (docs/offline.md).
   * Writes kept on this device and not yet sent would be deleted with it: an explicit sign-out
   * (`ask`) asks first; a timed-out session keeps the cache instead (the writes go out at the next
   * sign-in); a refused account (deactivated, role removed) clears it all the same.
   */
  const leave = useCallback(
    (notice: SignInNotice | null, ask: boolean): Promise<LeaveOutcome> => {
      if (leaving.current) return leaving.current;
      const run = (async () => {
        const localData = await loadLocalData().catch((error: unknown) => {
          console.error('sign-out: the cache module did not load', error);
          return null;
        });
        const sent = localData ? await localData.writesAllSent(isOnline() ? 3000 : 300).catch(() => true) : true;
        if (!sent && ask) {
          const { confirmDialog } = await import('../components/confirm');
          const go = await confirmDialog({
            title: i18n.t('offline.signOutTitle'),
            text: i18n.t('offline.signOutText'),
            confirmText: i18n.t('offline.signOutConfirm'),
            cancelText: i18n.t('offline.signOutCancel'),
            danger: true,
          });
          if (!go) return 'stayed';
        }
        if (!localData || (!sent && notice === 'expired')) {
          await endSession(notice);
          return 'kept';
        }
        clearSessionRecord();
        try {
          if (!(await localData.clearLocalData())) console.warn('sign-out: the cache was not cleared in time');
        } catch (error) {
          console.error('sign-out: clearing the cache failed', error);
        }
        if (auth.currentUser) await firebaseSignOut(auth).catch((error: unknown) => console.error('sign-out', error));
        carryNotice(notice);
        window.location.replace('/login');
        return 'reloading';
      })();
      leaving.current = run;
      // Until the page reloads, nothing else ends the session; otherwise this page goes on.
      run.then(
        (outcome) => {
          if (outcome === 'kept') hadSession.current = false;
          if (outcome !== 'reloading') leaving.current = null;
        },
        (error: unknown) => {
          console.error('sign-out', error);
          leaving.current = null;
        },
      );
      return run;
    },
    [endSession],
  );

  useEffect(() => {
    let stopWaiting: (() => void) | null = null;
    const stop = onAuthStateChanged(auth, (firebaseUser) => {
      stopWaiting?.();
      stopWaiting = null;
      if (signInRunning.current || leaving.current) return;
      if (!firebaseUser) {
        // Signed out in another tab: this tab's cache is being deleted under it; start afresh.
        if (hadSession.current) {
          void leave('signedOut', false);
          return;
        }
        setState((current) => (current.status === 'signedOut' ? current : { status: 'signedOut', notice: takeCarriedNotice() }));
        return;
      }
      // Start-up: the stored user is restored only if its record is under 24 hours old.
      const record = readSessionRecord();
      if (!record || record.userId !== firebaseUser.uid || !isSessionFresh(record, Date.now())) {
        // The last person's data may still be cached on this device: clear it too.
        void leave(record ? 'expired' : null, false);
        return;
      }
      const restore = () =>
        readProfile(firebaseUser.uid).then(
          (check) => {
            if (check.ok) setState({ status: 'signedIn', user: check.user });
            // Refused at start-up (deactivated, role removed): the device may hold this person's
            // cached data, so it is cleared as on sign-out, not only the session ended.
            else void leave(check.reason, false);
          },
          (error: unknown) => {
            if (!unreachable(error)) {
              void leave(null, false);
              return;
            }
            // Offline, and the profile is not cached on this device: wait for the connection
            // (the loading screen says so) instead of signing the person out.
            console.warn('profile: offline and not cached; waiting for the connection', error);
            const retry = () => {
              stopWaiting?.();
              stopWaiting = null;
              void restore();
            };
            window.addEventListener('online', retry);
            stopWaiting = () => window.removeEventListener('online', retry);
          },
        );
      void restore();
    });
    return () => {
      stopWaiting?.();
      stop();
    };
  }, [endSession, leave]);

  // Deactivating someone or changing their role takes effect at once on their open screens.
  const signedInId = state.status === 'signedIn' ? state.user.id : null;
  useEffect(() => {
    if (!signedInId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadProfileApi().then(({ watchProfile }) => {
      if (cancelled) return;
      stop = watchProfile(signedInId, (check) => {
        if (!check.ok) void leave(check.reason, false);
        else
          setState((current) =>
            current.status === 'signedIn' && JSON.stringify(current.user) === JSON.stringify(check.user)
              ? current
              : { status: 'signedIn', user: check.user },
          );
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedInId, leave]);

  // A session that passes 24 hours while the screen stays open ends too, not only on the next visit.
  useEffect(() => {
    if (!signedInId) return;
    const timer = window.setInterval(() => {
      const record = readSessionRecord();
      if (!record || !isSessionFresh(record, Date.now())) void leave('expired', false);
    }, 60_000);
    return () => window.clearInterval(timer);
  }, [signedInId, leave]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      signInRunning.current = true;
      void loadProfileApi(); // fetch Firestore while the password is being checked
      try {
        const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
        const check = await readProfile(credential.user.uid);
        if (!check.ok) {
          await endSession(check.reason);
          return { ok: false, messageKey: `login.refused.${check.reason}` };
        }
        writeSessionRecord({ userId: check.user.id, role: check.user.role, timestamp: Date.now() });
        setState({ status: 'signedIn', user: check.user });
        return { ok: true, user: check.user };
      } catch (error) {
        if (auth.currentUser) await endSession(null);
        return { ok: false, messageKey: signInErrorKey(errorCode(error)) };
      } finally {
        signInRunning.current = false;
      }
    },
    [endSession],
  );

  const signOut = useCallback(async (notice?: SignInNotice) => (await leave(notice ?? 'signedOut', true)) !== 'stayed', [leave]);

  const sendPasswordReset = useCallback(async (email: string) => {
    try {
      await sendPasswordResetEmail(auth, email.trim(), { url: `${window.location.origin}/login` });
      return { ok: true as const };
    } catch (error) {
      const code = errorCode(error);
      // Do not reveal whether an account exists: an unknown email gets the same answer as a known one.
      if (code === 'auth/user-not-found') return { ok: true as const };
      return { ok: false as const, messageKey: signInErrorKey(code) };
    }
  }, []);

  const visitProtectedRoute = useCallback(() => {
    const record = readSessionRecord();
    const now = Date.now();
    if (!record || !isSessionFresh(record, now)) {
      void leave('expired', false);
      return false;
    }
    touchSessionRecord(now);
    return true;
  }, [leave]);

  const clearNotice = useCallback(
    () => setState((current) => (current.status === 'signedOut' && current.notice ? { status: 'signedOut', notice: null } : current)),
    [],
  );

  const value = useMemo(
    () => ({ state, signIn, signOut, sendPasswordReset, visitProtectedRoute, clearNotice }),
    [state, signIn, signOut, sendPasswordReset, visitProtectedRoute, clearNotice],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** The signed-in staff member; only for screens behind the route guard. */
export function useSessionUser(): SessionUser {
  const { state } = useAuth();
  if (state.status !== 'signedIn') throw new Error('useSessionUser outside a signed-in screen');
  return state.user;
}
