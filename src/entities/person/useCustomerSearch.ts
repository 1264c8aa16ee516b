import type { Firestore } from 'firebase/firestore';
import { db } from '../../firebase/firestore';
import { useRead } from '../../firebase/queries';
import type { Person } from './person';
import { customerSearchPlan, SEARCH_DEBOUNCE_MS, type CustomerSearchPlan } from './customerSearch';
import { findCustomerByPhone, searchCustomers } from './customerQueries';

export interface CustomerSearchState {
  /** What the current results are for. */
  plan: CustomerSearchPlan;
  results: Person[];
  /** A whole phone number that belongs to a customer: that customer. */
  exact: Person | null;
  /** A search for the current text is waiting or running. */
  loading: boolean;
  error: Error | null;
}

const IDLE: CustomerSearchState = { plan: { kind: 'none' }, results: [], exact: null, loading: false, error: null };

/**
 * Searches as the user types: after a SEARCH_DEBOUNCE_MS pause, a whole phone number is looked up
 * by its key, anything else runs the plan's limited queries. Nothing is read for empty text.
 */
export function useCustomerSearch(text: string, fs: Firestore = db): CustomerSearchState {
  const plan = customerSearchPlan(text);
  const key = plan.kind === 'none' ? null : JSON.stringify(plan);
  const search = useRead(
    key,
    async (k): Promise<CustomerSearchState> => {
      const current = JSON.parse(k) as CustomerSearchPlan;
      if (current.kind === 'phone' && current.complete) {
        const exact = await findCustomerByPhone(current.prefix, fs);
        return { plan: current, results: exact ? [exact] : [], exact, loading: false, error: null };
      }
      return { plan: current, results: await searchCustomers(current, fs), exact: null, loading: false, error: null };
    },
    { label: 'customer search', delay: SEARCH_DEBOUNCE_MS, params: [fs] },
  );

  if (plan.kind === 'none') return IDLE;
  if (search.data) return search.data;
  if (search.error) return { ...IDLE, plan, error: search.error };
  return { ...IDLE, plan, loading: true };
}
