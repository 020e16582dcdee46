/* libsbx — the C client for the Sandbox Bridge HTTP API.
 *
 * This is the one header fs/ (and tests, benchmarks) include. It offers:
 *   - a client object per server (thread-safe: libfuse calls it from many
 *     threads; each thread gets its own reused CURL handle),
 *   - typed calls for every bridge route of both generations: v1 (0.12.x:
 *     exec, sessions, pty) and next (0.13: processes, terminals); the
 *     generation is detected (see sbx_generation) and exec, sessions and
 *     background spawns work the same on either,
 *   - POSIX file operations built on exec (stat, listdir, rename, ...), which
 *     work against a stock bridge; sbxd extensions are used only once detected.
 *
 * Conventions (../shared/STYLE.md):
 *   - every function returns 0 (or a positive count) on success and a
 *     negative errno on failure; out-parameters are written only on success;
 *   - the message behind the latest failure on the calling thread (the
 *     server's own words where it sent some) is in sbx_last_error();
 *   - sandbox paths are absolute sandbox paths ("/workspace/src/a.c");
 *   - whoever receives a pointer from an out-parameter frees it with the
 *     function named next to it; every _free/_release accepts NULL.
 */
#ifndef SBX_H
#define SBX_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/types.h>
#include <time.h>

#define SBX_VERSION "0.1.0"
#define SBX_ID_MAX 128		       /* [a-z2-7]{1,128} */
#define SBX_SESSION_MAX 128	       /* [a-zA-Z0-9._-]{1,128}, no ".." */
#define SBX_PUT_MAX (32 * 1024 * 1024) /* bridge request body limit */

struct sbx_client;
struct sbx_stat; /* below, with the POSIX operations */

struct sbx_client_opts {
	const char *url;	 /* base URL without /v1: "http://127.0.0.1:8787" */
	const char *token;	 /* Bearer token, NULL for none */
	const char *cacert;	 /* CA bundle for https, NULL for the system's */
	bool insecure;		 /* skip TLS verification: for tests only */
	long connect_timeout_ms; /* 0: default 5000 */
	long io_timeout_ms;	 /* a transfer stalled this long fails; 0: default 30000 */
	/* An exec stream of a server that sends keepalives (sbxd) fails after
	 * this long without a byte; 0: io_timeout_ms, <0: never. Streams
	 * without keepalives (the bridge) are never cut for silence: a
	 * command may be quiet for hours (see sbx_exec). */
	long stream_timeout_ms;
	int retries; /* retries of idempotent requests; <0: default 3 */
};

/* One request finished: route ("exec", "file_get", "file_put", ...), the
 * POSIX operation behind it or NULL ("lstat", "listdir", ...), the HTTP
 * status (0 when none arrived) and the wall time. Called on the requesting
 * thread; must be thread-safe. Feeds .sbxfs/stats. */
typedef void (*sbx_request_cb)(void *arg, const char *route, const char *op, int status,
			       double seconds);

/* Creates a client; no request is sent. Free with sbx_client_free(). */
int sbx_client_new(const struct sbx_client_opts *opts, struct sbx_client **out);
void sbx_client_free(struct sbx_client *c);
void sbx_client_set_request_cb(struct sbx_client *c, sbx_request_cb cb, void *arg);
/* Called before every request the client sends (never for the requests it
 * makes itself, nor nested: its own requests are sent without it): what
 * the caller has put off and every request must find done (sbxfs: files
 * created but not yet sent, fs/filecache.c). A negative errno fails the
 * request unsent. Set before the client is shared between threads. */
void sbx_client_set_before(struct sbx_client *c, int (*fn)(void *arg), void *arg);
/* The server took a file write with a folded create (sbx_file_attrs'
 * create; sbxd's extents route) for path: known from an earlier answer,
 * not guessed. */
bool sbx_client_folds_creates(struct sbx_client *c, const char *path);
/* Whether the server appends for this client (sbx_file_append_buf) to
 * path: 1 known from an earlier answer, -1 known not to, 0 not asked yet
 * (an append of nothing asks, changing nothing). */
int sbx_client_appends(struct sbx_client *c, const char *path);
const char *sbx_client_url(const struct sbx_client *c);

/* Message behind the latest failure on this thread ("" if none). Valid until
 * the next libsbx call on the same thread. */
const char *sbx_last_error(void);

/* Interrupting blocked calls. fn (NULL: none) is the calling thread's
 * interrupt check: each request made on this thread consults it before it
 * starts and while it waits (about once a second when no byte moves, at
 * once when a signal wakes the thread), and fails with -EINTR as soon as it
 * returns true; an interrupted request is never retried. Its connection is
 * closed; the thread's CURL handle stays usable. Thread-local: set it where
 * a thread starts a unit of work that may be interrupted (sbxfs: one FUSE
 * operation) and clear it after, since fn may only be valid meanwhile. */
typedef bool (*sbx_interrupt_fn)(void *arg);
void sbx_thread_set_interrupt(sbx_interrupt_fn fn, void *arg);
/* Whether the calling thread's interrupt check fires now (false without
 * one): for a caller that waits on another thread's request. */
