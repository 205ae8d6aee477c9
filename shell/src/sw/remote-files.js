/**
 * Part of /sw.js (plain JavaScript, concatenated by the shell's build before service-worker.js; tested in
 * remote-files.test.ts). What a feature app needs to start, read from its federation manifest (mf-manifest.json):
 * its remoteEntry.js and the JavaScript and CSS that its exposed modules and its shared modules list, sync and async.
 * Returns absolute URLs on the manifest's origin, and the folder they are under (`base`).
 */
self.remoteFiles = function remoteFiles(manifest, manifestUrl) {
  const meta = (manifest && manifest.metaData) || {};
  // publicPath "auto" (or none): the files sit beside the manifest.
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : '.';
  const base = new URL(publicPath.endsWith('/') || publicPath === '.' ? publicPath : `${publicPath}/`, manifestUrl).href;
  const names = [];
  const entry = meta.remoteEntry || {};
  if (entry.name) names.push(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name);
  const modules = [...(manifest.exposes || []), ...(manifest.shared || [])];
  for (const mod of modules) {
    const assets = mod.assets || {};
    for (const kind of ['js', 'css']) {
      const lists = assets[kind] || {};
      names.push(...(lists.sync || []), ...(lists.async || []));
    }
  }
  const origin = new URL(manifestUrl).origin;
  const files = [...new Set(names.map((name) => new URL(name, base).href))].filter((url) => new URL(url).origin === origin);
  return { files, base };
};
