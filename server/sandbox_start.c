/* sandbox_start.c — starting and stopping one sandbox: its root view on
 * disk (directories, passwd/group, its host uid), the bubblewrap command
 * line that runs sbxd-init as pid 1 in fresh namespaces, the wait for
 * init's "ready", the shutdown sequence, and sending requests to init over
 * the control socket (restarting a sandbox whose init died).
 *
 * The table of sandboxes (sandbox.c) decides when; this file knows how.
 * Every function named *_locked is called with sb->lock held; only
 * running_count() takes table->lock, and then never while holding it
 * (lock order: sb->lock, then table->lock — see sandbox.c).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fsuid.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "disk.h"
#include "reslimits.h"
#include "procs.h"
#include "runtime.h"
#include "uids.h"

/* How long a request to init may wait for room on the control socket: init
 * reads each request at once (its own waits are bounded: EXEC_WAIT_MS in
 * init.c), so a full socket this long means a frozen init. */
#define INIT_SEND_TIMEOUT_S 10

/* The sandbox user's environment, which every command starts from. */
const char *const sandbox_base_env[] = {
    "PATH=" SANDBOX_PATH, "HOME=" SANDBOX_HOME, "USER=user",	    "LOGNAME=user",
    "SHELL=/bin/bash",	  "LANG=C.UTF-8",	"HOSTNAME=sandbox", NULL,
};

/* ---- stopping ---------------------------------------------------------- */

/* Caller holds sb->lock. Closing the socket makes init (pid 1) exit, which
 * kills every process in the sandbox; bwrap then exits. */
void sandbox_stop_locked(struct sandbox *sb)
{
	sandbox_warm_drop_locked(sb);
	if (sb->ctl_fd >= 0) {
		close(sb->ctl_fd);
		sb->ctl_fd = -1;
	}
	if (sb->bwrap_pid > 0) {
		int st;
		for (int i = 0; i < 200; i++) { /* up to 2 s for a clean exit */
			pid_t r = waitpid(sb->bwrap_pid, &st, WNOHANG);
			if (r == sb->bwrap_pid || (r < 0 && errno == ECHILD))
				goto reaped;
			struct timespec ts = {0, 10 * 1000 * 1000};
			nanosleep(&ts, NULL);
		}
		kill(sb->bwrap_pid, SIGKILL);
		waitpid(sb->bwrap_pid, &st, 0);
	reaped:
		sb->bwrap_pid = 0;
	}
	/* Whatever outlived init (nothing should: the pid namespace dies
	 * with it) is killed with the group. */
	limits_group_free(sb->cg);
	sb->cg = NULL;
	sb->running = false;
}

/* The one shutdown sequence (destroying a sandbox and dropping its last
 * reference both end this way): its tunnels, init and every process, its
 * sessions, then the reader threads of its managed processes and terminals
 * (init is gone, so each of them sees its pipes close and ends). Takes
 * sb->lock itself; procs_stop() takes the registry's lock after. */
void sandbox_shutdown(struct sandbox *sb)
{
	tunnels_close_all(sb);
	pthread_mutex_lock(&sb->lock);
	sandbox_stop_locked(sb);
	sessions_free(sb->sessions);
	sb->sessions = NULL;
	pthread_mutex_unlock(&sb->lock);
	procs_stop(sb);
}

/* ---- directories --------------------------------------------------------- */