bool sbx_thread_interrupted(void);

/* The monotonic clock in seconds (CLOCK_MONOTONIC), for the deadlines and
 * ages its users keep. */
double sbx_now_s(void);

/* Bounds in time. Every request fails with -ETIMEDOUT when no byte moves
 * for io_timeout_ms (connecting: at most 5 s). On top of that:
 *
 * Operations. A unit of work someone waits for (sbxfs: one FUSE operation)
 * often makes several requests, and may wait for a lock first. Between
 * sbx_thread_begin_op() and sbx_thread_end_op() on a thread, its requests
 * share one deadline: io_timeout_ms after the latest sign of progress, the
 * operation's start, bytes the operation moved, or any byte from the
 * server on any connection. Time spent before a request (a lock, an
 * earlier request, retries and their back-off) counts; a request starts
 * with only what remains, retries stop at the deadline, and once one
 * request of the operation timed out the later ones fail at once. The
 * running command of an exec stream is not bounded this way (its own
 * limits apply once its response has begun). Thread-local; not nested.
 *
 * A server not responding. When a request times out and nothing at all
 * came from the server for io_timeout_ms, the client takes the server as
 * not responding: from then on every request fails at once with
 * -ETIMEDOUT, while a background thread of the client asks GET /health
 * until the server answers or refuses the connection; any byte from the
 * server ends the state. So a hung server costs one io_timeout, not one
 * per request (or per retry the kernel makes of a lookup). */
void sbx_thread_begin_op(void);
void sbx_thread_end_op(void);

/* Pure helpers (unit-tested). */
bool sbx_valid_id(const char *id);
bool sbx_valid_session_id(const char *sid);
/* HTTP status + bridge error code ("capacity_exceeded"...) -> -errno. */
int sbx_status_to_errno(long status, const char *code);

/* ---- routes ---------------------------------------------------------- */

int sbx_health(struct sbx_client *c);
/* POST /v1/sandbox: a fresh id (26 chars). */
int sbx_create_id(struct sbx_client *c, char out[SBX_ID_MAX + 1]);
/* Extension GET /v1/sandbox: ids the server knows. -ENOSYS when the server
 * has no such route (stock bridge). Free with sbx_strv_free(). */
int sbx_list_sandboxes(struct sbx_client *c, char ***ids, size_t *n);
void sbx_strv_free(char **v, size_t n);
int sbx_running(struct sbx_client *c, const char *id, bool *running);
/* DELETE /v1/sandbox/:id — kills everything, removes its files. */
int sbx_destroy(struct sbx_client *c, const char *id);

/* Extension GET /v1/sandbox/:id/info (sbxd): the sandbox's host uid, its
 * limits and what it uses now. -ENOSYS when the server has no such route
 * (a stock bridge, sbxd --bridge-compat). Numbers not known or not limited
 * are -1; how names the mechanism: "cgroup v1", "cgroup v2", "rlimit",
 * "ext4 image" or "off". */
struct sbx_limit {
	int64_t max;  /* pids: tasks; memory, disk: bytes; cpu: percent of one CPU */
	int64_t used; /* now (cpu: microseconds used since the sandbox started) */
	char how[24];
};
struct sbx_info {
	int64_t uid; /* host uid of its processes and files */
	struct sbx_limit pids, memory, cpu, disk;
	int64_t oom_kills; /* processes the memory limit ended */
};
int sbx_sandbox_info(struct sbx_client *c, const char *id, struct sbx_info *out);

/* exec: argv is run as one bash command (the bridge quotes each token).
 * Output arrives through cb as it is produced (stream 1 = stdout, 2 =
 * stderr); cb returning non-zero cancels (-ECANCELED). Setting *cancel to
 * non-zero from another thread cancels too. On success *exit_code is the
 * command's exit status; a stream that ends without its terminal event is
 * -EIO; an `error` event is -EIO with its message in sbx_last_error().
 * The same on both generations: on a server without /exec (next) the
 * command runs as a process whose log is followed (stdout and stderr apart,
 * exact bytes and exit codes, background jobs do not hold it, a timeout is
 * exit 124 with v1's stderr line; output the server's log lost is -EIO),
 * and a session applies the cwd and env it was created with. A cancelled
 * command keeps running on the server, as with v1 exec.
 * A silent command is waited for as long as it runs (or its timeout_ms plus
 * slack), except that a stream whose server sends keepalives (sbxd: the
 * header `Sbxd-Keepalive: N`, then SSE comments `: keepalive N` after N
 * seconds of silence) fails with -ETIMEDOUT once nothing arrived for
 * stream_timeout_ms (at least 2 N + 1 s): the server or the connection is
 * dead. */
typedef int (*sbx_output_cb)(void *arg, int stream, const void *data, size_t len);
struct sbx_exec_opts {
	const char *session; /* Session-Id, NULL: sessionless */
	const char *cwd;     /* NULL: /workspace */
	long timeout_ms;     /* 0: none */
	atomic_int *cancel;  /* NULL or a flag another thread may set */
	const char *op;	     /* label for the request callback, may be NULL */
	/* NULL, or called once on the calling thread as soon as the server
	 * has taken the command (v1: the stream's headers; next: the process
	 * launched), before any output: a caller that must tell "could not
	 * start" from "ran and failed" learns it here without a request of
	 * its own. Not called when sbx_exec fails before that. */
	void (*started)(void *arg);
	void *started_arg;
};
int sbx_exec(struct sbx_client *c, const char *id, const char *const argv[],
	     const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code);

