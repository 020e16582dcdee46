/* sbxd-init — pid 1 inside every sandbox.
 *
 * bubblewrap starts this program as pid 1 of the sandbox's fresh pid, mount,
 * network, ipc, uts and user namespaces, running as the unprivileged sandbox
 * user. It does three things, on requests from sbxd over a SOCK_SEQPACKET
 * socket (fd given as argv[1]):
 *
 *   'S' spawn: fork a command in its own session (setsid) with the stdio
 *      fds sbxd passed (SCM_RIGHTS); report "P <pid>\n" then
 *      "X <wait status>\n" on the request's status socket, or "E <errno>\n"
 *      when it could not be started. Request payload (a memfd, so size is
 *      not limited by socket buffers): NUL-terminated strings
 *      cwd, argc, argv..., envc, env...
 *   'K' kill: "K <pid> <sig>" signals the process group (or the process).
 *   'C' connect: "C <port>" connects to 127.0.0.1:<port> inside the
 *      sandbox's network namespace and passes the socket back (tunnels).
 *   'M' managed spawn: as 'S', and after "X <status>" the status socket
 *      stays open until the command's process group is empty, then gets
 *      "G 0" (the next bridge's processes run until their group settles).
 *   'T' terminal: "T <cols> <rows>", fds payload (as 'S') and a
 *      SOCK_SEQPACKET status socket: opens a pty in the sandbox's own devpts,
 *      forks the command as a session leader with the pty as its
 *      controlling terminal, and answers "T 0" carrying the master fd
 *      (SCM_RIGHTS) or "T <errno>", then "P <pid>" and "X <status>".
 *   'I' interrupt: "I <sig>" with a pty master fd: signals the terminal's
 *      foreground process group (what Ctrl-C does), pids as seen inside.
 *
 * Being pid 1 it also reaps orphans (background jobs of finished commands),
 * and signals sent from inside the sandbox cannot kill it. When sbxd's end
 * of the socket closes (sbxd stopped, crashed, or destroyed the sandbox),
 * init exits and the kernel kills every process of the pid namespace.
 *
 * This file shares no code with sbxd: it is a separate, small binary.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netinet/in.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "payload.h"

#define MAX_FDS 8
#define MAX_PAYLOAD (64L * 1024 * 1024)
#define REQ_MAX (64 * 1024) /* a request with its inline payload ('s') */
#define MAX_CHILDREN 4096

struct child {
	pid_t pid;
	int status_fd;
	bool watch_group; /* 'M': "G" follows once the process group is empty */
	bool exited;	  /* watch_group: the leader was reaped, the group not yet */
};

static struct child children[MAX_CHILDREN];
/* set by 'M' around do_spawn(): the spawn being tracked watches its group */
static bool watch_next_spawn;

static void report(int fd, char kind, long value)
{
	char line[64];
	int n = snprintf(line, sizeof(line), "%c %ld\n", kind, value);
	if (fd >= 0 && n > 0)
		(void)!write(fd, line, (size_t)n);
}

static int track(pid_t pid, int status_fd)
{
	for (int i = 0; i < MAX_CHILDREN; i++) {
		if (children[i].pid == 0) {
			children[i].pid = pid;
			children[i].status_fd = status_fd;
			children[i].watch_group = watch_next_spawn;
			children[i].exited = false;
			return 0;
		}
	}
	return -1;
}

static void reap(void)
{
	int st;
	pid_t pid;
	while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
		for (int i = 0; i < MAX_CHILDREN; i++) {
			if (children[i].pid == pid && !children[i].exited) {
				report(children[i].status_fd, 'X', st);
				if (children[i].watch_group) {
					children[i].exited = true;
					break;
				}
				close(children[i].status_fd);
				children[i].pid = 0;
				break;
			}
		}
	}
}

/* 'M' children whose leader exited: "G" once nothing of the group is left
 * (its last member was reaped by us or by a parent). Returns whether some
 * group is still being watched. */
static bool check_groups(void)
{
	bool pending = false;

	for (int i = 0; i < MAX_CHILDREN; i++) {
		if (children[i].pid == 0 || !children[i].exited)
			continue;
		if (kill(-children[i].pid, 0) < 0 && errno == ESRCH) {
			report(children[i].status_fd, 'G', 0);
			close(children[i].status_fd);
			children[i].pid = 0;
			children[i].exited = false;
			continue;
		}
		pending = true;
	}
	return pending;
}

