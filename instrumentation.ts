// Runs once when a portal server process starts (Next's instrumentation hook): from then on every line
// it logs, ours, a library's or Next's own, is filtered of passwords, tokens, PINs and account numbers.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { redactConsole } = await import('./lib/security/redacting-console');
    redactConsole();
  }
}