/* A bounded growable byte buffer (refuses to grow past max). */
struct sbx_buf {
	char *data; /* always NUL-terminated when non-NULL */
	size_t len;
	size_t max;
};
void sbx_buf_init(struct sbx_buf *b, size_t max);
int sbx_buf_add(struct sbx_buf *b, const void *data, size_t len); /* -E2BIG past max */
void sbx_buf_release(struct sbx_buf *b);

/* exec with stdout/stderr collected (each bounded by its buf's max; either
 * may be NULL to discard). */
int sbx_exec_capture(struct sbx_client *c, const char *id, const char *const argv[],
		     const struct sbx_exec_opts *opts, struct sbx_buf *out, struct sbx_buf *err,
		     int *exit_code);
/* The same for a command that pipes its stdout through `base64 -w0`: out
 * gets the decoded bytes (its max bounds them). The way to get byte-exact
 * output on every server: Cloudflare's bridge delivers output as UTF-8 text,
 * and a session's output line by line (NUL bytes dropped). -EIO when stdout
 * is not well-formed base64 (or, with exit status 0, ends mid-quantum). */
int sbx_exec_capture_b64(struct sbx_client *c, const char *id, const char *const argv[],
			 const struct sbx_exec_opts *opts, struct sbx_buf *out, struct sbx_buf *err,
			 int *exit_code);

/* Files. Reading: the whole file into fd (streamed, from fd's current
 * offset) or into a buffer of at most max bytes (-EFBIG past it). Byte-exact
 * on every server: where GET bodies may be text-decoded (Cloudflare's
 * bridge), a large file whose body may have been altered is read a second
 * time through exec; for that a regular-file fd is truncated back to its
 * starting offset, and a fd that cannot seek is read through exec at once. */
int sbx_file_read_fd(struct sbx_client *c, const char *id, const char *path, int fd, off_t *size);
int sbx_file_read_buf(struct sbx_client *c, const char *id, const char *path, size_t max,
		      struct sbx_buf *out);
/* Up to len bytes at off, without downloading the whole file. Returns the
 * byte count (0 at EOF). */
ssize_t sbx_file_read_range(struct sbx_client *c, const char *id, const char *path, off_t off,
			    void *buf, size_t len);
/* Writes create or replace the whole file. A file larger than
 * SBX_PUT_MAX is sent in parts and assembled atomically in the sandbox. The
 * file's mode is kept when it already exists. sbx_file_write_fd sends
 * bytes [0, size) of fd, read with pread (the fd's offset is unchanged). */
int sbx_file_write_fd(struct sbx_client *c, const char *id, const char *path, int fd, off_t size);
int sbx_file_write_buf(struct sbx_client *c, const char *id, const char *path, const void *data,
		       size_t len);

/* A write that also sets the file's mode and times and tells its
 * attributes afterwards, as `create + write + close + chmod + utimens +
 * lstat` would: one request on sbxd (the extents extension with ?mode=,
 * ?atime=, ?mtime=, whose answer carries the new stat; the file appears
 * with its mode and times at once), separate requests elsewhere (a stock
 * bridge, an older sbxd: the write, then chmod, utimens and lstat as
 * needed). Where they are separate a failure after the write leaves the
 * data written and returns that failure. */
struct sbx_file_attrs {
	long mode; /* permission bits (07777) the file gets; -1: kept (new: 0644) */
	/* atime, mtime (UTIME_NOW, UTIME_OMIT allowed); NULL: as written */
	const struct timespec *times;
	/* A create folded into the write (sbxd: docs/EXTENSIONS.md): when the
	 * write makes the file, it gets create_mode (unless mode says) and
	 * the creator uid:gid recorded, as sbx_create with
	 * sbx_thread_set_creator would; an existing file keeps its own. */
	bool create;
	mode_t create_mode;
	bool has_creator;
	uid_t creator_uid;
	gid_t creator_gid;
};
/* out (may be NULL): the file's attributes after the write (lstat); all
 * zero (mode 0) when a sandbox command removed the file right after the
 * write, before sbxd looked (the write still succeeded). */
int sbx_file_write_fd_attrs(struct sbx_client *c, const char *id, const char *path, int fd,
			    off_t size, const struct sbx_file_attrs *attrs, struct sbx_stat *out);
int sbx_file_write_buf_attrs(struct sbx_client *c, const char *id, const char *path,
			     const void *data, size_t len, const struct sbx_file_attrs *attrs,
			     struct sbx_stat *out);
/* Appends len bytes to the existing regular file path where the sandbox's
 * own `>>` would put them: at its end, in one O_APPEND write (an sbxd
 * extension), so lines a sandbox process appends meanwhile stay. attrs:
 * mode and times only. *out: the attributes after it (mode 0: the file
 * was gone again); *at: the offset where the bytes landed. -ENOSYS: the
 * server cannot (a bridge, an older sbxd) or the data is above
 * SBX_APPEND_MAX: write the whole file instead; -ENOENT: no such file;
 * -EACCES ...: as a write. */