/* Splits the payload into its NUL-terminated strings; returns the count. */
static long parse_long(const char *s, long lo, long hi)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return -1;
	return v;
}

static char *read_payload(int fd, size_t *len)
{
	struct stat st;
	if (fstat(fd, &st) < 0 || st.st_size <= 0 || st.st_size > MAX_PAYLOAD)
		return NULL;
	char *buf = malloc((size_t)st.st_size + 1);
	if (!buf)
		return NULL;
	size_t got = 0;
	while (got < (size_t)st.st_size) {
		ssize_t r = pread(fd, buf + got, (size_t)st.st_size - got, (off_t)got);
		if (r <= 0) {
			free(buf);
			return NULL;
		}
		got += (size_t)r;
	}
	buf[got] = '\0';
	*len = got;
	return buf;
}

/* Where a shell would find cmd along the PATH of envp: the first
 * executable regular file (bash's own search, which sets `_` to it), into
 * out. 0 or -1 when there is none (or cmd has a slash). */
static int shell_lookup(const char *cmd, char *const *envp, char *out, size_t size)
{
	const char *path = NULL;

	if (strchr(cmd, '/'))
		return -1;
	for (char *const *e = envp; *e; e++)
		if (!strncmp(*e, "PATH=", 5))
			path = *e + 5;
	if (!path)
		return -1;
	for (const char *p = path;; p++) {
		const char *end = strchrnul(p, ':');
		size_t dl = (size_t)(end - p), cl = strlen(cmd);
		struct stat st;

		if (dl + 1 + cl < size) { /* "" is the current directory */
			memcpy(out, p, dl);
			if (dl)
				out[dl++] = '/';
			memcpy(out + dl, cmd, cl + 1);
			if (stat(out, &st) == 0 && S_ISREG(st.st_mode) && access(out, X_OK) == 0)
				return 0;
		}
		if (!*end)
			return -1;
		p = end;
	}
}

/* What bash runs itself instead of looking it up: its builtins and
 * keywords (bash 5.2's `compgen -b -k`; sbxd_conformance fails when one
 * the sandbox's bash has is also a program on the PATH and not here). */
static const char *const bash_own[] = {
    ".",       ":",	    "alias",	"bg",	    "bind",    "break",	   "builtin", "caller",
    "cd",      "command",   "compgen",	"complete", "compopt", "continue", "declare", "dirs",
    "disown",  "echo",	    "enable",	"eval",	    "exec",    "exit",	   "export",  "false",
    "fc",      "fg",	    "getopts",	"hash",	    "help",    "history",  "jobs",    "kill",
    "let",     "local",	    "logout",	"mapfile",  "popd",    "printf",   "pushd",   "pwd",
    "read",    "readarray", "readonly", "return",   "set",     "shift",	   "shopt",   "source",
    "suspend", "test",	    "times",	"trap",	    "true",    "type",	   "typeset", "ulimit",
    "umask",   "unalias",   "unset",	"wait",	    "if",      "then",	   "else",    "elif",
    "fi",      "case",	    "esac",	"for",	    "select",  "while",	   "until",   "do",
    "done",    "in",	    "function", "time",	    "coproc",  NULL,
};

/* A letter, digit or _: what a variable's name is made of. */
static bool name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

static bool word_char(char c)
{
	return name_char(c) || (c && strchr("./-+,:@%=", c));
}

/* The words of X when `bash -c X` would only look its first word up and
 * exec it with the others as its arguments (bash's exec of a lone simple
 * command): on one line, blank-separated words of letters, digits and
 * _./-+,:@%= ('=' and '%' not in the first, which is none of bash's own). Whatever quotes,
 * expands, redirects, comments or separates commands is bash's: NULL.
 * One allocation: the vector, then a copy of X cut into the words. */
