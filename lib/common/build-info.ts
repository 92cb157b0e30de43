// The release a server runs and the commit it was built from: on /api/health, on every log line and on every
// monitoring event, so that two deploys can be told apart. The portal's are written into its bundle when it is
// built (scripts/build.mjs hands them to next build, next.config.ts's `env`); the sandbox runs from source and
// reads them from its environment (npm start and its image set them), else the package's version.
import packageJson from '../../package.json';

export interface BuildInfo {
  version: string;
  commit: string;
}

export function buildInfo(): BuildInfo {
  return { version: process.env.BUILD_VERSION || packageJson.version, commit: process.env.BUILD_COMMIT || 'unknown' };
}