#define SBX_APPEND_MAX (16 << 20)
int sbx_file_append_buf(struct sbx_client *c, const char *id, const char *path, const void *data,
			size_t len, const struct sbx_file_attrs *attrs, struct sbx_stat *out,
			off_t *at);
/* The same, of fd's len bytes from offset off (read as they are sent). */
int sbx_file_append_fd(struct sbx_client *c, const char *id, const char *path, int fd, off_t off,
		       size_t len, const struct sbx_file_attrs *attrs, struct sbx_stat *out,
		       off_t *at);

/* Sessions. env: NULL-terminated "KEY=VALUE" strings or NULL. sid may be
 * NULL (server chooses); the id is returned in *sid_out (free()). A session
 * that exists already is -EEXIST; deleting a missing one is -ENOENT. */
int sbx_session_create(struct sbx_client *c, const char *id, const char *sid, const char *cwd,
		       const char *const *env, char **sid_out);
int sbx_session_delete(struct sbx_client *c, const char *id, const char *sid);

struct sbx_tunnel {
	int port;
	char *url;
	char *hostname;
	char *tunnel_id;
};
int sbx_tunnel_create(struct sbx_client *c, const char *id, int port, struct sbx_tunnel *out);
void sbx_tunnel_release(struct sbx_tunnel *t);
int sbx_tunnel_delete(struct sbx_client *c, const char *id, int port);
/* What the sandbox exposes, by whichever client (sbxd's extension GET
 * .../tunnels), sorted by port: -ENOSYS from a server without it (the
 * bridge lists nothing; remembered, no request after). Free with
 * sbx_tunnels_free. */
int sbx_tunnel_list(struct sbx_client *c, const char *id, struct sbx_tunnel **v, size_t *n);
void sbx_tunnels_free(struct sbx_tunnel *v, size_t n);
bool sbx_valid_port(long port); /* 1024..65535, not 3000 */

/* persist: tar of /workspace written to fd; excludes: NULL-terminated list
 * of top-level names or NULL. hydrate: tar read from fd, merged. One
 * request takes 32 MiB (the bridge's limit); a larger tar in a regular file
 * read from offset 0 goes into the sandbox as a file (in parts where the
 * server needs them) and is extracted there; from a pipe it is -EFBIG. */
int sbx_persist(struct sbx_client *c, const char *id, const char *const *excludes, int fd);
int sbx_hydrate_fd(struct sbx_client *c, const char *id, int fd);

/* ---- bridge generations ------------------------------------------------ */

/* Cloudflare's bridge comes in two generations: v1 (SDK 0.12.x) runs
 * commands with POST .../exec (a stream per command) and has sessions and
 * a /pty WebSocket; next (0.13) has none of those and offers process and
 * terminal resources instead. sbxd serves both (or one, under
 * --bridge-compat=v1|next). libsbx learns what a server speaks from the
 * answers it gets anyway, once per client: the first exec that meets a 404
 * switches exec to processes, the first process call that meets a 404
 * marks processes absent. Nothing is probed in advance. */
#define SBX_GEN_V1 1u	/* the server has /exec (and sessions, /pty) */
#define SBX_GEN_NEXT 2u /* the server has /processes and /terminals */
/* The generations known to be served (bitmask), probing what is still
 * unknown: POST .../exec with "{}" (v1 answers 400, next 404) and GET
 * .../processes (next answers [] without starting a sandbox). id: any
 * valid sandbox id (a v1 bridge starts its container for the probe).
 * Returns the mask (> 0) or -errno. */
int sbx_generation(struct sbx_client *c, const char *id);

/* ---- processes (next generation) ---------------------------------------- */

/* On a server without them (v1): -ENOSYS, remembered. An exec (sbx_exec)
 * needs none of this: it works on both generations. */
enum sbx_proc_state { SBX_PROC_RUNNING, SBX_PROC_EXITED, SBX_PROC_ERROR };
struct sbx_process {
	char *id;	/* the server's id of the process (a UUID) */
	int pid;	/* its pid inside the sandbox */
	char **command; /* argv, NULL-terminated */
	char *cwd;
	char *started_at; /* ISO-8601, as the server wrote it */
	char *ended_at;	  /* NULL while running */
	enum sbx_proc_state state;
	int exit_code;	/* exited: 128+N when signal N ended it */
	int signal;	/* exited: the signal that ended it, else 0 */
	bool timed_out; /* exited: its timeout fired */
	char *error;	/* SBX_PROC_ERROR: the server's words */
};
void sbx_process_release(struct sbx_process *p);
void sbx_processes_free(struct sbx_process *v, size_t n);

struct sbx_process_opts {
	const char *cwd;	/* NULL: /workspace; relative to it otherwise */
	const char *const *env; /* "KEY=VALUE" added to the sandbox's environment */
	double timeout_ms;	/* > 0: SIGTERM to its group then, SIGKILL after 1 s */
};
/* Starts argv (run as is: no shell) in the background; *out: its status
 * (release it). The process runs until its whole process group is gone. */