static char **simple_words(const char *x)
{
	size_t n = 0, len = strlen(x);
	char **v, *copy;

	/* a line's newline ends it (more than one, and bash forks for it) */
	if (len && x[len - 1] == '\n')
		len--;
	for (const char *p = x; p < x + len; p++) {
		if (*p == ' ' || *p == '\t')
			continue;
		if (!word_char(*p))
			return NULL;
		if (p == x || p[-1] == ' ' || p[-1] == '\t')
			n++;
	}
	if (n == 0 || !(v = malloc((n + 1) * sizeof(*v) + len + 1)))
		return NULL;
	copy = memcpy((char *)(v + n + 1), x, len);
	copy[len] = '\0';
	n = 0;
	for (char *p = copy; *p; p++) {
		if (*p == ' ' || *p == '\t')
			*p = '\0';
		else if (p == copy || !p[-1])
			v[n++] = p;
	}
	v[n] = NULL;
	bool own = strpbrk(v[0], "=%") != NULL;
	for (const char *const *b = bash_own; *b && !own; b++)
		own = !strcmp(v[0], *b);
	if (own) {
		free(v);
		return NULL;
	}
	return v;
}

/* Whether bash would pass envp on to a command as it is, adding only PWD,
 * SHLVL and `_`: valid names, each once, none that bash reads at start-up
 * or sets itself, and a PATH of absolute directories (init looks the
 * command up from its own cwd, not the command's). */
static bool env_plain(char *const *envp)
{
	static const char *const shells[] = {
	    "PWD",	 "OLDPWD",   "SHLVL",		"_",	      "BASH_ENV",    "ENV",
	    "SHELLOPTS", "BASHOPTS", "POSIXLY_CORRECT", "SSH_CLIENT", "SSH2_CLIENT", "PS4",
	    NULL,
	};
	bool path = false;

	for (char *const *e = envp; *e; e++) {
		size_t nl = 0;
		while (name_char((*e)[nl]))
			nl++;
		if (nl == 0 || (*e)[nl] != '=' || ((*e)[0] >= '0' && (*e)[0] <= '9') ||
		    !strncmp(*e, "BASH_FUNC_", 10))
			return false;
		for (const char *const *s = shells; *s; s++)
			if (strlen(*s) == nl && !strncmp(*e, *s, nl))
				return false;
		for (char *const *o = envp; o < e; o++)
			if (!strncmp(*o, *e, nl + 1))
				return false;
		if (nl == 4 && !strncmp(*e, "PATH", 4)) {
			path = (*e)[5] == '/';
			for (const char *c = strchr(*e, ':'); c && path; c = strchr(c + 1, ':'))
				path = c[1] == '/';
		}
	}
	return path;
}

/* What a child needs between its start and exec: everything is prepared
 * by init, so the child only calls system calls (it shares init's
 * memory: spawn_exec). */
struct exec_args {
	char **argv, **envp;
	const char *exe; /* execve this, or NULL: execvp argv[0] */
	/* a lone simple command: tried first, with PWD (getcwd into pwd) */
	const char *direct_exe;
	char **direct_argv, **direct_envp;
	char *pwd;
	const char *cwd;
	const int *fds; /* stdin, stdout, stderr[, state] */
	bool state;
	const sigset_t *oldmask;
	int errfd; /* close-on-exec, >= 5: the child writes why its exec failed */
};

/* How long init waits for a child to exec. A sandbox process can stop a
 * child before its exec (kill -STOP -1 reaches it: it runs as the
 * sandbox's user) and init, the sandbox's one reader of sbxd's requests,
 * must not wait for it for good (vfork did, in the kernel). */
#define EXEC_WAIT_MS 5000

/* The child's exec, as its close-on-exec pipe (rfd) tells: 0 when it ran,
 * the errno the child wrote when it failed, ETIMEDOUT when nothing came
 * in EXEC_WAIT_MS (the child is killed then). A child that did not exec
 * is reaped here: with shared memory, init must not go on (and start the
 * next child on the same stack) while it may still run. */
static int await_exec(int rfd, pid_t pid)
{
	struct pollfd p = {.fd = rfd, .events = POLLIN};
	int e = 0, pr;
	ssize_t r;

	do
		pr = poll(&p, 1, EXEC_WAIT_MS);
	while (pr < 0 && errno == EINTR);
	if (pr <= 0) {
		kill(pid, SIGKILL);
		while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
			;
		return ETIMEDOUT;
	}
	do
		r = read(rfd, &e, sizeof(e));
	while (r < 0 && errno == EINTR);
	if (r != sizeof(e))
		return 0;
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
	return e;
}

