// The processes a process started (a cluster's workers), read from Linux's /proc: for the bench
// and the tests of API_PROCESSES (decision 0187).
import { readFileSync, readdirSync } from 'node:fs';

/** The pids whose parent is `pid`. */
export const childrenOf = (pid) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // "pid (name) state ppid ...": the name may hold spaces, so read after its ')'.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended while read
      }
    })
    .map(Number);
