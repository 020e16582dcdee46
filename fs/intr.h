/* intr — when an operation gives up: the interrupt predicate of sbxfs (is
 * the process behind an interrupted FUSE request told to end?), its variant
 * for a wait that has consumed nothing (... or to stop?), and the
 * per-operation scope that arms the first and the io deadline.
 *
 * The kernel sends FUSE_INTERRUPT for any signal that reaches a process
 * blocked in an operation, also for ones it catches and carries on after
 * (SIGCHLD, SIGWINCH, SIGALRM, the Go runtime's SIGURG). Failing the
 * operation with EINTR then would break the many programs that do not retry
 * open() or stat(), so sbxfs abandons a request only for a signal that asks
 * the process to end: a fatal one (the kernel then marks every thread with
 * a pending SIGKILL), or SIGINT, SIGTERM, SIGHUP or SIGQUIT pending and not
 * blocked even when the process catches it (Python turns SIGINT into
 * KeyboardInterrupt, git removes its lock files): its handler runs as soon
 * as the operation returns. /proc/<tid>/status shows the pending sets.
 */
#ifndef SBXFS_INTR_H
#define SBXFS_INTR_H

#include <stdbool.h>
#include <sys/types.h>

/* Whether the text of a /proc/<tid>/status file shows such a signal
 * pending (SigPnd or ShdPnd, less SigBlk). Pure; false for other text. */
bool intr_status_ending(const char *status);
/* Whether thread tid (as FUSE reports it) is told to end; false when its
 * status cannot be read (tid 0: a process in another pid namespace). */
bool intr_tid_ending(pid_t tid);
/* The process (thread group) of thread tid; tid itself when unknown. */
pid_t intr_tgid(pid_t tid);

/* A blocking wait for more of a stream (ctl/out, a log, a terminal's out)
 * has consumed nothing, so it returns EINTR also when the process is being
 * stopped: a stop signal pending (caught or not: a handler such as vim's
 * runs only once the read returns), or a group stop under way that another
 * thread took the signal for (sbxfs-shell's reader thread, blocked here,
 * would otherwise keep the whole process from stopping on Ctrl-Z: the
 * kernel stops a process only once every thread has left the read).
 * Programs retry such a read (coreutils, Python), as after SIGCONT. */
bool intr_status_stopping(const char *status);
bool intr_tid_returning(pid_t tid);
/* The predicate of such waits (ctl/out, logs, terminals, contexts): libfuse
 * saw FUSE_INTERRUPT and the process is told to end or to stop, or the
 * session is ending (sbxfs told to stop). */
bool intr_wait_returning(void *arg);
/* THE interrupt predicate of operations (every request and wait of the
 * mount but the stream waits above uses it, with arg ignored): libfuse saw FUSE_INTERRUPT for the
 * current request and its process is told to end (intr_tid_ending). Only valid inside an operation.
 */
bool intr_request_ending(void *arg);

/* Whether the text of a /proc/<tid>/stat file shows a thread that is
 * exiting because of a signal (PF_EXITING in flags, a signal in its exit
 * code): one whose exit closes its files, with no signal pending any more.
 * Pure; false for other text. */
bool intr_stat_dying(const char *stat);
bool intr_tid_dying(pid_t tid);

/* Installs the no-op handler (no SA_RESTART) whose arrival ends a worker's
 * blocking poll(): libfuse sends it every second to a thread serving an
 * interrupted request. 0 or -errno. */
int intr_install_signal(int sig);

/* An operation's scope (see intr.c "interruption"): OP_INTERRUPTIBLE arms
 * the interrupt check and one io deadline for every request of the
 * operation; OP_DEADLINE only the deadline (release: nobody waits for it,
 * but it holds the file's lock). Both end with the enclosing block. */
int intr_op_begin(void);
void intr_op_end(int *scope);
int intr_deadline_begin(void);
void intr_deadline_end(int *scope);
/* A flush's (close's) OP_INTERRUPTIBLE: its caller also counts as told to
 * end while it is dying of a signal (intr_tid_dying; see intr.c). */
int intr_flush_begin(void);
#define OP_FLUSH() int op_scope_ __attribute__((cleanup(intr_op_end), unused)) = intr_flush_begin()
#define OP_INTERRUPTIBLE()                                                                         \
	int op_scope_ __attribute__((cleanup(intr_op_end), unused)) = intr_op_begin()
#define OP_DEADLINE()                                                                              \
	int op_scope_ __attribute__((cleanup(intr_deadline_end), unused)) = intr_deadline_begin()

#endif
