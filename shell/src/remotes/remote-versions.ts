import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { create } from 'zustand';

/** The module federation version the shell was built with (scripts/webpack-app.cjs). */
export const FEDERATION_VERSION = process.env.FEDERATION_VERSION ?? 'development';

/** The version of each feature app loaded so far, as its mf-manifest.json says (metaData.buildInfo.buildVersion). */
export const useRemoteVersions = create<Record<string, string>>(() => ({}));

/**
 * The feature apps run on the shell's federation runtime (externalRuntime, docs/decisions.md), so a remote built with
 * another module federation version must not run: refused with the shared-library mismatch's wording, which the
 * error panel turns into "needs a newer (or another) version of @module-federation/runtime" (load-error.ts).
 */
export function checkFederationVersion(remote: string, built: string | undefined, shell: string = FEDERATION_VERSION): void {
  if (!built || built === shell || shell === 'development') return;
  throw new Error(
    `Version ${shell} from shell of shared singleton module @module-federation/runtime does not satisfy the requirement of ${remote} which needs ${built})`,
  );
}

/** A federation runtime plugin that records the version of every remote manifest it reads and checks its runtime. */
export const remoteVersionsPlugin: ModuleFederationRuntimePlugin = {
  name: 'groundwork-remote-versions',
  loadRemoteSnapshot(args) {
    checkFederationVersion(args.moduleInfo.name, args.manifestJson?.metaData?.pluginVersion);
    const version = args.manifestJson?.metaData?.buildInfo?.buildVersion ?? args.remoteSnapshot?.version;
    if (version) useRemoteVersions.setState({ [args.moduleInfo.name]: version });
    return args;
  },
};

/** "mf_admin 0.1.0, mf_reports 0.2.0": the feature apps loaded so far and their versions; '' before the first. */
export function loadedVersions(remotes: Record<string, string>): string {
  return Object.entries(remotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
}