static int write_file_at(int dirfd, const char *name, const char *text, uid_t uid, gid_t gid,
			 bool chown_it)
{
	int fd = openat(dirfd, name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
	if (fd < 0)
		return -errno;
	size_t len = strlen(text);
	int rc = write(fd, text, len) == (ssize_t)len ? 0 : -EIO;
	if (chown_it)
		(void)!fchown(fd, uid, gid);
	close(fd);
	return rc;
}

/* Hands a tree over from one owner to another (the sandbox got a new uid:
 * its files were made under --sandbox-user, an older sbxd's shared uid, or
 * a uid from another range). Only entries owned by from change; symlinks
 * are never followed. */
static void chown_tree_at(int parent, const char *name, uid_t from, uid_t to, gid_t gto, int depth)
{
	struct stat st;

	if (depth > 4096 || fstatat(parent, name, &st, AT_SYMLINK_NOFOLLOW) < 0)
		return;
	if (st.st_uid == from)
		(void)!fchownat(parent, name, to, gto, AT_SYMLINK_NOFOLLOW);
	if (!S_ISDIR(st.st_mode))
		return;
	int fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0)
		return;
	DIR *d = fdopendir(fd);
	if (!d) {
		close(fd);
		return;
	}
	for (struct dirent *e; (e = readdir(d));)
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			chown_tree_at(dirfd(d), e->d_name, from, to, gto, depth + 1);
	closedir(d);
}

/* The host uid/gid of sb: its own (allocated on first use), or the shared
 * one. Caller holds sb->lock. */
static int pick_uid(struct sandbox *sb)
{
	struct sandbox_table *t = sb->table;

	if (!t->as_root) {
		sb->uid = getuid();
		sb->gid = getgid();
		return 0;
	}
	if (!t->uids) {
		sb->uid = t->cfg.sandbox_uid;
		sb->gid = t->cfg.sandbox_gid;
		return 0;
	}
	uid_t u;
	int rc = uid_map_get(t->uids, sb->id, &u);
	if (rc < 0) {
		sbxd_set_errmsg(rc == -ENOSPC ? "no free uid left in the sandbox uid range "
						"(--uid-count)"
					      : "cannot record the sandbox's uid: %s",
				strerror(-rc));
		return rc;
	}
	sb->uid = u;
	sb->gid = (gid_t)u;
	return 0;
}

/* Creates the root view of a sandbox if missing, on its own disk image
 * where there are images, owned by its uid and private to it (0700); opens
 * sb->root_fd. Caller holds sb->lock. */
