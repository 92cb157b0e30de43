// The OpenTelemetry packages the portal loads at run time (package.json's @opentelemetry/* dependencies):
// kept out of the bundles (next.config.ts), so the standalone build must hold each of them, though a
// server without OTEL_* variables never loads one (scripts/standalone-packages.ts checks they are there).
import packageJson from '../package.json';

export const TELEMETRY_PACKAGES: string[] = Object.keys(packageJson.dependencies).filter((name) => name.startsWith('@opentelemetry/'));
