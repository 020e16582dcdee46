/* main.c — sbxd: options (options.c), state directory and token, then the HTTP
 * server (http.c) in front of the sandbox runtime (sandbox.h) until SIGTERM/SIGINT.
 *
 * Signals are blocked before any thread starts and read from a signalfd by
 * the main thread, so no work ever happens in a signal handler. Shutdown
 * order: stop the HTTP server (no new requests, every connection closed and
 * its thread joined), then free the sandbox table, which kills every
 * sandbox process.
 */
#include "edge.h"
#include "http.h"
#include "options.h"
#include "sandbox.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <libgen.h>
#include <limits.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <unistd.h>

static int mkdir_p(const char *path, mode_t mode)
{
	char buf[PATH_MAX];
	size_t n = strlen(path);

	if (n == 0 || n >= sizeof(buf))
		return -ENAMETOOLONG;
	memcpy(buf, path, n + 1);
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(buf, 0755) < 0 && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	if (mkdir(buf, mode) < 0) {
		if (errno != EEXIST)
			return -errno;
		return 0;
	}
	return 0;
}

static int default_state_dir(char *buf, size_t len)
{
	const char *x = getenv("XDG_STATE_HOME"), *home = getenv("HOME");

	if (geteuid() == 0)
		return snprintf(buf, len, "/var/lib/sbxd") < (int)len ? 0 : -ENAMETOOLONG;
	if (x && x[0] == '/')
		return snprintf(buf, len, "%s/sbxd", x) < (int)len ? 0 : -ENAMETOOLONG;
	if (!home || home[0] != '/')
		return -ENOENT;
	return snprintf(buf, len, "%s/.local/state/sbxd", home) < (int)len ? 0 : -ENAMETOOLONG;
}

/* Read the token from path (trailing whitespace stripped). -ENOENT if absent. */
static int read_token(const char *path, char *buf, size_t len)
{
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	n = read(fd, buf, len - 1);
	close(fd);
	if (n < 0)
		return -errno;
	while (n > 0 && strchr(" \t\r\n", buf[n - 1]))
		n--;
	buf[n] = '\0';
	return n > 0 ? 0 : -ENODATA;
}

static int generate_token(const char *path, char *buf, size_t len)
{
	unsigned char raw[32];
	size_t got = 0;
	int fd, err = 0;

	if (len < 2 * sizeof(raw) + 2)
		return -ENAMETOOLONG;
	while (got < sizeof(raw)) {
		ssize_t n = getrandom(raw + got, sizeof(raw) - got, 0);

		if (n < 0 && errno != EINTR)
			return -errno;
		if (n > 0)
			got += (size_t)n;
	}
	for (size_t i = 0; i < sizeof(raw); i++)
		snprintf(buf + 2 * i, 3, "%02x", raw[i]);
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0)
		return -errno;
	buf[2 * sizeof(raw)] = '\n';
	if (write(fd, buf, 2 * sizeof(raw) + 1) != (ssize_t)(2 * sizeof(raw) + 1))
		err = -EIO;
	if (fsync(fd) < 0 && !err)
		err = -errno;
	close(fd);
	buf[2 * sizeof(raw)] = '\0';
	if (err)
		unlink(path);
	return err;
}

static int write_url_file(const char *path, const char *url)
{
	char tmp[PATH_MAX];
	FILE *f;
	int fd;

	if (snprintf(tmp, sizeof(tmp), "%s.tmp.%d", path, (int)getpid()) >= (int)sizeof(tmp))
		return -ENAMETOOLONG;
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return -errno;
	f = fdopen(fd, "w");
	if (!f) {
		close(fd);
		unlink(tmp);
		return -ENOMEM;
	}
	fprintf(f, "%s\n", url);
	if (fclose(f) != 0 || rename(tmp, path) < 0) {
		unlink(tmp);
		return -EIO;
	}
	return 0;
}

/* Connections and sandboxes are descriptors: use what the hard limit
 * allows (a soft limit of 1024 would refuse connections long before
 * libmicrohttpd's own limit of 4096). */
static void raise_nofile(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) == 0) {
		rlim_t want = rl.rlim_max > 65536 ? 65536 : rl.rlim_max;

		if (want > rl.rlim_cur) {
			rl.rlim_cur = want;
			setrlimit(RLIMIT_NOFILE, &rl);
		}
	}
}

static int default_init_path(char *buf, size_t len)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	if (n < 0)
		return -errno;
	exe[n] = '\0';
	return snprintf(buf, len, "%s/sbxd-init", dirname(exe)) < (int)len ? 0 : -ENAMETOOLONG;
}