static int prepare_dirs(struct sandbox *sb)
{
	struct sandbox_table *t = sb->table;
	int rc = pick_uid(sb);
	if (rc < 0)
		return rc;
	uid_t uid = sb->uid;
	gid_t gid = sb->gid;
	if (mkdir(sb->dir, 0700) < 0 && errno != EEXIST) {
		sbxd_set_errmsg("cannot create %s: %s", sb->dir, strerror(errno));
		return -errno;
	}
	rc = disk_attach(t->disks, sb->id, sb->dir, uid, gid, &sb->disk_limited);
	if (rc < 0)
		return rc;
	/* Private to its uid (and sbxd); older sbxd made it 0711. */
	if (t->as_root)
		(void)!lchown(sb->dir, uid, gid);
	(void)!chmod(sb->dir, 0700);
	int fd = open(sb->dir, O_PATH | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW);
	if (fd < 0)
		return -errno;
	/* tmp is 0700 too: 1777 would let any host user who can reach it
	 * plant files the sandbox then trusts; inside, only the sandbox user
	 * exists, for whom 0700 is as good as 1777. */
	static const struct {
		const char *name;
		mode_t mode;
		bool enforce; /* also on an existing directory */
	} dirs[] = {{"workspace", 0755, false},
		    {"tmp", 0700, true},
		    {"home", 0755, false},
		    {SANDBOX_UPLOADS, 0700, true}};
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		bool made = mkdirat(fd, dirs[i].name, dirs[i].mode) == 0;
		if (!made && errno != EEXIST) {
			int e = errno;
			sbxd_set_errmsg("cannot create %s/%s: %s", sb->dir, dirs[i].name,
					strerror(e));
			close(fd);
			return -e;
		}
		if (!made && !dirs[i].enforce)
			continue;
		int d = openat(fd, dirs[i].name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (d >= 0) {
			if (t->as_root && made)
				(void)!fchown(d, uid, gid);
			(void)!fchmod(d, dirs[i].mode);
			close(d);
		}
	}
	struct stat st;
	if (t->as_root && fstatat(fd, "workspace", &st, AT_SYMLINK_NOFOLLOW) == 0 &&
	    st.st_uid != uid) {
		fprintf(stderr, "sbxd: sandbox %s: handing its files from uid %lu to uid %lu\n",
			sb->id, (unsigned long)st.st_uid, (unsigned long)uid);
		static const char *const trees[] = {"workspace", "tmp", "home", SANDBOX_UPLOADS};
		for (size_t i = 0; i < sizeof(trees) / sizeof(trees[0]); i++)
			chown_tree_at(fd, trees[i], st.st_uid, uid, gid, 0);
	}
	if (!sb->reaped) {
		/* Upload temp files of an sbxd that was killed mid-upload. */
		int u =
		    openat(fd, SANDBOX_UPLOADS, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		DIR *d = u >= 0 ? fdopendir(u) : NULL;
		for (struct dirent *e; d && (e = readdir(d));)
			if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
				tree_remove_at(dirfd(d), e->d_name);
		if (d)
			closedir(d);
		else if (u >= 0)
			close(u);
		sb->reaped = true;
	}
	/* A passwd/group of its own: the sandbox user has a name, and the
	 * host's user list is not shown. */
	write_file_at(fd, "passwd",
		      "root:x:0:0:root:/root:/usr/sbin/nologin\n"
		      "user:x:1000:1000:sandbox user:" SANDBOX_HOME ":/bin/bash\n"
		      "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n",
		      uid, gid, false);
	write_file_at(fd, "group", "root:x:0:\nuser:x:1000:\nnogroup:x:65534:\n", uid, gid, false);
	if (sb->root_fd >= 0)
		close(sb->root_fd);
	sb->root_fd = fd;
	return 0;
}

/* ---- starting ------------------------------------------------------------ */

struct argv_builder {
	const char *v[128];
	int n;
	char links[6][256]; /* storage for symlink targets */
};

static void arg(struct argv_builder *b, const char *s)
{
	if (b->n < 127)
		b->v[b->n++] = s;
	b->v[b->n] = NULL;
}

static void arg3(struct argv_builder *b, const char *a, const char *c, const char *d)
{
	arg(b, a);
	arg(b, c);
	arg(b, d);
}

/* The host's top-level system directories: /bin, /lib ... are symlinks
 * into /usr on merged-/usr systems (recreated as such), else read-only
 * bind mounts. */
static void add_system_dirs(struct argv_builder *b)
{
	static const char *top[] = {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
	arg3(b, "--ro-bind", "/usr", "/usr");
	arg3(b, "--ro-bind", "/etc", "/etc");
	for (int i = 0; i < 6; i++) {
		struct stat st;
		if (lstat(top[i], &st) < 0)
			continue;
		if (S_ISLNK(st.st_mode)) {
			ssize_t n = readlink(top[i], b->links[i], sizeof(b->links[i]) - 1);
			if (n <= 0)
				continue;
			b->links[i][n] = '\0';
			arg3(b, "--symlink", b->links[i], top[i]);
		} else if (S_ISDIR(st.st_mode)) {
			arg3(b, "--ro-bind", top[i], top[i]);
		}
	}
}

/* Waits up to timeout_ms for init's "ready". */
static int wait_ready(int fd, int timeout_ms)
{
	struct pollfd p = {.fd = fd, .events = POLLIN};
	int r = poll(&p, 1, timeout_ms);
	if (r <= 0)
		return r == 0 ? -ETIMEDOUT : -errno;
	char buf[16];
	ssize_t n = recv(fd, buf, sizeof(buf), 0);
	if (n == 5 && memcmp(buf, "ready", 5) == 0)
		return 0;
	return -EIO;
}

/* Caller holds sb->lock. */
static int start_locked(struct sandbox *sb)
{
	struct sandbox_table *t = sb->table;
	int sp[2] = {-1, -1};
	int fds[6] = {-1, -1, -1, -1, -1, -1};
	int errlog = -1;
	int rc = prepare_dirs(sb);
	if (rc < 0)
		return rc;
	/* Open what bubblewrap binds while we still have our privileges. */
	static const char *names[] = {"workspace", "tmp", "home", "passwd", "group"};
	for (int i = 0; i < 5; i++) {
		fds[i] = openat(sb->root_fd, names[i], O_PATH | O_NOFOLLOW | O_CLOEXEC);
		if (fds[i] < 0) {
			rc = -errno;
			sbxd_set_errmsg("cannot open %s/%s: %s", sb->dir, names[i],
					strerror(errno));
			goto out;
		}
	}
	fds[5] = open(t->cfg.init_path, O_PATH | O_CLOEXEC);
	if (fds[5] < 0) {
		rc = -errno;
		sbxd_set_errmsg("cannot open %s: %s", t->cfg.init_path, strerror(errno));
		goto out;
	}
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sp) < 0) {
		rc = -errno;
		goto out;
	}
	/* sbxd sends under sb->lock: an init that stops reading (the
	 * sandbox froze it) must not hold that lock, and every request,
	 * DELETE and shutdown with it, for good (send_locked) */
	struct timeval sndtimeo = {.tv_sec = INIT_SEND_TIMEOUT_S};
	setsockopt(sp[0], SOL_SOCKET, SO_SNDTIMEO, &sndtimeo, sizeof(sndtimeo));
	errlog = memfd_create("bwrap-stderr", MFD_CLOEXEC);
	limits_group_free(sb->cg); /* (none: stop_locked freed it) */
	sb->cg = NULL;
	rc = limits_group_new(t->limits, sb->id, &sb->cg);
	if (rc < 0) {
		fprintf(stderr, "sbxd: sandbox %s: %s\n", sb->id, sbxd_errmsg());
		goto out;
	}

	/* In the child, fd 3 is init's socket and 4..9 the bind sources. */
	struct argv_builder b = {.n = 0};
	arg(&b, "bwrap");
	arg(&b, "--unshare-user");
	arg(&b, "--unshare-ipc");
	arg(&b, "--unshare-pid");
	arg(&b, "--unshare-net");
	arg(&b, "--unshare-uts");
	arg(&b, "--unshare-cgroup-try");
	arg(&b, "--uid");
	arg(&b, "1000");
	arg(&b, "--gid");
	arg(&b, "1000");
	arg(&b, "--hostname");
	arg(&b, "sandbox");
	/* No --die-with-parent: its parent-death signal follows the *thread*
	 * that forked bwrap (an HTTP connection thread, gone after the request).
	 * Lifetime is tied to init's socket instead: when sbxd dies, it closes. */
	arg(&b, "--as-pid-1");
	arg(&b, "--disable-userns");
	arg(&b, "--cap-drop");
	arg(&b, "ALL");
	add_system_dirs(&b);
	/* the host's locales, in one file (locale.c); gone (removed by hand,
	 * or by another sbxd on this state directory): the host's again */
	if (t->locale_dir && access(t->locale_dir, X_OK) == 0)
		arg3(&b, "--ro-bind", t->locale_dir, "/usr/lib/locale");
	arg3(&b, "--ro-bind-fd", "7", "/etc/passwd");
	arg3(&b, "--ro-bind-fd", "8", "/etc/group");
	arg(&b, "--proc");
	arg(&b, "/proc");
	arg(&b, "--dev");
	arg(&b, "/dev");
	arg(&b, "--tmpfs");
	arg(&b, "/run");
	arg3(&b, "--bind-fd", "4", "/workspace");
	arg3(&b, "--bind-fd", "5", "/tmp");
	arg3(&b, "--bind-fd", "6", SANDBOX_HOME);
	arg(&b, "--chdir");
	arg(&b, "/workspace");
	arg(&b, "--clearenv");
	/* init is executed through the descriptor sbxd opened, not bound by
	 * path: bubblewrap (as the sandbox uid) resolves bind sources by path
	 * even for --bind-fd, and a checkout under a private directory
	 * (/root/src, a 0700 mktemp dir) is not searchable for that uid. The
	 * magic link needs no search permission, and init closes the fd. */
	arg(&b, "/proc/self/fd/9");
	arg(&b, "3");

	pid_t pid = fork();
	if (pid < 0) {
		rc = -errno;
		goto out;
	}
	if (pid == 0) {
		/* Child: only async-signal-safe calls from here. */
		/* Move the sources out of the way first: dup2 onto 3..9 must
		 * not clobber a source that happens to sit there. */
		int hi[7];
		hi[0] = fcntl(sp[1], F_DUPFD, 32);
		for (int i = 0; i < 6; i++)
			hi[i + 1] = fcntl(fds[i], F_DUPFD, 32);
		for (int i = 0; i < 7; i++)
			if (hi[i] < 0 || dup2(hi[i], 3 + i) < 0)
				_exit(126);
		int devnull = open("/dev/null", O_RDWR);
		if (devnull >= 0) {
			dup2(devnull, 0);
			dup2(devnull, 1);
		}
		/* bwrap's own errors go to a memfd sbxd reads when the start
		 * fails: never sbxd's log itself, which init would inherit. */
		if (errlog >= 0)
			dup2(errlog, 2);
		else if (devnull >= 0)
			dup2(devnull, 2);
		close_range(10, ~0U, 0);
		sigset_t none;
		sigemptyset(&none);
		sigprocmask(SIG_SETMASK, &none, NULL);
		/* Into the sandbox's cgroups (and under its rlimits) before
		 * anything of the sandbox runs, while still privileged. */
		if (limits_group_enter(sb->cg) < 0) {
			static const char msg[] = "cannot join the sandbox's cgroups\n";
			(void)!write(2, msg, sizeof(msg) - 1);
			_exit(125);
		}
		if (t->as_root) {
			gid_t g = sb->gid;
			if (setgroups(1, &g) < 0 || setresgid(g, g, g) < 0)
				_exit(126);
			uid_t u = sb->uid;
			if (setresuid(u, u, u) < 0)
				_exit(126);
		}
		execvp("bwrap", (char *const *)b.v);
		_exit(127);
	}
	close(sp[1]);
	sp[1] = -1;
	rc = wait_ready(sp[0], 10000);
	if (rc < 0) {
		kill(pid, SIGKILL);
		int st;
		waitpid(pid, &st, 0);
		close(sp[0]);
		sp[0] = -1;
		char why[512] = "";
		ssize_t n = errlog >= 0 ? pread(errlog, why, sizeof(why) - 1, 0) : -1;
		if (n > 0) {
			why[n] = '\0';
			why[strcspn(why, "\n")] = '\0';
		}
		sbxd_set_errmsg("sandbox %s failed to start (%s)", sb->id,
				rc == -ETIMEDOUT ? "bwrap timed out"
				: why[0]	 ? why
						 : "bwrap exited");
		fprintf(stderr, "sbxd: %s\n", sbxd_errmsg());
		rc = -EIO;
		goto out;
	}
	sb->ctl_fd = sp[0];
	sp[0] = -1;
	sb->bwrap_pid = pid;
	sb->running = true;
out:
	if (rc < 0) {
		limits_group_free(sb->cg);
		sb->cg = NULL;
	}
	for (int i = 0; i < 6; i++)
		if (fds[i] >= 0)
			close(fds[i]);
	if (sp[0] >= 0)
		close(sp[0]);
	if (sp[1] >= 0)
		close(sp[1]);
	if (errlog >= 0)
		close(errlog);
	return rc;
}