static _Noreturn void child_exec(struct exec_args *a)
{
	/* Only what changes the child alone: its session, signal mask and
	 * dispositions, umask, cwd and descriptor table are its own (no
	 * CLONE_SIGHAND, CLONE_FS or CLONE_FILES); environ (shared memory)
	 * is put back by init. */
	setsid();
	sigprocmask(SIG_SETMASK, a->oldmask, NULL);
	signal(SIGPIPE, SIG_DFL);
	umask(022);
	if (dup2(a->fds[0], 0) < 0 || dup2(a->fds[1], 1) < 0 || dup2(a->fds[2], 2) < 0)
		goto fail;
	if (a->state && dup2(a->fds[3], 3) < 0)
		goto fail;
	if (chdir(a->cwd) < 0)
		goto fail;
	/* everything else (sbxd's socket, other requests' fds) closes, but
	 * the close-on-exec pipe that tells init of the exec */
	close_range(a->state ? 4 : 3, (unsigned)a->errfd - 1, 0);
	close_range((unsigned)a->errfd + 1, ~0U, 0);
	environ = a->envp;
	if (a->direct_exe && getcwd(a->pwd, PATH_MAX))
		execve(a->direct_exe, a->direct_argv, a->direct_envp);
	/* not run (not found, not executable, a script without #!, no cwd):
	 * bash itself says why, or runs it as bash would */
	if (a->exe)
		execve(a->exe, a->argv, a->envp);
	else
		execvp(a->argv[0], a->argv);
fail : {
	int e = errno ? errno : EIO;

	(void)!write(a->errfd, &e, sizeof(e));
	_exit(127);
}
}

static int child_main(void *arg)
{
	child_exec(arg);
}

/* The child's stack: one child at a time is between its start and its
 * exec (spawn_exec waits for that). */
static char child_stack[256 * 1024] __attribute__((aligned(64)));

/* Start a child that runs a (exec_args) in init's memory, as vfork
 * would, nothing copied, but without vfork's wait until the exec: see
 * EXEC_WAIT_MS. 0 and *pid, or an errno (the child is gone then). */
static int spawn_exec(struct exec_args *a, pid_t *pid)
{
	int p[2], err;

	if (pipe2(p, O_CLOEXEC) < 0)
		return errno;
	/* above the child's 0-3, so that its dup2s leave it alone */
	a->errfd = fcntl(p[1], F_DUPFD_CLOEXEC, 5);
	close(p[1]);
	if (a->errfd < 0) {
		err = errno;
		close(p[0]);
		return err;
	}
	*pid = clone(child_main, child_stack + sizeof(child_stack), CLONE_VM | SIGCHLD, a);
	err = *pid < 0 ? errno : 0;
	close(a->errfd);
	if (!err)
		err = await_exec(p[0], *pid);
	close(p[0]);
	return err;
}

/* Spawn flags, after the request letter. */
#define SPAWN_SET_UNDERSCORE '_' /* `_` in the environment as a shell sets it */
#define SPAWN_SIMPLE 'c'	 /* {"bash","-c",X}: a lone simple command X runs without bash */

/* 'S' / 's': payload (cwd, argc, argv..., envc, env...) of len bytes,
 * fds: stdin, stdout, stderr, status[, state]. flags: the request's flag
 * letters. The child starts in init's memory (spawn_exec): nothing of it
 * is copied (the child only sets up its descriptors and executes), and
 * init learns from a close-on-exec pipe whether the exec failed. */
