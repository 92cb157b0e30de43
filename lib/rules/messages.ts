// The words of the rules. A rule that says something to the customer takes a translator for
// the catalogue's `rules` namespace (messages/*/rules.json) and stays pure: the component passes its
// language's (components/i18n/use-rules.ts), tests and the sandbox agreement the English one
// (lib/testing/intl.tsx).
import type rules from '../../messages/en-US/rules.json';

export type RuleKey = keyof typeof rules;
export type RuleValues = Record<string, string | number>;
export type RuleTranslator = (key: RuleKey, values?: RuleValues) => string;

/** A select argument's value for "not known yet" ({amount, select, none {the amount above} other {…}}). */
export const NONE = 'none';
