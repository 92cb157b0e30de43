// The routes measured: data, so routes other branches add are picked up as they land. Each names the figures
// (steps) it is measured in; a route this build does not serve is reported as such, not as a failure.
import type { PersonaIds } from './http';

/** rae has no consent to electronic delivery on record: her first page is the consent's; uma's application waits on her documents. */
export type Persona = 'ana' | 'kim' | 'jon' | 'care' | 'rae' | 'uma';
export const PERSONAS: Persona[] = ['ana', 'kim', 'jon', 'care', 'rae', 'uma'];
export type Step = 'waterfall' | 'throughput' | 'js' | 'lighthouse' | 'growth' | 'nojs';

export interface RouteSpec {
  key: string;
  label: string;
  /** Who is signed in; null for a signed-out visitor. */
  persona: Persona | null;
  path: (ids: Record<Persona, PersonaIds>) => string;
  steps: Step[];
}

export const loan = (ids: Record<Persona, PersonaIds>) => `/ui/customers/${ids.ana.userId}/applications/${ids.ana.currentApplicationId}`;

export const ROUTES: RouteSpec[] = [
  { key: 'sign-in', label: 'sign-in', persona: null, path: () => '/ui/auth', steps: ['js', 'lighthouse'] },
  { key: 'loan', label: 'loan page', persona: 'ana', path: loan, steps: ['waterfall', 'throughput', 'js', 'lighthouse', 'growth'] },
  { key: 'make-payment', label: 'Make Payment', persona: 'ana', path: (ids) => `${loan(ids)}/make-payment`, steps: ['waterfall', 'js', 'lighthouse'] },
  { key: 'history', label: 'payment history', persona: 'ana', path: (ids) => `${loan(ids)}/payments`, steps: ['waterfall', 'js', 'lighthouse', 'growth'] },
  { key: 'statements', label: 'statements', persona: 'ana', path: (ids) => `${loan(ids)}/statements`, steps: ['js'] },
  { key: 'mailbox', label: 'mailbox', persona: 'ana', path: (ids) => `${loan(ids)}/mailbox`, steps: ['js'] },
  { key: 'schedule', label: 'repayment schedule', persona: 'ana', path: (ids) => `${loan(ids)}/schedule`, steps: ['waterfall', 'js'] },
  { key: 'payoff-quote', label: 'payoff quote for a date', persona: 'ana', path: (ids) => `${loan(ids)}/payoff-quote`, steps: ['waterfall', 'js'] },
  { key: 'due-date', label: 'move the due date', persona: 'ana', path: (ids) => `${loan(ids)}/due-date`, steps: ['waterfall', 'js'] },
  { key: 'assistance', label: 'get help with payments', persona: 'ana', path: (ids) => `${loan(ids)}/assistance`, steps: ['waterfall', 'js'] },
  { key: 'servicemember', label: 'servicemember rate cap', persona: 'ana', path: (ids) => `${loan(ids)}/assistance/servicemember`, steps: ['js'] },
  { key: 'documents', label: 'documents center', persona: 'ana', path: (ids) => `/ui/customers/${ids.ana.userId}/documents`, steps: ['waterfall', 'js'] },
  { key: 'preferences', label: 'Account Preferences', persona: 'ana', path: (ids) => `/ui/customers/${ids.ana.userId}/edit`, steps: ['waterfall', 'js', 'lighthouse'] },
  { key: 'card', label: "kim's card account", persona: 'kim', path: (ids) => `/ui/customers/${ids.kim.userId}/applications/${ids.kim.revolverApplicationId}`, steps: ['js', 'lighthouse'] },
  { key: 'purchase', label: 'approve a purchase', persona: 'kim', path: () => '/ui/purchases/11111111-1111-4111-8111-111111111111', steps: ['js'] },
  { key: 'apply', label: 'apply', persona: 'ana', path: () => '/ui/apply', steps: ['js'] },
  { key: 'new-application', label: 'new application', persona: 'ana', path: (ids) => `/ui/customers/${ids.ana.userId}/applications/new`, steps: ['js'] },
  { key: 'additional-financing', label: 'additional financing', persona: 'ana', path: (ids) => `/ui/customers/${ids.ana.userId}/additional-financing`, steps: ['js'] },
  { key: 'sign', label: "jon's agreement to sign", persona: 'jon', path: (ids) => `/ui/customers/${ids.jon.userId}/applications/${ids.jon.currentApplicationId}/sign`, steps: ['js'] },
  { key: 'service-center', label: "jon's service center", persona: 'jon', path: (ids) => `/ui/customers/${ids.jon.userId}/applications/${ids.jon.currentApplicationId}/service-center`, steps: ['js'] },
  { key: 'todo', label: "uma's to-do list (upload)", persona: 'uma', path: (ids) => `/ui/customers/${ids.uma.userId}/applications/${ids.uma.currentApplicationId}`, steps: ['waterfall', 'js'] },
  { key: 'staff', label: 'staff customer search', persona: 'care', path: () => '/ui/staff', steps: ['js'] },
  // The footer's notices: a signed-out page that asks the lender once (its answer is shared, `public`).
  { key: 'consent', label: 'consent to electronic delivery', persona: 'rae', path: () => '/ui/consent', steps: ['waterfall', 'js'] },
  { key: 'privacy-notice', label: 'privacy notice', persona: null, path: () => '/ui/legal/privacy', steps: ['js', 'waterfall'] },
  // A link from an e-mail: an unknown token renders the same page (its "link has expired" state) with the same scripts.
  { key: 'email-confirm', label: 'confirm a new e-mail', persona: null, path: () => '/ui/auth/email/confirm?token=bench-not-a-token', steps: ['js'] },
];

/** The baseline page of the benchmark's build: the render floor, without upstream calls. */
export const BARE = '/bench/bare';

/** A route as this run's portal serves it: its URL, the persona's cookie, and whether it can be measured. */
export interface Route extends RouteSpec {
  url: string;
  cookie: string | null;
  ok: boolean;
  note: string;
}

/** The routes measured in `step`, served or not. */
export const measurable = (routes: Route[], step: Step) => routes.filter((r) => r.steps.includes(step));

/** The request options that send a route's cookie, if it has one. */
export const headersOf = (route: { cookie: string | null }): RequestInit => (route.cookie ? { headers: { cookie: route.cookie } } : {});
