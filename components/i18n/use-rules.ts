// The rules' words in the page's language: the translator lib/rules functions take. Works in
// server and client components; a client component's provider must hold the 'rules' messages.
import { useTranslations } from 'next-intl';
import type { RuleTranslator } from '@/lib/rules/messages';

export function useRules(): RuleTranslator {
  const t = useTranslations('rules');
  return (key, values) => t(key, values);
}
