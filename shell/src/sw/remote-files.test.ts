import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type RemoteFiles = (manifest: unknown, manifestUrl: string) => { files: string[]; base: string };

/** The exact text that /sw.js ships, evaluated with a `self` of its own. */
function loadRemoteFiles(): RemoteFiles {
  const scope: { remoteFiles?: RemoteFiles } = {};
  new Function('self', readFileSync(join(__dirname, 'remote-files.js'), 'utf8'))(scope);
  return scope.remoteFiles as RemoteFiles;
}

const remoteFiles = loadRemoteFiles();
const MANIFEST_URL = 'http://localhost:3000/remotes/mf-admin/mf-manifest.json';

function manifest(publicPath = 'auto') {
  return {
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: 'react', assets: { js: { sync: ['3696.d91f0884.js'], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [
      {
        name: 'routes',
        assets: {
          js: { sync: ['__federation_expose_routes.633ecdc7.js'], async: ['5720.563ec80f.js', '3696.d91f0884.js'] },
          css: { sync: ['routes.0a1b2c3d.css'], async: [] },
        },
      },
    ],
  };
}

describe('the feature app files the service worker caches', () => {
  it('lists the entry and every sync and async asset of the exposed and shared modules, beside the manifest, once each', () => {
    const { files, base } = remoteFiles(manifest(), MANIFEST_URL);
    expect(base).toBe('http://localhost:3000/remotes/mf-admin/');
    expect(files).toEqual([
      'http://localhost:3000/remotes/mf-admin/remoteEntry.js',
      'http://localhost:3000/remotes/mf-admin/__federation_expose_routes.633ecdc7.js',
      'http://localhost:3000/remotes/mf-admin/5720.563ec80f.js',
      'http://localhost:3000/remotes/mf-admin/3696.d91f0884.js',
      'http://localhost:3000/remotes/mf-admin/routes.0a1b2c3d.css',
    ]);
  });

  it('follows a fixed publicPath and the entry path, and leaves out files on another origin', () => {
    const m = manifest('/static/admin');
    m.metaData.remoteEntry.path = 'entry';
    expect(remoteFiles(m, MANIFEST_URL).files.slice(0, 2)).toEqual([
      'http://localhost:3000/static/admin/entry/remoteEntry.js',
      'http://localhost:3000/static/admin/__federation_expose_routes.633ecdc7.js',
    ]);
    expect(remoteFiles(manifest('https://cdn.example.com/admin/'), MANIFEST_URL)).toEqual({ files: [], base: 'https://cdn.example.com/admin/' });
  });

  it('gives nothing but the entry for a manifest without modules', () => {
    expect(remoteFiles({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }, MANIFEST_URL).files).toEqual([
      'http://localhost:3000/remotes/mf-admin/remoteEntry.js',
    ]);
  });
});
