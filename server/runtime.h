/* runtime.h — private to the sbxd runtime (sandbox.c, sandbox_start.c,
 * spawn.c, exec_sessions.c, files.c, fsops.c, archive.c, disk.c, tunnel.c,
 * procreg.c, procs.c, terms.c): the inside of struct sandbox and the
 * helpers they share. The HTTP layer uses sandbox.h only. */
#ifndef SBXD_RUNTIME_H
#define SBXD_RUNTIME_H

#include <pthread.h>
#include <stdatomic.h>

#include "sandbox.h"

#define SANDBOX_UID_INSIDE 1000
#define SANDBOX_HOME "/home/user"
#define SANDBOX_PATH "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

struct session {
	char *sid;
	char *cwd;  /* absolute sandbox path */
	char **env; /* "KEY=VALUE", NULL-terminated; exported variables only */
	struct session *next;
};

struct tunnel;

struct sandbox {
	struct sandbox_table *table;
	char id[130];
	char *dir;   /* STATE/sandboxes/<id>: the root view */
	int root_fd; /* O_PATH of dir */
	int refs;    /* guarded by table->lock */
	bool dead;   /* destroyed; guarded by table->lock */

	pthread_mutex_t lock; /* guards everything below */
	uid_t uid;	      /* host uid and gid of its processes and files */
	gid_t gid;
	bool disk_limited;	 /* its root view is its own disk image */
	bool reaped;		 /* stale upload temp files removed (once per sbxd run) */
	struct limits_group *cg; /* its cgroups while it runs, or NULL */
	bool running;
	pid_t bwrap_pid;
	int ctl_fd; /* SOCK_SEQPACKET to sbxd-init, -1 when stopped */
	struct session *sessions;
	struct tunnel *tunnels;
	/* managed processes and terminals (procs.c): created on first use
	 * under lock, then guarded by their own lock */
	struct procreg *procs;
	/* the warm shell (spawn.c): a bash already started in warm_cwd
	 * (identified by warm_dev/warm_ino) that waits on warm_ctl for its
	 * command line, or NULL; it holds no reference on sb */
	struct proc *warm;
	int warm_ctl;
	char *warm_cwd;
	dev_t warm_dev;
	ino_t warm_ino;
};

struct sandbox_table {
	struct sbxd_config cfg;
	char *sandboxes_dir;
	bool as_root;	      /* sbxd runs as root: drop to each sandbox's uid */
	struct uid_map *uids; /* per-sandbox uids, NULL when shared or not root */
	struct limits *limits;
	struct disks *disks;
	pthread_mutex_t lock; /* guards list and each sandbox's refs/dead */
	struct sandbox **list;
	size_t n, cap;
	size_t alive;		       /* sandbox records not yet freed (listed or not) */
	pthread_cond_t freed;	       /* a record was freed (sandbox_table_free waits) */
	struct destroying *destroying; /* ids whose DELETE is under way */
	pthread_cond_t destroyed;      /* one of them ended */
	char *locale_dir;	       /* bound over the sandboxes' /usr/lib/locale, or NULL */
};

/* Sends a request to the sandbox's init, starting the sandbox when it is not
 * running (also after its init died). msg is a short text; fds passed. */
int sandbox_request(struct sandbox *sb, const char *msg, const int *fds, int nfds);
/* The same for a message of len bytes that may hold NULs (an inline spawn
 * payload). */
int sandbox_request_len(struct sandbox *sb, const char *msg, size_t len, const int *fds, int nfds);

/* Runs cmd in the sandbox to completion. Its stdin is a pipe sbxd fills
 * with the whole of in_fd (its st_size bytes from offset 0, by pread), or
 * /dev/null when -1; its stdout a pipe sbxd copies to out_fd at out_fd's
 * offset, or /dev/null when -1. More than out_max bytes of output (when
 * out_max > 0) kill it: -EFBIG. stderr is collected (bounded) into *err
 * (malloc'd, may be NULL). A program whose input and output have not
 * moved for 30 s is killed, and so is any at sandbox_runs_cancel:
 * -ETIMEDOUT. Returns the exit code (>= 0) or -errno, with sbxd_errmsg
 * saying why when sbxd gave up on the program. */
int sandbox_run(struct sandbox *sb, const char *cmd, int in_fd, int out_fd, off_t out_max,
		char **err);

/* openat2(RESOLVE_IN_ROOT) of an absolute sandbox path below the root view;
 * fd or -errno. Caller is inside sandbox_fs_begin/_end. */
int sandbox_root_open(struct sandbox *sb, const char *path, int flags, mode_t mode);
/* The directory holding path's final component (O_PATH), created with its
 * missing parents when create; *name points at the final component. */
int sandbox_root_parent(struct sandbox *sb, const char *path, bool create, const char **name);

/* locale.c: builds STATE/locale/usr/lib/locale/locale-archive from the
 * host's compiled locales when the host has no archive; the directory to
 * bind over the sandboxes' /usr/lib/locale (malloc'd), or NULL: keep the
 * host's (which is then said on stderr when something failed). */
char *sandbox_locale_prepare(const char *state_dir);

/* rm -rf of parent/name without following symlinks (also across a mount
 * point below it, which only sbxd makes). */
int tree_remove_at(int parent, const char *name);

/* The directory of the root view where uploads are written before they are
 * renamed into place: same file system as /workspace, invisible inside the
 * sandbox, emptied at the sandbox's first start in each sbxd run. */
#define SANDBOX_UPLOADS "uploads"

void tunnels_close_all(struct sandbox *sb);

/* sandbox_start.c, for sandbox.c. Caller holds sb->lock: starts sb unless
 * it runs (-EAGAIN at the instance limit); stops it (init, bwrap, cgroups). */
int sandbox_ensure_running_locked(struct sandbox *sb);
void sandbox_stop_locked(struct sandbox *sb);
/* spawn.c: lets the warm shell go (it exits at once, nothing run).
 * Caller holds sb->lock. */
void sandbox_warm_drop_locked(struct sandbox *sb);
/* Stops sb for good: tunnels, init, sessions, reader threads (see
 * sandbox_start.c). Caller holds no lock. */
void sandbox_shutdown(struct sandbox *sb);

/* As sandbox_request, but only to a running sandbox (-ESRCH when it is
 * stopped): for signals, which must never start a sandbox again. */
int sandbox_request_running(struct sandbox *sb, const char *msg, const int *fds, int nfds);
int sandbox_request_len_running(struct sandbox *sb, const char *msg, size_t len, const int *fds,
				int nfds);
/* The spawn payload memfd init reads ('S', 'M', 'T'): cwd, argv, env. */
int sandbox_make_payload(const char *cwd, const char *const *argv, const char *const *env);
void sessions_free(struct session *s);

/* The sandbox user's environment (PATH, HOME, USER...), NULL-terminated. */
extern const char *const sandbox_base_env[];

/* exec_sessions.c, for spawn.c. Caller holds sb->lock for the _locked ones:
 * the session named sid or NULL; a new one (cwd NULL: /workspace; env over
 * the base environment). session_save applies "<cwd>\0<KEY=VALUE>\0..."
 * captured by a session command's EXIT trap (takes sb->lock). */
struct session *session_find_locked(struct sandbox *sb, const char *sid);
int session_add_locked(struct sandbox *sb, const char *sid, const char *cwd,
		       const char *const *env);
void session_save(struct sandbox *sb, const char *sid, const char *state, size_t len);

#endif
