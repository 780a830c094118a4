import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the nearest folder above this module holding a package.json. The same from the
 * TypeScript sources (src/lib) and from the compiled bundle (dist/), so files shipped beside the code
 * (migrations, page assets, seed images) are found from either.
 */
function findServerDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const serverDir = findServerDir();
