/* sandbox.h — sbxd's sandbox runtime: lifecycle, processes, files, sessions, tunnels.
 *
 * This is the boundary between the HTTP layer (http.c, route_*.c), which
 * parses requests and writes responses, and the runtime (sandbox.c,
 * sandbox_start.c, spawn.c, exec_sessions.c, procs.c, terms.c, files.c,
 * tunnel.c, and init.c inside), which does the work with real isolation.
 *
 * A sandbox is a directory STATE/sandboxes/<id>/ ("the root view") holding
 * workspace/ (its /workspace), tmp/ (its private /tmp) and home/ (its $HOME),
 * plus one long-lived set of namespaces: bubblewrap starts sbxd-init as pid 1
 * of a fresh user, mount, pid, ipc, uts and network namespace; every command
 * is forked by that init on request (over a unix socket, with the pipes
 * passed as SCM_RIGHTS), so all commands of one sandbox share its processes,
 * /tmp and loopback network. The init exits when sbxd's end of the socket
 * closes, which tears the whole pid namespace down.
 *
 * All functions return 0 (or a count / fd) on success and -errno on failure.
 * Failures that carry a message for the client put it in sbxd_errmsg() (a
 * thread-local buffer).
 */
#ifndef SBXD_SANDBOX_H
#define SBXD_SANDBOX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>

struct sbxd_config {
	const char *state_dir; /* absolute */
	const char *init_path; /* sbxd-init binary (absolute) */
	/* Host identity of sandbox commands when sbxd is root: a uid of its own
	 * per sandbox from [uid_base, uid_base + uid_count) (gid = uid), or,
	 * with shared_uid, sandbox_uid:sandbox_gid for all (--sandbox-user).
	 * Not root: the user running sbxd, always. */
	uid_t uid_base;
	uint32_t uid_count;
	bool shared_uid;
	uid_t sandbox_uid;
	gid_t sandbox_gid;
	/* per-sandbox limits; 0 = none (reslimits.h, disk.h) */
	long max_pids;
	uint64_t max_memory; /* bytes */
	uint64_t max_disk;   /* bytes */
	int max_cpu;	     /* percent of one CPU */
	bool bridge_compat;  /* behave as Cloudflare's deployment where it differs */
	bool no_warm_shell;  /* no bash kept started per sandbox (spawn.c) */
	int max_sandboxes;   /* running at once; more -> -EAGAIN (503 capacity_exceeded) */
	int verbose;
};

struct sandbox_table;
struct sandbox;
struct proc;

/* Thread-local message for the latest failure (never NULL). */
const char *sbxd_errmsg(void);
void sbxd_set_errmsg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- lifecycle ------------------------------------------------------- */

int sandbox_table_new(const struct sbxd_config *cfg, struct sandbox_table **out);
/* Stops every sandbox (kills all processes), frees the table. */
void sandbox_table_free(struct sandbox_table *t);

/* The sandbox with this (valid) id, started on demand; holds a reference
 * until sandbox_put(). -EAGAIN: capacity exhausted; other errors: start
 * failure (message in sbxd_errmsg()). */
int sandbox_get(struct sandbox_table *t, const char *id, struct sandbox **out);
void sandbox_put(struct sandbox *sb);
/* Kill every process, drop sessions and tunnels, remove all files. The id
 * can be used again afterwards. No error when it never existed. */
int sandbox_destroy(struct sandbox_table *t, const char *id);
/* Ids with a directory in the state dir, sorted. Free with free() each + array. */
int sandbox_list(struct sandbox_table *t, char ***ids, size_t *n);
bool sandbox_is_running(struct sandbox_table *t, const char *id);
/* --max-sandboxes: how many may run at once. */
int sandbox_table_max(const struct sandbox_table *t);
/* The sandbox of id only when it is running now (never starts it), with a
 * reference; -ESRCH otherwise (the bridge's "lookup" routes). */
int sandbox_lookup(struct sandbox_table *t, const char *id, struct sandbox **out);
const char *sandbox_id(const struct sandbox *sb);
/* One line for the log: which limits are in force per sandbox, and how. */
void sandbox_limits_describe(struct sandbox_table *t, char *buf, size_t len);

/* Limits and usage of a (running) sandbox, for GET .../info. Values
 * unknown or not limited are -1 (UINT64_MAX for the unsigned ones); the
 * *_how strings name the mechanism ("cgroup v1", "rlimit", "ext4 image",
 * "off"). */