static void do_spawn(char *payload, size_t len, int *fds, int nfds, const char *flags,
		     const sigset_t *oldmask)
{
	int status_fd = nfds > 3 ? fds[3] : -1;
	char **strs = NULL, **env2 = NULL, **env3 = NULL, **words = NULL, **argv, **envp;
	char underscore[PATH_MAX + 2];
	const char *exe = NULL, *cwd;
	long envc = 0;
	int err = EINVAL;

	if (nfds < 4 || !payload)
		goto fail;
	err = -payload_parse(payload, len, &strs, &cwd, &argv, &envp);
	if (err)
		goto fail;
	while (envp[envc])
		envc++;
	char **penv = envp;
	/* sbxd runs `bash -c X` for what a client sent as `bash -c X` (its
	 * bash would have started this one): the environment gets the `_`
	 * that bash passes to a command, the path it found it at. */
	if (strchr(flags, SPAWN_SET_UNDERSCORE) &&
	    shell_lookup(argv[0], envp, underscore + 2, sizeof(underscore) - 2) == 0) {
		env2 = calloc((size_t)envc + 2, sizeof(*env2));
		if (!env2) {
			err = ENOMEM;
			goto fail;
		}
		memcpy(underscore, "_=", 2);
		for (long i = 0, k = 0; i < envc; i++)
			if (strncmp(envp[i], "_=", 2))
				env2[k++] = envp[i];
		for (long k = 0;; k++)
			if (!env2[k]) {
				env2[k] = underscore;
				break;
			}
		envp = env2;
		exe = underscore + 2;
	}

	/* A lone simple command runs as that bash would run it, without it (a
	 * millisecond of start-up, most of a short command's time): the same
	 * argv, program and environment, which bash passes on with PWD,
	 * SHLVL=0 (one more for bash, one less for its exec) and `_` added.
	 * When that exec fails, bash runs X and says why. */
	char pwd[PATH_MAX + 4] = "PWD=", direct[PATH_MAX + 2] = "_=", shlvl[] = "SHLVL=0";
	const char *direct_exe = NULL;
	if (exe && strchr(flags, SPAWN_SIMPLE) && argv[1] && argv[2] && !argv[3] &&
	    !strcmp(argv[1], "-c") && env_plain(penv) && (words = simple_words(argv[2]))) {
		if (!strchr(words[0], '/')) /* bash's `_` is the path it found */
			direct_exe =
			    shell_lookup(words[0], penv, direct + 2, PATH_MAX) ? NULL : direct + 2;
		else if (snprintf(direct + 2, PATH_MAX, "%s", words[0]) < PATH_MAX)
			direct_exe = direct + 2; /* ... or the word as written */
		if (direct_exe && (env3 = calloc((size_t)envc + 4, sizeof(*env3)))) {
			memcpy(env3, penv, (size_t)envc * sizeof(*env3));
			env3[envc] = pwd;
			env3[envc + 1] = shlvl;
			env3[envc + 2] = direct;
		} else {
			direct_exe = NULL;
		}
	}

	int cfds[4] = {fds[0], fds[1], fds[2], nfds > 4 ? fds[4] : -1};
	struct exec_args a = {
	    .argv = argv,
	    .envp = envp,
	    .exe = exe,
	    .direct_exe = direct_exe,
	    .direct_argv = words,
	    .direct_envp = env3,
	    .pwd = pwd + 4,
	    .cwd = cwd,
	    .fds = cfds,
	    .state = nfds > 4,
	    .oldmask = oldmask,
	};
	char **saved_environ = environ;
	pid_t pid = -1;
	err = spawn_exec(&a, &pid);
	environ = saved_environ;
	if (err)
		goto fail;
	report(status_fd, 'P', pid);
	if (track(pid, status_fd) < 0) {
		report(status_fd, 'X', 127 << 8);
		close(status_fd);
	}
	status_fd = -1; /* owned by the child table now */
	err = 0;
fail:
	if (err)
		report(status_fd, 'E', err);
	if (status_fd >= 0)
		close(status_fd);
	for (int i = 0; i < nfds; i++)
		if (i != 3)
			close(fds[i]);
	free(env2);
	free(env3);
	free(words);
	free(strs);
}

/* 'S' and 'M': "S[flags]" with fds payload memfd, stdin, stdout, stderr,
 * status[, state]. 's': "s[flags]\0<payload>" (a small payload travels in
 * the request itself: no memfd to make and read) with the same fds but the
 * first. */
