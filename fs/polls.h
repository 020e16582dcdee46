/* polls — poll(2), select(2) and epoll on control files whose reads wait.
 *
 * A read of ctl/out, a process's log or a terminal's out waits for output
 * while the command runs; poll on such a descriptor says "readable" only
 * once a read would return (output, the end, an error), and wakes the
 * poller then. Readiness is the file's (ctlfs_ready) at the offset where
 * the descriptor's last read ended.
 *
 * The kernel's poll handle of a file stays valid while the file is open,
 * so one is kept per open file, the newest, until its release. A file is
 * armed when the kernel was told "not ready" or a non-blocking read found
 * nothing (EAGAIN); one thread looks at the armed ones every POLLS_TICK_MS
 * and notifies each that became ready, once. The EAGAIN arms it because
 * edge-triggered epoll (Go's runtime uses it on every file it opens) never
 * asks again after an event: it waits for a notification. 100 ms is the
 * granularity at which blocking reads look at their interrupts, and it
 * needs no hook in every producer of output.
 */
#ifndef SBXFS_POLLS_H
#define SBXFS_POLLS_H

#include <fuse.h>
#include <stdbool.h>

struct fh;
struct polls;

int polls_new(struct polls **out);
/* Stops the thread and drops every poll handle kept (NULL ok). */
void polls_free(struct polls *p);
/* The kernel asked about h (FH_CTL): keep ph (NULL: none given), and arm
 * h when it was not ready. */
void polls_asked(struct polls *p, struct fh *h, struct fuse_pollhandle *ph, bool ready);
/* A non-blocking read of h found nothing: arm it (when a handle is kept). */
void polls_arm(struct polls *p, struct fh *h);
/* Before h's control file is released. */
void polls_forget(struct polls *p, struct fh *h);

#endif