struct sandbox_info {
	unsigned long uid; /* host uid of its processes and files */
	long pids_max, pids;
	const char *pids_how;
	uint64_t memory_max, memory;
	const char *memory_how;
	long oom_kills;
	int cpu_max; /* percent */
	uint64_t cpu_usec;
	const char *cpu_how;
	uint64_t disk_max, disk_used;
	const char *disk_how;
};
int sandbox_info(struct sandbox *sb, struct sandbox_info *out);

/* ---- processes ------------------------------------------------------- */

/* Run one bash command line (`bash -c cmd`) in the sandbox.
 * session: NULL for a fresh stateless shell with cwd /workspace; else the
 *   session's state (cwd, exported variables) applies and, unless
 *   bridge_compat, what the command changes carries to the next exec of the
 *   session (unknown sessions are created implicitly).
 * cwd: absolute, already contained to /workspace, or NULL.
 * timeout_ms > 0: SIGTERM to the process group on expiry, SIGKILL 5 s later;
 *   a stderr chunk "Command timed out after <N>ms\n" and exit code 124.
 * stdin_fd: -1 for /dev/null; otherwise a fd the runtime dups.
 */
int sandbox_exec(struct sandbox *sb, const char *session, const char *cmd, const char *cwd,
		 long timeout_ms, int stdin_fd, struct proc **out);

/* The same for a sessionless exec whose argv (sent by the client) is
 * {"bash", "-c", X, args...}: what `bash -c <argv quoted>` does, as
 * sandbox_exec would run it, but without the outer bash: that one would
 * only exec the inner one (a lone simple command), passing it `_` set to
 * the path of bash, which init sets the same. One bash start-up fewer per
 * command (about a millisecond). The caller checks that argv quoted fits
 * in one argument (the outer bash could not start otherwise). */
int sandbox_exec_bash(struct sandbox *sb, const char *const *argv, const char *cwd, long timeout_ms,
		      int stdin_fd, struct proc **out);
/* Whether the sandbox's warm shell may run `bash -c x` (spawn.c): x's
 * last command is one of bash's own, so a started bash running x with
 * eval does what a fresh `bash -c x` would. */
bool sandbox_warm_line(const char *x);

/* Next piece of output: > 0 bytes copied into buf, *stream = 1 (stdout) or
 * 2 (stderr); 0 once the command has exited and all output was returned
 * (then proc_exit_code() is valid); PROC_IDLE when nothing arrived within
 * timeout_ms (-1 = wait forever); -errno on failure (e.g. the command could
 * not be started: message in sbxd_errmsg()). PROC_IDLE is no errno: a
 * start that failed with ETIMEDOUT (init's wait for the exec) once read as
 * "nothing yet" for ever, and its stream never ended. */
#define PROC_IDLE (-100000)
ssize_t proc_read(struct proc *p, void *buf, size_t len, int *stream, int timeout_ms);
int proc_exit_code(const struct proc *p);
/* Releases the handle. A command still running is not cancelled: its
 * output is drained and discarded in the background until it exits. */
void proc_free(struct proc *p);

/* ---- sessions -------------------------------------------------------- */

/* env: NULL-terminated "KEY=VALUE" list or NULL; cwd NULL: /workspace.
 * -EEXIST when the session exists. */
int sandbox_session_create(struct sandbox *sb, const char *sid, const char *cwd,
			   const char *const *env);
int sandbox_session_delete(struct sandbox *sb, const char *sid); /* -ENOENT */
/* Copies of a session's cwd and "KEY=VALUE" environment (NULL-terminated;
 * free() each and the array); -ENOENT when there is no such session. */
int sandbox_session_state(struct sandbox *sb, const char *sid, char **cwd, char ***env);

/* ---- files (resolved inside the sandbox root, as the sandbox user) ---- */

/* path: absolute sandbox path, normalised, at or under /workspace.
 * Returns an O_RDONLY fd of a regular file; -ENOENT, -EISDIR, -EACCES ...
 * A final symlink is followed inside the sandbox root, never on the host. */
int sandbox_open_read(struct sandbox *sb, const char *path);