static size_t running_count(struct sandbox_table *t)
{
	size_t n = 0;
	pthread_mutex_lock(&t->lock);
	for (size_t i = 0; i < t->n; i++)
		n += t->list[i]->running; /* unlocked read of a flag: a capacity count */
	pthread_mutex_unlock(&t->lock);
	return n;
}

/* Caller holds sb->lock. */
int sandbox_ensure_running_locked(struct sandbox *sb)
{
	bool dead;

	if (sb->running)
		return 0;
	pthread_mutex_lock(&sb->table->lock);
	dead = sb->dead;
	pthread_mutex_unlock(&sb->table->lock);
	if (dead) {
		/* a request that got the sandbox before its DELETE: starting
		 * it again would run a sandbox outside the table on files
		 * being removed */
		sbxd_set_errmsg("sandbox %s was destroyed", sb->id);
		return -ENOENT;
	}
	if (running_count(sb->table) >= (size_t)sb->table->cfg.max_sandboxes) {
		sbxd_set_errmsg("instance limit reached (%d sandboxes running)",
				sb->table->cfg.max_sandboxes);
		return -EAGAIN;
	}
	return start_locked(sb);
}

/* ---- requests to init ------------------------------------------------------ */

static int send_locked(struct sandbox *sb, const char *msg, size_t len, const int *fds, int nfds)
{
	union {
		char buf[CMSG_SPACE(sizeof(int) * 8)];
		struct cmsghdr align;
	} u;
	struct iovec iov = {.iov_base = (void *)msg, .iov_len = len};
	struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1};
	if (nfds > 8)
		return -EINVAL;
	if (nfds > 0) {
		memset(&u, 0, sizeof(u));
		mh.msg_control = u.buf;
		mh.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)nfds);
		struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
		c->cmsg_level = SOL_SOCKET;
		c->cmsg_type = SCM_RIGHTS;
		c->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)nfds);
		memcpy(CMSG_DATA(c), fds, sizeof(int) * (size_t)nfds);
	}
	if (sendmsg(sb->ctl_fd, &mh, MSG_NOSIGNAL) < 0)
		return errno == EAGAIN || errno == EWOULDBLOCK ? -ETIMEDOUT : -errno;
	return 0;
}

