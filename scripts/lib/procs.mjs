// Child processes and ports for the local stack: spawn in their own process group, stream their
// output to a log file, wait for readiness, and stop them (and everything they started).
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves when `port` on `host` can be bound; rejects with a helpful message otherwise. */
export function assertPortFree(port, label, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (err) => {
      if (err.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} (${label}) is already in use on ${host}.\n` +
              `  Is another \`npm start\` / \`npm test\` still running? Stop it, or find the owner with:\n` +
              `  ss -ltnp 'sport = :${port}'`,
          ),
        );
      } else reject(err);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}

/** A port the OS considers free right now (for tests that need private ports). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until `accept(response)` is true. Fails after `timeoutMs` with `what` in the message,
 * or at once when `failFast()` returns an error (e.g. the process that should serve it died).
 */
export async function waitForHttp(url, { what, timeoutMs = 90_000, accept = (r) => r.ok, failFast } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    const early = failFast?.();
    if (early) throw early;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (await accept(res)) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await sleep(250);
  }
  throw new Error(`${what ?? url} did not become ready within ${timeoutMs / 1000}s (${url}: ${lastError})`);
}

/**
 * Spawns a process in its own process group (so a terminal Ctrl-C reaches only us and we decide the
 * shutdown order). Output goes to `logFile`; `onLine` sees every line.
 */
export function spawnManaged(name, command, args, { cwd, env, logFile, onLine } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const tail = [];
  const feed = (stream) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      log?.write(chunk);
      buffered += chunk.toString('utf8');
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 60) tail.shift();
        onLine?.(line);
      }
    });
  };
  feed(child.stdout);
  feed(child.stderr);
  let exitCode;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve(exitCode);
    });
    child.once('error', (err) => {
      tail.push(String(err));
      exitCode = 'error';
      resolve('error');
    });
  }).finally(() => log?.end());

  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // group already gone
    }
  };

  return {
    name,
    child,
    exited,
    get exitCode() {
      return exitCode;
    },
    /** The last lines of output, for error messages. */
    tail: (n = 25) => tail.slice(-n).join('\n'),
    /**
     * Stops the process: `signal` to the main process only (so it can shut its own children down
     * in order, e.g. firebase-tools exporting data), then after `graceMs` SIGTERM and SIGKILL to
     * the whole group, so nothing is left behind.
     */
    async stop({ signal = 'SIGTERM', graceMs = 10_000 } = {}) {
      if (exitCode === undefined && child.pid) {
        try {
          process.kill(child.pid, signal);
        } catch {
          // already gone
        }
        const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
        if (!done) {
          signalGroup('SIGTERM');
          await Promise.race([exited, sleep(3000)]);
        }
      }
      // Grandchildren (java, esbuild) may outlive their parent: clear the group.
      signalGroup('SIGTERM');
      await sleep(200);
      signalGroup('SIGKILL');
    },
  };
}

/** Live processes as { pid, ppid, cmdline } (Linux /proc; empty elsewhere). */
export function listProcesses() {
  const out = [];
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...; comm may contain spaces, so split after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue; // zombies are already dead
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      out.push({ pid: Number(entry), ppid: Number(fields[1]), cmdline });
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** Pids of every descendant of `pid` (children started detached included: they keep their ppid). */
export function descendantsOf(pid) {
  const procs = listProcesses();
  const found = new Set();
  let frontier = [pid];
  while (frontier.length) {
    const next = [];
    for (const p of procs) if (frontier.includes(p.ppid) && !found.has(p.pid)) next.push(p.pid);
    next.forEach((n) => found.add(n));
    frontier = next;
  }
  return [...found];
}

/** Sends SIGTERM, then SIGKILL after `graceMs`, to those of `pids` still alive. */
export async function killPids(pids, graceMs = 3000) {
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return listProcesses().some((p) => p.pid === pid);
    } catch {
      return false;
    }
  };
  let remaining = pids.filter(alive);
  for (const pid of remaining) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  const deadline = Date.now() + graceMs;
  while (remaining.length && Date.now() < deadline) {
    await sleep(100);
    remaining = remaining.filter(alive);
  }
  for (const pid of remaining) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}