/* Whole-file write, written as it arrives: parents are created. An
 * existing regular file is written in place (the same inode; what the new
 * data does not cover reads as zeros, and commit cuts it to its size), so
 * an upload cut short leaves it partly rewritten. A new file's data goes to
 * a temporary file outside /workspace on the same file system, and commit
 * renames it to the target, so a reader never sees half of it and a crash
 * leaves nothing in the workspace; so does an existing file the sandbox
 * user may not write but may replace (keeping its mode). When the target
 * is a symlink the data is written through it, resolved inside the sandbox
 * root, into a regular file only (a FIFO or device there: -EINVAL at once,
 * never a blocked thread). */
struct upload;
int upload_begin(struct sandbox *sb, const char *path, struct upload **out);
int upload_write(struct upload *u, const void *data, size_t len);
/* Sparse uploads: the file's final size (holes read as zeros), then data
 * at offsets in any order. */
int upload_set_size(struct upload *u, off_t size);
int upload_write_at(struct upload *u, const void *data, size_t len, off_t off);
/* Mode (permission bits, -1: as upload_begin chose) and times (atime,
 * mtime; UTIME_NOW and UTIME_OMIT allowed; NULL: as the writes left them)
 * that upload_commit gives the file (a new one before it appears): through a final
 * symlink, the file it points to. */
void upload_set_attrs(struct upload *u, long mode, const struct timespec *ts);
/* The permission bits for a file the upload creates (-1: 0644), unless
 * upload_set_attrs gave a mode; an existing file keeps its own. And
 * whether the target was absent at upload_begin (the upload makes it). */
void upload_set_create_mode(struct upload *u, long mode);
bool upload_created(const struct upload *u);
/* Frees u, success or not. replaced (may be NULL): the inode number of the
 * file whose place the data took (written in place: that file's own; 0:
 * there was none), which tells a client whether the file it wrote is the
 * one it had opened or a name someone else reused meanwhile. */
int upload_commit(struct upload *u, ino_t *replaced);
/* An append (POST .../extents): len bytes (at most UPLOAD_APPEND_MAX), given
 * by upload_write_at at offsets below len, written at commit to the end of
 * the existing regular file at path (through a final symlink, inside the
 * sandbox) in one O_APPEND write, as the sandbox's own `>>` writes. Mode
 * and times as upload_set_attrs. -ENOENT: no file; -EINVAL: not a regular
 * file; -EFBIG: len above the limit. upload_commit_at's *at: the offset
 * where the bytes landed (-1 unless an append that succeeded). */
#define UPLOAD_APPEND_MAX (16 << 20)
int upload_begin_append(struct sandbox *sb, const char *path, off_t len, struct upload **out);
int upload_commit_at(struct upload *u, ino_t *replaced, off_t *at);
void upload_abort(struct upload *u); /* frees u; NULL ok */

/* ---- archives -------------------------------------------------------- */

/* tar of /workspace (members "./..."), excludes: NULL-terminated top-level
 * names or NULL. On success *fd is a temporary file positioned at 0 and
 * *size its length. Failure: -EIO with "tar failed (exit N): ..." (or
 * "tar failed: " and why sbxd killed it) in sbxd_errmsg(). */
int sandbox_persist(struct sandbox *sb, const char *const *excludes, int *fd, off_t *size);
/* Extract a tar (any compression tar detects) from fd (all of it, from
 * offset 0; the offset is not used) into /workspace, inside the sandbox.
 * -EIO with "tar extract failed (exit N): ...". */
int sandbox_hydrate(struct sandbox *sb, int fd);

/* ---- tunnels --------------------------------------------------------- */

struct tunnel_info {
	int port;	/* port inside the sandbox */
	int host_port;	/* loopback port on the host forwarding to it */
	time_t created; /* creation time (epoch seconds) */
};
/* Idempotent per port: a second call returns the existing tunnel. */
int sandbox_tunnel_open(struct sandbox *sb, int port, struct tunnel_info *out);
int sandbox_tunnel_close(struct sandbox *sb, int port); /* 0 also when none */
/* The sandbox's tunnels sorted by port (*out: free()). */
int sandbox_tunnel_list(struct sandbox *sb, struct tunnel_info **out, size_t *n);

/* ---- native file-system operations (the /fs extension) ------------------- */

/* POSIX operations done by sbxd itself, resolved in root as the sandbox
 * user, for clients that detected the extension (a stock bridge has only
 * exec for these). Paths: absolute, normalised, at or under /workspace.
 * Errors are the syscall's own -errno. */
