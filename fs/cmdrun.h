/* cmdrun — one command running in a sandbox, its output spooled to disk.
 *
 * ctl/exec, sessions/<name>/exec and per-descriptor exec channels all start
 * commands through cmdrun_start(): the argv goes to sbx_exec() on a
 * background thread, stdout and stderr are appended in arrival order to the
 * `out` spool and stderr alone to the `err` spool, and the exit code (or the
 * failure) is kept for `status`. A cmdrun is reference-counted; the thread
 * holds one reference until it ends. A cmdrun_pool tracks the running
 * threads so that they can be cancelled (per sandbox or all) and waited for.
 */
#ifndef SBXFS_CMDRUN_H
#define SBXFS_CMDRUN_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "sbx.h"
#include "spool.h"

/* Longest command line accepted, measured after the bridge's quoting of the
 * argv into one `bash -c` string (PROTOCOL.md "Exec stream"): Linux limits
 * a single argument to 128 KiB (MAX_ARG_STRLEN); 4 KiB stay free for the
 * server's own wrapping. Longer commands fail with -E2BIG. */
#define CMDRUN_CMDLINE_MAX (128 * 1024 - 4096)

struct cmdrun;

/* Commands of one pool (the mount's) running at once, at most: each
 * holds a thread and an HTTP stream (three descriptors) here until it
 * ends in the sandbox, also once a newer command replaced it, so
 * never-ending ones would exhaust the mount's descriptors for every
 * sandbox. Past it, a start fails with EAGAIN. */
#define CMDRUN_MAX_LIVE 256

struct cmdrun_pool {
	pthread_mutex_t mu;  /* guards live and head */
	pthread_cond_t cv;   /* signalled when live drops */
	int live;	     /* threads still running */
	struct cmdrun *head; /* running commands (for cancellation) */
};

void cmdrun_pool_init(struct cmdrun_pool *p);
/* Sets the cancel flag of every running command of sandbox id (all when id
 * is NULL). */
void cmdrun_pool_cancel(struct cmdrun_pool *p, const char *id);
/* Cancels everything and waits for every thread to end. */
void cmdrun_pool_release(struct cmdrun_pool *p);

/* Called on the command's thread once it finished (before readers see EOF). */
typedef void (*cmdrun_done_fn)(void *arg, const char *id);

struct cmdrun_spec {
	struct sbx_client *client;
	const char *spool_dir;
	const char *id;
	const char *session;	 /* NULL: sessionless */
	const char *const *argv; /* NULL-terminated */
	const char *text;	 /* what the user wrote (for ctl/info) */
	cmdrun_done_fn done;
	void *done_arg;
};

/* Starts the command on a new thread; *out gets one reference. */
int cmdrun_start(struct cmdrun_pool *pool, const struct cmdrun_spec *spec, struct cmdrun **out);
/* A finished record of a command that could not be started: err and out
 * hold msg (plus a newline), status says "error: <strerror(-err)>". */
int cmdrun_new_failed(const char *spool_dir, const char *text, int err, const char *msg,
		      struct cmdrun **out);

struct cmdrun *cmdrun_ref(struct cmdrun *r);
void cmdrun_unref(struct cmdrun *r); /* NULL ok */

/* Borrowed: valid while the caller holds its reference. */
struct spool *cmdrun_out(struct cmdrun *r);
struct spool *cmdrun_err(struct cmdrun *r);
const char *cmdrun_text(const struct cmdrun *r);
bool cmdrun_running(struct cmdrun *r);
/* "running\n", "<exit code>\n" or "error: <reason>\n" into buf (NUL-terminated). */
void cmdrun_status(struct cmdrun *r, char *buf, size_t size);
/* Waits until the server took the command (or it ended): 0 when it
 * started, else the failure that kept it from starting (the record then
 * holds it, as cmdrun_status and the spools say: "sbxfs: cannot start the
 * command: ..."). No request of its own: the exec request tells. -EINTR
 * when the calling thread's interrupt check (sbx_thread_interrupted) fires
 * first: the request is cancelled, though the server may have taken it. */
int cmdrun_wait_started(struct cmdrun *r);
/* Waits until the command finished; polls interrupted every 100 ms (-EINTR).
 * Returns the exit code (>= 0) or the failure (< 0). */
int cmdrun_wait(struct cmdrun *r, bool (*interrupted)(void *arg), void *arg);

/* Length of argv joined into one command string as the bridge does it
 * (tokens outside [A-Za-z0-9@%+=:,./-]+ become $'...' with \ ' \n \r \t
 * escaped), without the terminating NUL. */
size_t cmdrun_quoted_len(const char *const *argv);
/* -EINVAL for an empty (blank) text or one with a NUL byte, -E2BIG when argv
 * would exceed CMDRUN_CMDLINE_MAX, else 0. */
int cmdrun_check(const char *text, size_t len, const char *const *argv);

#endif