int sandbox_request_len(struct sandbox *sb, const char *msg, size_t len, const int *fds, int nfds)
{
	pthread_mutex_lock(&sb->lock);
	int rc = sandbox_ensure_running_locked(sb);
	if (rc == 0) {
		rc = send_locked(sb, msg, len, fds, nfds);
		if (rc == -ETIMEDOUT)
			fprintf(stderr,
				"sbxd: sandbox %s: its init read no request for %d s; "
				"starting it afresh\n",
				sb->id, INIT_SEND_TIMEOUT_S);
		if (rc == -EPIPE || rc == -ECONNRESET || rc == -ENOTCONN || rc == -ETIMEDOUT) {
			/* init died (it cannot be killed from inside, but bwrap
			 * can fail), or is frozen: start afresh once. */
			sandbox_stop_locked(sb);
			rc = sandbox_ensure_running_locked(sb);
			if (rc == 0)
				rc = send_locked(sb, msg, len, fds, nfds);
		}
	}
	pthread_mutex_unlock(&sb->lock);
	return rc;
}

int sandbox_request(struct sandbox *sb, const char *msg, const int *fds, int nfds)
{
	return sandbox_request_len(sb, msg, strlen(msg), fds, nfds);
}

/* For signals (procs.c) and warm shells (spawn.c), which must never start
 * a sandbox again. */
int sandbox_request_len_running(struct sandbox *sb, const char *msg, size_t len, const int *fds,
				int nfds)
{
	int rc = -ESRCH;

	pthread_mutex_lock(&sb->lock);
	if (sb->running && sb->ctl_fd >= 0)
		rc = send_locked(sb, msg, len, fds, nfds);
	pthread_mutex_unlock(&sb->lock);
	return rc;
}

int sandbox_request_running(struct sandbox *sb, const char *msg, const int *fds, int nfds)
{
	return sandbox_request_len_running(sb, msg, strlen(msg), fds, nfds);
}
