/* procs.h — managed processes and terminals of a sandbox (the next bridge's
 * /processes and /terminals resources), part of the sbxd runtime.
 *
 * A managed process is a command started in the background through
 * sbxd-init ('M'): it gets an id (a UUID), its stdout and stderr are kept
 * in a bounded log on disk (logstore.h, in the sandbox's state dir, never in
 * /workspace), and it stays "running" until its whole process group is gone
 * and its output pipes are closed, as in the bridge. A terminal is a command
 * on a pty that init opens inside the sandbox ('T'); its output is kept the
 * same way, and sbxd holds the pty master for input, resizing and
 * interrupts. One reader thread per process or terminal moves output into
 * the log and records the outcome; any number of readers follow the log.
 *
 * Records are reference counted: the sandbox's registry holds one while a
 * record is listed (running ones always; the newest exited ones up to a
 * limit, as the bridge retains them), and every caller of _start/_get/_list
 * holds one until it calls _put. All functions return 0 or -errno; failures
 * meant for the client leave their words in sbxd_errmsg().
 */
#ifndef SBXD_PROCS_H
#define SBXD_PROCS_H

#include <stdbool.h>
#include <sys/types.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

struct sandbox;
struct logstore;
struct mproc;
struct mterm;

#define PROCS_RETAIN_EXITED 64	   /* exited processes still listed (bridge: 64) */
#define PROCS_MAX_RUNNING 256	   /* sbxd's limit of running processes per sandbox */
#define PROCS_LOG_MAX (1u << 20)   /* bytes of log per process (bridge: 1 MiB) */
#define TERMS_RETAIN_EXITED 25	   /* exited terminals still listed (bridge: 25) */
#define TERMS_MAX_RUNNING 64	   /* sbxd's limit of live terminals per sandbox */
#define TERMS_LOG_MAX (256u << 10) /* terminal output kept (bridge: 256 KiB) */

enum mstate { MSTATE_RUNNING, MSTATE_EXITED, MSTATE_ERROR };

/* A point-in-time view; strings are owned by the record and stay valid
 * while the caller holds its reference. */
struct mstatus {
	const char *id;
	int pid; /* as seen inside the sandbox */
	const char *const *argv;
	const char *cwd;
	struct timespec started, ended; /* CLOCK_REALTIME; ended when not running */
	enum mstate state;
	int code;			/* exited: exit code (128+N for signal N) */
	int signal;			/* exited: the signal that ended it, or 0 */
	bool timed_out;			/* exited: the timeout fired */
	const char *err_code, *err_msg; /* error */
};

/* ---- processes -------------------------------------------------------------- */

struct mproc_spec {
	const char *const *argv; /* argv[0] non-empty, NULL-terminated */
	const char *cwd;	 /* absolute sandbox path (already contained) */
	const char *const *env;	 /* "KEY=VALUE" overlay or NULL */
	double timeout_ms;	 /* > 0: SIGTERM to the group, SIGKILL 1 s later */
};

/* Starts the command and waits until it runs (or failed to start: -ENOENT,
 * -ENOTDIR, ... with the bridge's message in sbxd_errmsg(); -EAGAIN when the
 * sandbox runs PROCS_MAX_RUNNING of them). */
int sandbox_proc_start(struct sandbox *sb, const struct mproc_spec *spec, struct mproc **out);
/* -ENOENT when the sandbox has no process with that id. */
int sandbox_proc_get(struct sandbox *sb, const char *id, struct mproc **out);
/* Every listed process, oldest first; release with mproc_put each + free(). */
int sandbox_proc_list(struct sandbox *sb, struct mproc ***out, size_t *n);
void mproc_status(struct mproc *p, struct mstatus *st);
/* Signal the process group; nothing when it no longer runs. */
int mproc_kill(struct mproc *p, int sig);
struct logstore *mproc_log(struct mproc *p);
void mproc_put(struct mproc *p); /* NULL ok */

/* ---- terminals --------------------------------------------------------------- */

struct mterm_spec {
	const char *const *argv; /* NULL-terminated, argv[0] non-empty */
	const char *cwd;	 /* absolute sandbox path */
	const char *const *env;	 /* "KEY=VALUE" overlay or NULL */
	int cols, rows;		 /* > 0 */
	const char *session;	 /* v1 /pty: the session it belongs to (not listed) */
};

int sandbox_term_create(struct sandbox *sb, const struct mterm_spec *spec, struct mterm **out);
/* -ENOENT when none; v1 /pty terminals are not found by id. */
int sandbox_term_get(struct sandbox *sb, const char *id, struct mterm **out);
int sandbox_term_list(struct sandbox *sb, struct mterm ***out, size_t *n);
/* The live terminal of a v1 pty session, or -ENOENT. */
int sandbox_term_of_session(struct sandbox *sb, const char *session, struct mterm **out);
void mterm_status(struct mterm *t, struct mstatus *st);
/* Input bytes, as many as the pty takes now (0 when its input is full:
 * poll mterm_input_fd for POLLOUT); -EPIPE when the terminal no longer
 * runs ("PTY is closed"). */
ssize_t mterm_write(struct mterm *t, const void *data, size_t len);
int mterm_input_fd(struct mterm *t);
int mterm_resize(struct mterm *t, int cols, int rows);
/* SIGINT to the terminal's foreground process group (Ctrl-C). */
int mterm_interrupt(struct mterm *t);
/* Hang up and stop the terminal's processes (TERM, KILL after 500 ms) and
 * wait (bounded) until it has exited. */
int mterm_terminate(struct mterm *t);
/* The two steps of it, for a caller that must not block: SIGHUP and
 * SIGTERM now, SIGKILL (to what still runs) later. */
int mterm_hangup(struct mterm *t);
int mterm_kill(struct mterm *t);
#define MTERM_GRACE_MS 500
struct logstore *mterm_log(struct mterm *t);
void mterm_put(struct mterm *t); /* NULL ok */

/* ---- the registry (called by sandbox.c) ----------------------------------------- */

/* Stops following: joins every reader thread. The sandbox's init must be
 * gone already (its processes died, so every pipe and pty closes). */
void procs_stop(struct sandbox *sb);
/* Frees the registry (records still referenced live on until _put). */
void procs_free(struct sandbox *sb);

#endif
