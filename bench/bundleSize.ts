// The JavaScript the client build ships, read from Vite's manifest (dist/.vite/manifest.json):
// - initial: the entry and everything it imports statically (what dist/index.html loads);
// - game: what the Brain Climb game screen imports statically, transitively, beyond the initial
//   bundle (the screen, PixiJS, planck, bitECS, the room SDK, in whatever chunks Vite split them);
// - game dynamic: chunks the game reaches only through dynamic imports (PixiJS loads its
//   environment and, in some builds, its renderers that way), beyond the two above.
// Sizes are gzipped, in KiB. `node bench/bundleSize.ts [distDir]` prints them for a build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, ManifestChunk>;

export interface BundlePart { files: string[]; gzipKiB: number }
export interface BundleReport {
  initial: BundlePart;
  game: BundlePart;
  gameDynamic: BundlePart;
  /** Only the file named GameScreen-*.js: what this figure used to count. */
  gameScreenFile: BundlePart;
}

export const GAME_ENTRY = 'features/brain-climb/game/GameScreen.tsx';

/** The keys reachable from `start` through static imports, `start` included. */
function staticClosure(manifest: Manifest, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

export function measureBundle(dist: string): BundleReport {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the client with build.manifest on (vite.config.ts)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipKiB = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
  const part = (keys: Iterable<string>): BundlePart => {
    const files = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))].sort();
    return { files, gzipKiB: files.reduce((sum, f) => sum + gzipKiB(f), 0) };
  };

  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const initial = staticClosure(manifest, entries);
  // The manifest and the page must agree: the page loads exactly the initial JavaScript.
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inPage = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]));
  const initialFiles = part(initial).files;
  if (initialFiles.length !== inPage.size || initialFiles.some((f) => !inPage.has(f))) {
    throw new Error(`index.html loads ${[...inPage].join(', ')} but the manifest says ${initialFiles.join(', ')}`);
  }

  const gameKey = Object.keys(manifest).find((k) => k === GAME_ENTRY || k.endsWith(`/${GAME_ENTRY}`));
  if (!gameKey) throw new Error(`no ${GAME_ENTRY} in the manifest`);
  const game = new Set([...staticClosure(manifest, [gameKey])].filter((k) => !initial.has(k)));
  const dynamicTargets = [...game].flatMap((k) => manifest[k].dynamicImports ?? []);
  const gameDynamic = [...staticClosure(manifest, dynamicTargets)].filter((k) => !initial.has(k) && !game.has(k));

  const screenFile = manifest[gameKey].file;
  return {
    initial: part(initial),
    game: part(game),
    gameDynamic: part(gameDynamic),
    gameScreenFile: { files: [screenFile], gzipKiB: gzipKiB(screenFile) },
  };
}

if (import.meta.main) {
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
  const r = measureBundle(dist);
  const line = (name: string, p: BundlePart) => console.log(`${name.padEnd(16)} ${p.gzipKiB.toFixed(1).padStart(7)} KiB gzip  ${p.files.length} files: ${p.files.map((f) => path.basename(f)).join(' ')}`);
  line('initial', r.initial);
  line('game', r.game);
  line('game dynamic', r.gameDynamic);
  line('GameScreen only', r.gameScreenFile);
}
