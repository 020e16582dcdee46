/* polls — poll(2) and select(2) on control files whose reads wait.
 *
 * A read of ctl/out, a process's log or a terminal's out waits for output
 * while the command runs; poll on such a descriptor says "readable" only
 * once a read would return (output, the end, an error), and wakes the
 * poller then. Readiness is the file's (ctlfs_ready) at the offset where
 * the descriptor's last read ended. A handle not ready when the kernel asks
 * is kept here with the kernel's poll handle; one thread looks again every
 * POLLS_TICK_MS and notifies each that became ready. That is the 100 ms at
 * which blocking reads look at their interrupts, and it needs no hook in
 * every producer of output.
 */
#ifndef SBXFS_POLLS_H
#define SBXFS_POLLS_H

#include <fuse.h>

struct fh;
struct polls;

int polls_new(struct polls **out);
/* Stops the thread and drops every poll handle kept (NULL ok). */
void polls_free(struct polls *p);
/* h (FH_CTL) was not ready: notify ph once it is (replaces h's earlier one). */
void polls_watch(struct polls *p, struct fh *h, struct fuse_pollhandle *ph);
/* Before h's control file is released. */
void polls_forget(struct polls *p, struct fh *h);

#endif