static void spawn_request(char *msg, size_t len, int *fds, int nfds, const sigset_t *oldmask)
{
	char *payload = NULL, *heap = NULL, flags[8] = "";
	size_t plen = 0, hlen = strnlen(msg, len);

	if (hlen > 1 && hlen - 1 < sizeof(flags))
		memcpy(flags, msg + 1, hlen - 1);
	if (msg[0] == 's') {
		if (hlen < len) {
			payload = msg + hlen + 1;
			plen = len - hlen - 1;
		}
	} else if (nfds > 0) {
		heap = payload = read_payload(fds[0], &plen);
		close(fds[0]);
		fds++;
		nfds--;
		if (!payload) { /* unreadable, or larger than MAX_PAYLOAD */
			report(nfds > 3 ? fds[3] : -1, 'E', E2BIG);
			for (int i = 0; i < nfds; i++)
				close(fds[i]);
			return;
		}
	}
	do_spawn(payload, plen, fds, nfds, flags, oldmask);
	free(heap);
}

/* Sends "<kind> <err>" on sock, with fd attached when fd >= 0. */
static void send_fd_kind(int sock, char kind, int fd, int err)
{
	char msg[32];
	int n = snprintf(msg, sizeof(msg), "%c %d", kind, err);
	struct iovec iov = {.iov_base = msg, .iov_len = (size_t)n};
	union {
		char buf[CMSG_SPACE(sizeof(int))];
		struct cmsghdr align;
	} u;
	struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1};

	if (fd >= 0) {
		memset(&u, 0, sizeof(u));
		mh.msg_control = u.buf;
		mh.msg_controllen = sizeof(u.buf);
		struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
		c->cmsg_level = SOL_SOCKET;
		c->cmsg_type = SCM_RIGHTS;
		c->cmsg_len = CMSG_LEN(sizeof(int));
		memcpy(CMSG_DATA(c), &fd, sizeof(int));
	}
	(void)!sendmsg(sock, &mh, MSG_NOSIGNAL);
}

/* 'T': fds payload, status (SOCK_SEQPACKET). The pty is opened here, inside
 * the sandbox's mount namespace, so its slave is the sandbox's /dev/pts/N. */
static void do_pty(const char *msg, int *fds, int nfds, const sigset_t *oldmask)
{
	int status_fd = nfds > 1 ? fds[1] : -1;
	long cols = 80, rows = 24;
	char *payload = NULL, **strs = NULL, **argv = NULL, **envp = NULL;
	const char *cwd = NULL;
	size_t plen = 0;
	char slave[64];
	int master = -1, pipefd[2] = {-1, -1}, err;
	pid_t pid;

	if (nfds < 2 || sscanf(msg, "T %ld %ld", &cols, &rows) != 2 || cols < 1 || cols > 65535 ||
	    rows < 1 || rows > 65535) {
		err = EINVAL;
		goto fail;
	}
	payload = read_payload(fds[0], &plen);
	if (!payload) {
		err = E2BIG;
		goto fail;
	}
	err = -payload_parse(payload, plen, &strs, &cwd, &argv, &envp);
	if (err)
		goto fail;
	{
		/* the directory as the sandbox sees it: "T <errno> cwd" */
		struct stat st;
		int e = 0;

		if (stat(cwd, &st) < 0)
			e = errno;
		else if (!S_ISDIR(st.st_mode))
			e = ENOTDIR;
		else if (access(cwd, X_OK) < 0)
			e = errno;
		if (e) {
			char m[48];
			int n = snprintf(m, sizeof(m), "T %d cwd", e);

			(void)!send(status_fd, m, (size_t)n, MSG_NOSIGNAL);
			close(status_fd);
			status_fd = -1;
			goto fail; /* err is 0: nothing more to report */
		}
	}
	master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
	if (master < 0 || grantpt(master) < 0 || unlockpt(master) < 0 ||
	    ptsname_r(master, slave, sizeof(slave)) != 0) {
		err = errno ? errno : EIO;
		goto fail;
	}
	struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
	ioctl(master, TIOCSWINSZ, &ws);
	if (pipe2(pipefd, O_CLOEXEC) < 0) {
		err = errno;
		goto fail;
	}
	pid = fork();
	if (pid < 0) {
		err = errno;
		goto fail;
	}
	if (pid == 0) {
		int e, s;

		setsid();
		sigprocmask(SIG_SETMASK, oldmask, NULL);
		signal(SIGPIPE, SIG_DFL);
		umask(022);
		s = open(slave, O_RDWR); /* the session's controlling terminal */
		if (s < 0 || ioctl(s, TIOCSCTTY, 0) < 0 || dup2(s, 0) < 0 || dup2(s, 1) < 0 ||
		    dup2(s, 2) < 0)
			goto child_fail;
		if (chdir(cwd) < 0)
			goto child_fail;
		if (pipefd[1] > 3)
			close_range(3, (unsigned)pipefd[1] - 1, 0);
		close_range((unsigned)pipefd[1] + 1, ~0U, 0);
		environ = envp;
		execvp(argv[0], argv);
	child_fail:
		e = errno;
		(void)!write(pipefd[1], &e, sizeof(e));
		_exit(127);
	}
	close(pipefd[1]);
	pipefd[1] = -1;
	err = await_exec(pipefd[0], pid);
	if (err)
		goto fail;
	send_fd_kind(status_fd, 'T', master, 0);
	report(status_fd, 'P', pid);
	if (track(pid, status_fd) < 0) {
		report(status_fd, 'X', 127 << 8);
		close(status_fd);
	}
	status_fd = -1;
	err = 0;
fail:
	if (err)
		send_fd_kind(status_fd, 'T', -1, err);
	if (status_fd >= 0)
		close(status_fd);
	if (master >= 0)
		close(master);
	for (int i = 0; i < 2; i++)
		if (pipefd[i] >= 0)
			close(pipefd[i]);
	if (nfds > 0)
		close(fds[0]);
	for (int i = 2; i < nfds; i++)
		close(fds[i]);
	free(strs);
	free(payload);
}

