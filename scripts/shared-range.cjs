/**
 * The range of a shared library an app accepts at run time, from the exact version it was built with: the same
 * major and at least its minor, any patch (19.3.1 -> ^19.3.0; 0.1.0 -> ^0.1.0, where a minor is a major). So a remote
 * built against another patch release loads with the shell's copy; one that needs a newer minor or major fails
 * with the runtime's "does not satisfy" error, which its error panel explains (shell/src/remotes/load-error.ts).
 */
function sharedRange(name, lib, version) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version || '');
  if (!m) throw new Error(`${name}: ${lib} must be pinned to an exact version to be shared, got "${version}"`);
  return `^${m[1]}.${m[2]}.0`;
}

module.exports = { sharedRange };
