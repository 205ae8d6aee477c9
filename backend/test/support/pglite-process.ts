import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

interface Reply {
  ok: boolean;
  port?: number;
  error?: string;
}

/** A fresh in-memory embedded database in a child process, for tests that need their own (or need to stop it). */
export interface PgliteProcess {
  url: string;
  /** Stops the socket server (the database keeps its data): clients see the database go away. */
  stopServer(): Promise<void>;
  /** Serves the same database again on the same port. */
  startServer(): Promise<void>;
  close(): Promise<void>;
}

function next(child: ChildProcess): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`pglite process exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (reply: Reply) => {
      child.off('exit', onExit);
      if (reply.ok) resolve(reply);
      else reject(new Error(reply.error));
    });
  });
}

export async function startPgliteProcess(): Promise<PgliteProcess> {
  const child = fork(join(__dirname, 'pglite-child.cjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await next(child);
  const send = async (command: string) => {
    const reply = next(child);
    child.send(command);
    await reply;
  };
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stopServer: () => send('stop'),
    startServer: () => send('start'),
    close: async () => {
      if (child.exitCode === null) await send('exit').catch(() => child.kill());
    },
  };
}