int sbx_process_start(struct sbx_client *c, const char *id, const char *const argv[],
		      const struct sbx_process_opts *opts, struct sbx_process *out);
/* Running and recently exited processes, oldest first (sbx_processes_free). */
int sbx_process_list(struct sbx_client *c, const char *id, struct sbx_process **v, size_t *n);
/* -ENOENT when the server does not know pid (the process id string). */
int sbx_process_get(struct sbx_client *c, const char *id, const char *pid, struct sbx_process *out);
/* Signal the process's group (sig 1..64); nothing when it has ended. */
int sbx_process_kill(struct sbx_client *c, const char *id, const char *pid, int sig);

/* A process's output as it is logged: each event through the callback. */
enum sbx_log_kind {
	SBX_LOG_STDOUT = 1,
	SBX_LOG_STDERR = 2,
	SBX_LOG_EXIT = 3,      /* the last event: the outcome */
	SBX_LOG_TRUNCATED = 4, /* output between the previous event and the next was lost */
};
struct sbx_log_event {
	enum sbx_log_kind kind;
	const char *cursor; /* resume point after this event ("" for truncated) */
	const void *data;   /* stdout/stderr bytes */
	size_t len;
	int exit_code, signal; /* SBX_LOG_EXIT */
	bool timed_out;
	bool failed; /* SBX_LOG_EXIT of a process in the error state */
};
/* Returns 0 to go on, non-zero to stop (sbx_process_logs: -ECANCELED). */
typedef int (*sbx_log_cb)(void *arg, const struct sbx_log_event *ev);
struct sbx_log_opts {
	const char *since;  /* a cursor: only events after it */
	bool no_replay;	    /* only events logged from now on */
	bool follow;	    /* keep waiting for output until the exit event */
	atomic_int *cancel; /* NULL or a flag another thread may set */
};
/* Without follow: what is logged now, then 0. With follow: blocks until the
 * exit event has been delivered (0), the callback or cancel stops it
 * (-ECANCELED), or the thread's interrupt check fires (-EINTR). A follower
 * waits as long as the process runs (no stall limit). */
int sbx_process_logs(struct sbx_client *c, const char *id, const char *pid,
		     const struct sbx_log_opts *opts, sbx_log_cb cb, void *arg);

/* ---- terminals (next generation; the v1 pty below) ----------------------- */

struct sbx_terminal {
	char *id;
	int pid;
	char **command; /* NULL-terminated */
	char *cwd;
	bool running;
	int exit_code, signal; /* when !running */
};
void sbx_terminal_release(struct sbx_terminal *t);
void sbx_terminals_free(struct sbx_terminal *v, size_t n);

struct sbx_terminal_opts {
	const char *cwd;	/* NULL: /workspace; any directory of the sandbox */
	const char *const *env; /* "KEY=VALUE"; TERM is xterm-256color */
	int cols, rows;		/* 0: 80x24 */
};
/* Starts argv on a new terminal (a login shell: {"bash","-l",NULL}). */
int sbx_terminal_create(struct sbx_client *c, const char *id, const char *const argv[],
			const struct sbx_terminal_opts *opts, struct sbx_terminal *out);
int sbx_terminal_list(struct sbx_client *c, const char *id, struct sbx_terminal **v, size_t *n);
int sbx_terminal_get(struct sbx_client *c, const char *id, const char *tid,
		     struct sbx_terminal *out); /* -ENOENT */
/* SIGINT to the terminal's foreground job (what Ctrl-C does). */
int sbx_terminal_interrupt(struct sbx_client *c, const char *id, const char *tid);
/* Hang up and stop it; returns once it has exited. */
int sbx_terminal_terminate(struct sbx_client *c, const char *id, const char *tid);

/* A live connection to a terminal over WebSocket. One thread reads
 * (sbx_term_read); writes, resizes and interrupts may come from any thread.
 * The same object speaks to the v1 /pty (sbx_pty_connect). */
struct sbx_term;
struct sbx_term_connect_opts {
	const char *cursor; /* resume after this point (sbx_term_cursor); NULL: all kept output */
	int cols, rows;	    /* > 0: resize the terminal on connecting */
};
int sbx_terminal_connect(struct sbx_client *c, const char *id, const char *tid,
			 const struct sbx_term_connect_opts *opts, struct sbx_term **out);
/* The v1 bridge's GET /pty: the shell of a session (NULL: the sessionless
 * one), created on first use with cols x rows (0: 80x24) and shell (NULL:
 * bash); a later connection to the same session gets its buffered output
 * first. On a next-only server -ENOSYS. */
int sbx_pty_connect(struct sbx_client *c, const char *id, const char *session, int cols, int rows,
		    const char *shell, struct sbx_term **out);
/* Output: > 0 bytes; 0 once the terminal has exited (sbx_term_exit tells
 * how) or the server ended the connection; -ETIMEDOUT when nothing came
 * within timeout_ms (-1: wait); -EINTR (interrupt check); -errno with the
 * server's words in sbx_last_error() (e.g. a refused cursor). */