int main(int argc, char **argv)
{
	struct sbxd_options o;
	char limits_line[2048];
	char state[PATH_MAX], tokpath[PATH_MAX + 16], token[256], init[PATH_MAX], url[128];
	char abs_state[PATH_MAX];
	struct sbxd_config cfg = {0};
	struct http_options hopt = {0};
	struct sandbox_table *table = NULL;
	struct http_server *srv = NULL;
	struct sockaddr_storage ss;
	struct signalfd_siginfo si;
	bool loopback = true;
	const char *env_key;
	sigset_t mask;
	int err, sfd = -1, rc = 1;

	err = options_parse(argc, argv, &o);
	if (err)
		return err > 0 ? 0 : 2;

	if (options_parse_listen(o.listen, &ss, &loopback) < 0) {
		fprintf(stderr, "sbxd: invalid --listen '%s' (want ADDR:PORT)\n", o.listen);
		return 2;
	}
	if (!loopback)
		fprintf(stderr,
			"sbxd: WARNING: listening on non-loopback address %s: "
			"sandboxes are reachable from the network\n",
			o.listen);

	/* state dir */
	if (o.state_dir) {
		if (snprintf(state, sizeof(state), "%s", o.state_dir) >= (int)sizeof(state)) {
			fprintf(stderr, "sbxd: state dir too long\n");
			return 2;
		}
	} else if (default_state_dir(state, sizeof(state)) < 0) {
		fprintf(stderr, "sbxd: no state dir (set --state-dir or HOME)\n");
		return 2;
	}
	err = mkdir_p(state, 0711);
	if (err < 0 || !realpath(state, abs_state)) {
		fprintf(stderr, "sbxd: state dir %s: %s\n", state,
			strerror(err < 0 ? -err : errno));
		return 1;
	}

	/* token */
	env_key = getenv("SANDBOX_API_KEY");
	if (o.no_auth) {
		token[0] = '\0';
	} else if (env_key && env_key[0]) {
		if (snprintf(token, sizeof(token), "%s", env_key) >= (int)sizeof(token)) {
			fprintf(stderr, "sbxd: SANDBOX_API_KEY too long\n");
			return 2;
		}
	} else {
		if (o.token_file)
			snprintf(tokpath, sizeof(tokpath), "%s", o.token_file);
		else if (snprintf(tokpath, sizeof(tokpath), "%s/token", abs_state) >=
			 (int)sizeof(tokpath))
			return 2;
		err = read_token(tokpath, token, sizeof(token));
		if (err == -ENOENT)
			err = generate_token(tokpath, token, sizeof(token));
		if (err < 0) {
			fprintf(stderr, "sbxd: token file %s: %s\n", tokpath, strerror(-err));
			return 1;
		}
	}

	/* sandbox users and init */
	cfg.sandbox_uid = getuid();
	cfg.sandbox_gid = getgid();
	cfg.uid_base = (uid_t)(o.uid_base >= 0 ? o.uid_base : DEFAULT_UID_BASE);
	cfg.uid_count = (uint32_t)(o.uid_count >= 0 ? o.uid_count : DEFAULT_UID_COUNT);
	if ((unsigned long long)cfg.uid_base + cfg.uid_count > 0xffffffffULL) {
		fprintf(stderr, "sbxd: --uid-base + --uid-count must stay below 4294967295\n");
		return 2;
	}
	if (o.sandbox_user && geteuid() == 0) {
		cfg.shared_uid = true;
		if (options_parse_user(o.sandbox_user, &cfg.sandbox_uid, &cfg.sandbox_gid) < 0) {
			fprintf(stderr, "sbxd: invalid --sandbox-user '%s' (want UID[:GID])\n",
				o.sandbox_user);
			return 2;
		}
		if (cfg.sandbox_uid == 0) {
			fprintf(stderr, "sbxd: refusing to run sandbox commands as uid 0\n");
			return 2;
		}
	}
	cfg.max_pids = o.max_pids >= 0 ? (long)o.max_pids : DEFAULT_MAX_PIDS;
	cfg.max_memory = (uint64_t)(o.max_memory_mb >= 0 ? o.max_memory_mb : DEFAULT_MAX_MEMORY_MB)
			 << 20;
	cfg.max_disk = (uint64_t)(o.max_disk_mb >= 0 ? o.max_disk_mb : DEFAULT_MAX_DISK_MB) << 20;
	if (o.max_cpu >= 0) {
		cfg.max_cpu = (int)o.max_cpu;
	} else {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		cfg.max_cpu = n > 1 ? (int)(n - 1) * 100 : 50;
	}
	if (o.init_path) {
		if (!realpath(o.init_path, init)) {
			fprintf(stderr, "sbxd: --init %s: %s\n", o.init_path, strerror(errno));
			return 2;
		}
	} else if (default_init_path(init, sizeof(init)) < 0) {
		fprintf(stderr, "sbxd: cannot locate sbxd-init\n");
		return 1;
	}
	if (access(init, X_OK) < 0)
		fprintf(stderr, "sbxd: warning: %s: %s\n", init, strerror(errno));

	/* signals: blocked in every thread, read by this one */
	sigemptyset(&mask);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGHUP);
	if (pthread_sigmask(SIG_BLOCK, &mask, NULL) != 0)
		return 1;
	signal(SIGPIPE, SIG_IGN);
	sfd = signalfd(-1, &mask, SFD_CLOEXEC);
	if (sfd < 0) {
		fprintf(stderr, "sbxd: signalfd: %s\n", strerror(errno));
		return 1;
	}

	cfg.state_dir = abs_state;
	cfg.init_path = init;
	cfg.bridge_compat = o.bridge_compat;
	cfg.no_warm_shell = o.no_warm_shell;
	cfg.max_sandboxes = o.max_sandboxes;
	cfg.verbose = o.verbose;
	err = sandbox_table_new(&cfg, &table);
	if (err < 0) {
		fprintf(stderr, "sbxd: sandbox runtime: %s: %s\n", strerror(-err), sbxd_errmsg());
		goto out;
	}

	hopt.table = table;
	hopt.token = o.no_auth ? NULL : token;
	hopt.bridge_compat = o.bridge_compat;
	hopt.keepalive_s = o.keepalive_s;
	hopt.compat = o.compat;
	hopt.verbose = o.verbose;
	hopt.edge = &o.edge;
	raise_nofile();
	err = http_server_start(&hopt, (struct sockaddr *)&ss,
				ss.ss_family == AF_INET6 ? sizeof(struct sockaddr_in6)
							 : sizeof(struct sockaddr_in),
				&srv);
	explicit_bzero(token, sizeof(token));
	if (err < 0) {
		fprintf(stderr, "sbxd: cannot listen on %s: %s\n", o.listen, strerror(-err));
		goto out;
	}
	if (ss.ss_family == AF_INET6) {
		char h[INET6_ADDRSTRLEN];

		/* a wildcard address is reached through loopback */
		if (IN6_IS_ADDR_UNSPECIFIED(&((struct sockaddr_in6 *)&ss)->sin6_addr))
			snprintf(h, sizeof(h), "::1");
		else
			inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&ss)->sin6_addr, h, sizeof(h));
		snprintf(url, sizeof(url), "http://[%s]:%d", h, http_server_port(srv));
	} else {
		char h[INET_ADDRSTRLEN];

		if (((struct sockaddr_in *)&ss)->sin_addr.s_addr == htonl(INADDR_ANY))
			snprintf(h, sizeof(h), "127.0.0.1");
		else
			inet_ntop(AF_INET, &((struct sockaddr_in *)&ss)->sin_addr, h, sizeof(h));
		snprintf(url, sizeof(url), "http://%s:%d", h, http_server_port(srv));
	}
	fprintf(stderr, "sbxd: listening on %s (state %s%s%s)\n", url, abs_state,
		o.no_auth ? ", NO AUTH" : "",
		o.compat == HTTP_COMPAT_V1     ? ", bridge-compat=v1"
		: o.compat == HTTP_COMPAT_NEXT ? ", bridge-compat=next"
					       : "");
	sandbox_limits_describe(table, limits_line, sizeof(limits_line));
	fprintf(stderr, "sbxd: limits per sandbox: %s\n", limits_line);
	if (o.url_file && (err = write_url_file(o.url_file, url)) < 0) {
		fprintf(stderr, "sbxd: url file %s: %s\n", o.url_file, strerror(-err));
		goto out;
	}

	for (;;) {
		ssize_t n = read(sfd, &si, sizeof(si));

		if (n < 0 && errno == EINTR)
			continue;
		if (n != (ssize_t)sizeof(si))
			break;
		if (si.ssi_signo == SIGHUP)
			continue;
		fprintf(stderr, "sbxd: %s, shutting down\n", strsignal((int)si.ssi_signo));
		break;
	}
	rc = 0;
out:
	sandbox_runs_cancel(); /* (persist and hydrate hold request threads) */
	http_server_stop(srv);
	sandbox_table_free(table);
	if (sfd >= 0)
		close(sfd);
	return rc;
}
