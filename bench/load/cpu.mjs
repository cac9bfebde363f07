import { readdirSync, readFileSync } from 'node:fs';

// CPU time read from /proc (Linux): what the platform's processes spent, so a load step can say how
// many CPU-milliseconds each request cost. Clock ticks are 100 per second on Linux.
const MS_PER_TICK = 10;

const statOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK };
  } catch {
    return null; // ended while we looked
  }
};

/** The pid and every descendant of it alive now. */
export function processTree(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat) parents.set(Number(entry), stat.parent);
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** CPU-milliseconds spent so far by each of the pids, by pid (a pid that ended is left out). */
export function cpuOf(pids) {
  const spent = new Map();
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat) spent.set(pid, stat.cpuMs);
  }
  return spent;
}

/** What the pids spent between two readings; a pid born in between counts from zero. */
export function cpuBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