/* Act as the sandbox user for file-system access on this thread (setfsuid
 * when sbxd is root; no-op otherwise). Returns the token for _end. Calls
 * nest: inside a begin of the same sandbox on this thread one costs no
 * system call (a route wraps all it does for one request in a single
 * begin/end, and the helpers it calls begin and end their own); each end
 * goes back to the user of the begin it was nested in (root outside). */
int sandbox_fs_begin(struct sandbox *sb);
void sandbox_fs_end(struct sandbox *sb, int token);

struct stat;
struct statvfs;
int sandbox_fs_lstat(struct sandbox *sb, const char *path, struct stat *st, char **link);
int sandbox_fs_mkdir(struct sandbox *sb, const char *path, mode_t mode);
int sandbox_fs_rmdir(struct sandbox *sb, const char *path);
int sandbox_fs_unlink(struct sandbox *sb, const char *path);
/* unlink, and when the name was one of several of a file (and the sandbox
 * did not swap it meanwhile): *left gets what the file's other names show
 * now (link count one less, the ctime the unlink set), *uid and *gid its
 * recorded owner (-1: none); else left->st_ino is 0. */
int sandbox_fs_unlink_left(struct sandbox *sb, const char *path, struct stat *left, long *uid,
			   long *gid);
/* flags: renameat2's RENAME_NOREPLACE / RENAME_EXCHANGE */
int sandbox_fs_rename(struct sandbox *sb, const char *from, const char *to, unsigned flags);
/* truncate and chmod follow a final symlink as chmod(2)/truncate(2) do, but
 * resolved inside the sandbox root (as the sandbox sees it), and act on the
 * object opened, so a link swapped meanwhile cannot redirect them. truncate
 * of anything but a regular file: -EINVAL (a FIFO never blocks it). */
int sandbox_fs_truncate(struct sandbox *sb, const char *path, off_t size);
int sandbox_fs_chmod(struct sandbox *sb, const char *path, mode_t mode);
/* ts as utimensat(2): UTIME_NOW / UTIME_OMIT allowed; never follows a link */
int sandbox_fs_utimens(struct sandbox *sb, const char *path, const struct timespec ts[2]);
int sandbox_fs_symlink(struct sandbox *sb, const char *target, const char *path);
int sandbox_fs_readlink(struct sandbox *sb, const char *path, char **target);
int sandbox_fs_statfs(struct sandbox *sb, const char *path, struct statvfs *out);
/* open(path, O_CREAT | (excl ? O_EXCL : 0), mode) and close: a new regular
 * file gets exactly mode (no umask); an existing one is left as it is
 * (-EEXIST when excl). Never follows a final symlink. *st: lstat after;
 * *created set when the file is new. */
int sandbox_fs_create(struct sandbox *sb, const char *path, mode_t mode, bool excl, struct stat *st,
		      bool *created);
/* link(2): a new name to for the file at from (a symlink itself, never its
 * target). */
int sandbox_fs_link(struct sandbox *sb, const char *from, const char *to);
/* mknod(2) of a FIFO, a UNIX socket or a regular file with exactly mode's
 * permission bits; -EPERM for device nodes. */
int sandbox_fs_mknod(struct sandbox *sb, const char *path, mode_t mode);
/* The owner a client set on path (fsops.c, "ownership"): -1 for either half
 * when none is recorded (the sandbox's own user). */
int sandbox_fs_owner(struct sandbox *sb, const char *path, long *uid, long *gid);
/* Records uid and gid (-1: leave that half) as path's owner. */
int sandbox_fs_chown(struct sandbox *sb, const char *path, long uid, long gid);
/* An upload replacing dfd/name by the file open at fd: fd gets its owner. */
void sandbox_fs_copy_owner(struct sandbox *sb, int dfd, const char *name, int fd);
/* Calls fn for every entry but "." and ".." (link: symlink target or NULL;
 * uid, gid: the entry's recorded owner, -1: none); fn returning non-zero
 * stops the listing and is returned. */
typedef int (*sandbox_list_owned_fn)(void *arg, const char *name, const struct stat *st,
				     const char *link, long uid, long gid);
int sandbox_fs_list_owned(struct sandbox *sb, const char *path, sandbox_list_owned_fn fn,
			  void *arg);

/* sbxd is stopping: every program sbxd runs in a sandbox for itself
 * (persist's and hydrate's tar) is killed within a second, and its
 * request fails (one that made no progress for 30 s is anyway). */
void sandbox_runs_cancel(void);

#endif