/* 'I': the terminal's foreground process group, as this namespace sees it. */
static void do_interrupt(const char *msg, int *fds, int nfds)
{
	long sig = -1;

	if (nfds >= 1 && sscanf(msg, "I %ld", &sig) == 1 && sig > 0 && sig <= 64) {
		pid_t pg = tcgetpgrp(fds[0]);

		if (pg > 1)
			kill(-pg, (int)sig);
	}
	for (int i = 0; i < nfds; i++)
		close(fds[i]);
}

static void do_kill(const char *msg)
{
	long pid = -1, sig = -1;
	if (sscanf(msg, "K %ld %ld", &pid, &sig) != 2 || pid <= 1 || sig < 0 || sig > 64)
		return;
	if (kill((pid_t)-pid, (int)sig) < 0)
		kill((pid_t)pid, (int)sig);
}

static void do_connect(const char *msg, int *fds, int nfds)
{
	long port = -1;
	if (nfds < 1)
		return;
	int reply = fds[0];
	for (int i = 1; i < nfds; i++)
		close(fds[i]);
	if (sscanf(msg, "C %ld", &port) != 1 || port < 1 || port > 65535) {
		send_fd_kind(reply, 'R', -1, EINVAL);
		goto out;
	}
	int s = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	if (s < 0) {
		send_fd_kind(reply, 'R', -1, errno);
		goto out;
	}
	struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	int err = 0;
	if (connect(s, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		err = errno;
		if (err == EINPROGRESS) {
			struct pollfd p = {.fd = s, .events = POLLOUT};
			socklen_t sl = sizeof(err);
			if (poll(&p, 1, 2000) == 1 &&
			    getsockopt(s, SOL_SOCKET, SO_ERROR, &err, &sl) == 0)
				; /* err is the connect result */
			else
				err = ETIMEDOUT;
		}
	}
	if (!err) {
		int fl = fcntl(s, F_GETFL);
		fcntl(s, F_SETFL, fl & ~O_NONBLOCK);
	}
	send_fd_kind(reply, 'R', err ? -1 : s, err);
	close(s);
out:
	close(reply);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: sbxd-init FD (started by sbxd)\n");
		return 2;
	}
	int ctl = (int)parse_long(argv[1], 0, INT_MAX);
	if (ctl < 0)
		return 2;
	/* Hold nothing of the host's: stdio becomes /dev/null (bwrap's stderr
	 * is sbxd's start-error buffer), every other descriptor but the
	 * control socket closes (the one init was executed from among them),
	 * and init is not dumpable, so a sandbox process running as the same
	 * uid can neither ptrace it nor take its descriptors with
	 * pidfd_getfd() — the control socket included. */
	if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) < 0)
		return 1;
	int devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (devnull < 0 || devnull == ctl)
		return 1;
	for (int i = 0; i < 3; i++)
		if (i != ctl && dup2(devnull, i) < 0)
			return 1;
	if (ctl < 3)
		return 2;
	if (ctl > 3)
		close_range(3, (unsigned)ctl - 1, 0);
	close_range((unsigned)ctl + 1, ~0U, 0);
	fcntl(ctl, F_SETFD, FD_CLOEXEC);
	/* Every disposition back to its default, for two reasons. From inside
	 * its pid namespace pid 1 receives only the signals it handles, so
	 * with no handler a sandbox's kill -9 1 or kill -SEGV 1 is dropped by
	 * the kernel (sanitizer runtimes install SEGV, BUS, FPE and ILL
	 * handlers, which would make those deliverable). And commands start
	 * from init's dispositions: an ignored SIGINT inherited from whoever
	 * started sbxd (a `sbxd &` of a script ignores it) would make Ctrl-C
	 * and kill -INT do nothing in here. */
	for (int sig = 1; sig < NSIG; sig++)
		if (sig != SIGKILL && sig != SIGSTOP)
			signal(sig, SIG_DFL);
	signal(SIGPIPE, SIG_IGN);

	sigset_t mask, oldmask;
	sigemptyset(&mask);
	sigaddset(&mask, SIGCHLD);
	sigprocmask(SIG_BLOCK, &mask, &oldmask);
	int sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
	if (sfd < 0)
		return 1;

	/* tell sbxd we are up */
	if (send(ctl, "ready", 5, MSG_NOSIGNAL) < 0)
		return 1;

	bool groups_pending = false;
	for (;;) {
		struct pollfd p[2] = {{.fd = ctl, .events = POLLIN}, {.fd = sfd, .events = POLLIN}};
		/* a group's last member may be reaped by its own parent, which
		 * sends us no SIGCHLD: look again now and then while one is open */
		int pr = poll(p, 2, groups_pending ? 500 : -1);
		if (pr == 0) {
			groups_pending = check_groups();
			continue;
		}
		if (pr < 0) {
			if (errno == EINTR)
				continue;
			return 1;
		}
		if (p[1].revents) {
			struct signalfd_siginfo si;
			while (read(sfd, &si, sizeof(si)) > 0)
				;
			reap();
			groups_pending = check_groups();
		}
		if (!p[0].revents)
			continue;
		static char msg[REQ_MAX + 1];
		union {
			char buf[CMSG_SPACE(sizeof(int) * MAX_FDS)];
			struct cmsghdr align;
		} u;
		struct iovec iov = {.iov_base = msg, .iov_len = sizeof(msg) - 1};
		struct msghdr mh = {.msg_iov = &iov,
				    .msg_iovlen = 1,
				    .msg_control = u.buf,
				    .msg_controllen = sizeof(u.buf)};
		ssize_t r = recvmsg(ctl, &mh, MSG_CMSG_CLOEXEC);
		if (r <= 0) {
			if (r < 0 && errno == EINTR)
				continue;
			return 0; /* sbxd went away: pid 1 exits, the namespace dies */
		}
		msg[r] = '\0';
		int fds[MAX_FDS];
		int nfds = 0;
		for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c)) {
			if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS)
				continue;
			int k = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
			for (int i = 0; i < k && nfds < MAX_FDS; i++)
				memcpy(&fds[nfds++], CMSG_DATA(c) + i * sizeof(int), sizeof(int));
		}
		switch (msg[0]) {
		case 'S':
		case 's':
			spawn_request(msg, (size_t)r, fds, nfds, &oldmask);
			break;
		case 'K':
			do_kill(msg);
			break;
		case 'C':
			do_connect(msg, fds, nfds);
			break;
		case 'M':
			watch_next_spawn = true;
			spawn_request(msg, (size_t)r, fds, nfds, &oldmask);
			watch_next_spawn = false;
			break;
		case 'T':
			do_pty(msg, fds, nfds, &oldmask);
			break;
		case 'I':
			do_interrupt(msg, fds, nfds);
			break;
		default:
			for (int i = 0; i < nfds; i++)
				close(fds[i]);
		}
		reap();
		groups_pending = check_groups();
	}
}
