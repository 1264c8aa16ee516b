import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { auth } from '../firebase/app';
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
  signOut(notice?: SignInNotice): Promise<void>;
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  // While signIn() runs it decides the outcome itself; the auth observer stays out of the way.
  const signInRunning = useRef(false);

  const endSession = useCallback(async (notice: SignInNotice | null) => {
    clearSessionRecord();
    if (auth.currentUser) await firebaseSignOut(auth);
    // A second, reasonless end (e.g. the observer seeing the sign-out) keeps the first one's reason.
    setState((current) =>
      current.status === 'signedOut' && current.notice && !notice ? current : { status: 'signedOut', notice },
    );
  }, []);

  useEffect(() => {
    return onAuthStateChanged(auth, (firebaseUser) => {
      if (signInRunning.current) return;
      if (!firebaseUser) {
        setState((current) => (current.status === 'signedOut' ? current : { status: 'signedOut', notice: null }));
        return;
      }
      // Start-up: the stored user is restored only if its record is under 24 hours old.
      const record = readSessionRecord();
      if (!record || record.userId !== firebaseUser.uid || !isSessionFresh(record, Date.now())) {
        // Set the reason now: the sign-out below may be observed (as "no user") before it resolves.
        if (record) setState({ status: 'signedOut', notice: 'expired' });
        void endSession(record ? 'expired' : null);
        return;
      }
      readProfile(firebaseUser.uid).then(
        (check) => {
          if (check.ok) setState({ status: 'signedIn', user: check.user });
          else void endSession(check.reason);
        },
        () => void endSession(null),
      );
    });
  }, [endSession]);

  // Deactivating someone or changing their role takes effect at once on their open screens.
  const signedInId = state.status === 'signedIn' ? state.user.id : null;
  useEffect(() => {
    if (!signedInId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadProfileApi().then(({ watchProfile }) => {
      if (cancelled) return;
      stop = watchProfile(signedInId, (check) => {
        if (!check.ok) void endSession(check.reason);
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
  }, [signedInId, endSession]);

  // A session that passes 24 hours while the screen stays open ends too, not only on the next visit.
  useEffect(() => {
    if (!signedInId) return;
    const timer = window.setInterval(() => {
      const record = readSessionRecord();
      if (!record || !isSessionFresh(record, Date.now())) void endSession('expired');
    }, 60_000);
    return () => window.clearInterval(timer);
  }, [signedInId, endSession]);

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

  const signOut = useCallback((notice?: SignInNotice) => endSession(notice ?? 'signedOut'), [endSession]);

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
      void endSession('expired');
      return false;
    }
    touchSessionRecord(now);
    return true;
  }, [endSession]);

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