ssize_t sbx_term_read(struct sbx_term *t, void *buf, size_t len, int timeout_ms);
/* Keystrokes, as bytes. */
int sbx_term_write(struct sbx_term *t, const void *data, size_t len);
int sbx_term_resize(struct sbx_term *t, int cols, int rows);
/* Ctrl-C for the foreground job (v1 pty: writes ^C). */
int sbx_term_interrupt(struct sbx_term *t);
/* Ends the terminal's processes (v1 pty: -ENOSYS; write "exit" instead). */
int sbx_term_terminate(struct sbx_term *t);
/* After sbx_term_read returned 0: whether an exit was reported (1, with
 * *code and *sig) or the connection just ended (0). */
int sbx_term_exit(const struct sbx_term *t, int *code, int *sig);
/* The cursor of the output read so far ("" before any; v1: always ""). */
const char *sbx_term_cursor(const struct sbx_term *t);
/* pollable: readable when sbx_term_read may have something (see
 * sbx_term_read's timeout for TLS, whose buffered bytes poll cannot see). */
int sbx_term_fd(const struct sbx_term *t);
void sbx_term_close(struct sbx_term *t); /* NULL ok */

/* ---- POSIX operations (on exec; extensions where detected) ---------- */

struct sbx_stat {
	mode_t mode; /* S_IFMT type bits + permission bits */
	off_t size;
	nlink_t nlink;
	uid_t uid;
	gid_t gid;
	ino_t ino; /* the sandbox's inode number (informative) */
	struct timespec atime, mtime, ctime;
	bool has_blocks; /* the server told the space in use (sbxd's /fs): */
	blkcnt_t blocks; /* 512-byte blocks (a sparse file's holes are free) */
	/* The owner a client recorded where the sandbox cannot chown (sbxd:
	 * chown through a mount, the host user who created the file), each
	 * half only when recorded; uid/gid above are the sandbox's own. */
	bool has_ouid, has_ogid;
	uid_t ouid;
	gid_t ogid;
	/* An upload's answer (sbxd's extents PUT): the sandbox inode number
	 * of the file whose place the written data took (its own when written
	 * in place, 0 when the name was free), when the server tells it. */
	bool has_replaced;
	ino_t replaced;
};

struct sbx_dirent {
	char *name; /* any bytes but '/' and NUL */
	char *link; /* symlink target, NULL for non-links */
	struct sbx_stat st;
};

struct sbx_dir {
	struct sbx_dirent *ents;
	size_t n;
};
void sbx_dir_release(struct sbx_dir *d);

/* What the latest successful change (mkdir, create, rmdir, unlink, rename,
 * truncate, chmod, utimens, symlink) on the calling thread left, as far as
 * the server said (sbxd's /fs answers say it; the exec fallback does not):
 * the attributes of the path it made or changed (rename: of the target),
 * of the directory whose entries changed (rename: the source's), of
 * rename's target directory, and of the source name after an exchange.
 * Everything false after a failure or an operation that says nothing. Like
 * sbx_last_error(), valid until the next call on the same thread. */
struct sbx_after {
	bool have_st, have_parent, have_to_parent, have_from_st, have_left;
	/* left: an unlink of one name of a file with several, what the other
	 * names show after it (sbxd) */
	struct sbx_stat st, parent, to_parent, from_st, left;
};
void sbx_last_after(struct sbx_after *out);

/* lstat (never follows the final symlink); *link (optional, may be NULL)
 * gets the target of a symlink, free() it. */
int sbx_lstat(struct sbx_client *c, const char *id, const char *path, struct sbx_stat *st,
	      char **link);
/* Every entry of a directory with its attributes, in one request. */
int sbx_listdir(struct sbx_client *c, const char *id, const char *path, struct sbx_dir *out);
int sbx_mkdir(struct sbx_client *c, const char *id, const char *path, mode_t mode);
/* open(path, O_CREAT | (excl ? O_EXCL : 0), mode) in the sandbox: a new
 * regular file with exactly mode (no umask), or -EEXIST when excl and the
 * name exists; without excl an existing file is left untouched. *st: the
 * attributes of what the name holds afterwards (check S_ISREG). */
int sbx_create(struct sbx_client *c, const char *id, const char *path, mode_t mode, bool excl,
	       struct sbx_stat *st);
int sbx_rmdir(struct sbx_client *c, const char *id, const char *path);
/* link(2): a new name `to` for the file at `from` (never following a
 * symlink at `from`). */
int sbx_link(struct sbx_client *c, const char *id, const char *from, const char *to);
/* mknod(2) of a FIFO (S_IFIFO), a UNIX socket (S_IFSOCK) or an empty
 * regular file (S_IFREG) with exactly mode's permission bits; -EPERM for
 * device nodes (and, through exec, for a socket where the sandbox has no
 * python3 to bind one). */
int sbx_mknod(struct sbx_client *c, const char *id, const char *path, mode_t mode);
int sbx_unlink(struct sbx_client *c, const char *id, const char *path);
/* flags: 0, RENAME_NOREPLACE or RENAME_EXCHANGE (from <linux/fs.h>). */
int sbx_rename(struct sbx_client *c, const char *id, const char *from, const char *to,
	       unsigned flags);
