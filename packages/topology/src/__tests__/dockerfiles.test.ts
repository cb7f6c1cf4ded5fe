import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readRepoFile, repoRoot } from './support/repo';

/** The last stage of a Dockerfile: what the image runs. */
function runtimeStage(text: string): string {
  const stages = text.split(/^FROM /m);
  return stages[stages.length - 1] ?? '';
}

const dockerDir = path.join(repoRoot, 'docker');
const dockerfiles = readdirSync(dockerDir).filter((name) => name.endsWith('.Dockerfile'));

describe('the Docker images', () => {
  it('when the docker folder is read, then it holds the five images of docker-compose.yml', () => {
    expect(dockerfiles.sort()).toEqual([
      'gateway.Dockerfile',
      'keys.Dockerfile',
      'service.Dockerfile',
      'shell.Dockerfile',
      'static.Dockerfile',
    ]);
  });

  it.each(dockerfiles)(
    'when %s runs, then as the unprivileged node user, with files it cannot rewrite',
    (name) => {
      const stage = runtimeStage(readRepoFile(`docker/${name}`));
      const users = [...stage.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
      expect(users.at(-1)).toBe('node');
      // The CMD comes after the switch to node: nothing in the image runs as root.
      expect(stage.lastIndexOf('USER node')).toBeLessThan(stage.lastIndexOf('CMD '));
      // COPY without --chown leaves the application files root's (read-only to node).
      expect(stage).not.toMatch(/COPY\s+[^\n]*--chown/);
      expect(stage).not.toMatch(/chmod\s+[^\n]*(777|o\+w|a\+w)/);
    },
  );
});