int sbx_truncate(struct sbx_client *c, const char *id, const char *path, off_t size);
int sbx_chmod(struct sbx_client *c, const char *id, const char *path, mode_t mode);
/* ts[0] atime, ts[1] mtime; tv_nsec may be UTIME_NOW or UTIME_OMIT. */
int sbx_utimens(struct sbx_client *c, const char *id, const char *path,
		const struct timespec ts[2]);
int sbx_symlink(struct sbx_client *c, const char *id, const char *target, const char *linkpath);
/* chown: uid/gid (-1: unchanged) are the host's numbers the mount shows.
 * sbxd records them with the file (its sandbox runs as one user); on a
 * server without that (the bridge, where commands run as root) the file is
 * really chowned, self_uid/self_gid standing for the sandbox's own user
 * (the owner of /workspace). */
int sbx_chown(struct sbx_client *c, const char *id, const char *path, uid_t uid, gid_t gid,
	      uid_t self_uid, gid_t self_gid);
/* Who creates names on this thread from now on (the process behind a FUSE
 * request), recorded as their owner where the server keeps owners (sbxd);
 * (uid_t)-1: nobody in particular. */
void sbx_thread_set_creator(uid_t uid, gid_t gid);
int sbx_readlink(struct sbx_client *c, const char *id, const char *path, char **target);
int sbx_statfs(struct sbx_client *c, const char *id, const char *path, struct statvfs *out);

struct sbx_proc {
	int pid;
	int ppid;
	char state;	   /* R, S, D, Z, T ... */
	time_t start_time; /* epoch seconds */
	char *cmdline;	   /* arguments joined by spaces */
};
int sbx_ps(struct sbx_client *c, const char *id, struct sbx_proc **procs, size_t *n);
void sbx_procs_free(struct sbx_proc *procs, size_t n);
/* Signal a process (and, when it leads one, its process group). -EPERM for
 * pid 1, the sandbox's init (signals to it are dropped or end the sandbox). */
int sbx_kill(struct sbx_client *c, const char *id, int pid, int sig);
/* Start cmdline (bash -c) in the background, detached, output (stdout and
 * stderr) appended to logpath in the sandbox; *pid is its sandbox pid. On a
 * server with processes (next generation) it is started as one, so that
 * sbx_process_list shows it. */
/* v1: run with the log directory as $1, prints "<pid> <log name>" for each
 * process sbx_spawn started there that still runs (the same pid and start
 * time), and removes the links of those gone. */
extern const char SBX_SPAWN_LINKS_SCRIPT[];
int sbx_spawn(struct sbx_client *c, const char *id, const char *cmdline, const char *logpath,
	      int *pid);
/* TCP ports listening inside the sandbox, sorted, unique. free() *ports. */
int sbx_listening_ports(struct sbx_client *c, const char *id, int **ports, size_t *n);

/* ---- code contexts ---------------------------------------------------------
 *
 * A code context is a persistent interpreter inside a sandbox, as in a
 * notebook: variables, imports and loaded data survive from one cell (a
 * piece of code) to the next, until the context is deleted or restarted.
 * Languages: "python" (python3) and "javascript" (node). It lives in the
 * sandbox, not in the client: any client (a new process, a remounted sbxfs)
 * finds the same contexts and state.
 *
 * Everything goes through the exec route only (no extension, no file
 * route), so it works on sbxd and on Cloudflare's bridge alike. libsbx
 * embeds small drivers (client/drivers/) and installs them in the sandbox
 * under /tmp/.sbx-contexts/ on first use; the interpreter of a context
 * starts on its first run. The sandbox needs bash, coreutils, base64,
 * setsid (util-linux) and python3 >= 3.8 and/or node >= 14; matplotlib
 * figures become PNG results when matplotlib is installed.
 *
 * A cell's output streams as the output of one exec: stdout, then the text
 * form of the value of its last expression (`41 + 1` prints 42); on an
 * exception stderr gets the traceback, which names the error as
 * "Name: message". Rich results (matplotlib figures, objects with
 * _repr_png_/_repr_html_..., display(...)) are files of the context,
 * replaced at each cell: 1.png, 2.html ..., each also announced on stdout
 * as "[result 1.png image/png 12345 bytes]". A cell started while another
 * runs in the same context waits for it (cells run in order). If the
 * interpreter dies (killed, out of memory, exit()), the cell's stderr says
 * so; the next run starts a fresh interpreter and its stderr says why the
 * old one ended. Messages of libsbx's own (not the cell's) start with
 * "sbx-context: ".
 *
 * Names: [A-Za-z0-9_][A-Za-z0-9._-]{0,63}. Errors: -EINVAL (bad name or
 * language), -ENOENT (no such context), -EEXIST, -EBUSY (changing the
 * language of a running interpreter), -ENOEXEC (the sandbox lacks the
 * interpreter), -EIO (the interpreter did not start; the reason is in
 * sbx_last_error()), and every error of sbx_exec.
 */
#define SBX_CTX_NAME_MAX 64

bool sbx_ctx_valid_name(const char *name);
/* 0 for "python" or "javascript", -EINVAL for anything else. */
int sbx_ctx_check_lang(const char *lang);

enum sbx_ctx_state {
	SBX_CTX_NEW,	 /* no interpreter yet (never run, or restarted) */
	SBX_CTX_IDLE,	 /* interpreter up, no cell run yet */
	SBX_CTX_RUNNING, /* a cell is running */
	SBX_CTX_OK,	 /* the latest cell succeeded */
	SBX_CTX_ERROR,	 /* the latest cell raised (or was interrupted) */
	SBX_CTX_DEAD,	 /* the interpreter died; the next run starts a fresh one */
};
/* "new", "idle", "running", "ok", "error", "dead". */
const char *sbx_ctx_state_name(enum sbx_ctx_state s);

struct sbx_ctx_info {
	char name[SBX_CTX_NAME_MAX + 1];
	char lang[16];
	enum sbx_ctx_state state;
	int pid;      /* the interpreter's pid in the sandbox, 0 when none */
	char *reason; /* SBX_CTX_DEAD: how it ended ("was killed by SIGKILL"), else NULL */
	char *error;  /* SBX_CTX_ERROR: "Name: message" of the latest cell, else NULL */
};
void sbx_ctx_info_release(struct sbx_ctx_info *info);

/* Creates a context; lang NULL means "python". No interpreter starts yet. */
int sbx_ctx_create(struct sbx_client *c, const char *id, const char *name, const char *lang);
/* Changes the language of a context whose interpreter is not running
 * (-EBUSY otherwise: restart it first). */
int sbx_ctx_set_lang(struct sbx_client *c, const char *id, const char *name, const char *lang);
/* Deletes a context: its interpreter (and every process of its process
 * group) is killed, its files removed. */
int sbx_ctx_delete(struct sbx_client *c, const char *id, const char *name);
/* Every context of the sandbox, sorted by name. Free with sbx_ctx_list_free(). */
int sbx_ctx_list(struct sbx_client *c, const char *id, struct sbx_ctx_info **infos, size_t *n);
void sbx_ctx_list_free(struct sbx_ctx_info *infos, size_t n);
/* One context; release *out with sbx_ctx_info_release(). */
int sbx_ctx_get(struct sbx_client *c, const char *id, const char *name, struct sbx_ctx_info *out);

enum sbx_cell_outcome {
	SBX_CELL_OK,
	SBX_CELL_ERROR,	      /* the cell raised; its traceback is on stderr */
	SBX_CELL_INTERRUPTED, /* sbx_ctx_interrupt(), or the timeout expired */
	SBX_CELL_DIED,	      /* the interpreter died (or was restarted) meanwhile */
};
struct sbx_ctx_run_opts {
	long timeout_ms;    /* 0: none; on expiry the cell is interrupted */
	atomic_int *cancel; /* as sbx_exec_opts.cancel: ends the transfer only */
};
/* Runs one cell (code: len bytes, up to 16 MiB) and streams its output
 * through cb as sbx_exec does (stream 1 stdout, 2 stderr). Installs the
 * drivers and starts the interpreter when needed. Returns 0 when the cell
 * ran, whatever its outcome (in *outcome); a negative errno when it could
 * not run. Cancelling (cancel, the thread's interrupt check) stops only the
 * transfer: the cell goes on in the sandbox until it ends or
 * sbx_ctx_interrupt() stops it. */
int sbx_ctx_run(struct sbx_client *c, const char *id, const char *name, const char *code,
		size_t len, const struct sbx_ctx_run_opts *opts, sbx_output_cb cb, void *arg,
		enum sbx_cell_outcome *outcome);
/* Interrupts the running cell (SIGINT to the interpreter's process group,
 * like Ctrl-C in a notebook): the cell ends as SBX_CELL_INTERRUPTED, the
 * context keeps its state. A no-op when nothing runs. */
int sbx_ctx_interrupt(struct sbx_client *c, const char *id, const char *name);
/* Kills the interpreter; the next run starts a fresh one (state lost). */
int sbx_ctx_restart(struct sbx_client *c, const char *id, const char *name);

struct sbx_ctx_result {
	char name[32];	  /* "1.png" */
	const char *mime; /* "image/png" (static) */
	off_t size;
};
/* Rich results of the latest cell, in order. free() *results. */
int sbx_ctx_results(struct sbx_client *c, const char *id, const char *name,
		    struct sbx_ctx_result **results, size_t *n);
/* The bytes of one result (-EFBIG past max). Release out with sbx_buf_release(). */
int sbx_ctx_result_read(struct sbx_client *c, const char *id, const char *name, const char *result,
			size_t max, struct sbx_buf *out);
/* Whether a result name is well-formed: digits, '.', a lowercase extension. */
bool sbx_ctx_valid_result(const char *name);
/* MIME type of a result by its extension ("application/octet-stream" when unknown). */
const char *sbx_ctx_mime(const char *result);
/* Installs the drivers in the sandbox when missing (sbx_ctx_run does it
 * by itself; this is for preparing a sandbox ahead). Idempotent. */
int sbx_ctx_install(struct sbx_client *c, const char *id);

#endif
