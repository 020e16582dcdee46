/* main.c — sbxd: options, state directory and token, then the HTTP server
 * (http.c) in front of the sandbox runtime (sandbox.h) until SIGTERM/SIGINT.
 *
 * Signals are blocked before any thread starts and read from a signalfd by
 * the main thread, so no work ever happens in a signal handler. Shutdown
 * order: stop the HTTP server (no new requests, every connection closed and
 * its thread joined), then free the sandbox table, which kills every
 * sandbox process.
 */
#include "edge.h"
#include "http.h"
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

#ifndef SBXD_VERSION
#define SBXD_VERSION "0.1.0"
#endif

struct options {
	const char *listen;
	const char *state_dir;
	const char *token_file;
	const char *url_file;
	const char *sandbox_user;
	const char *init_path;
	bool no_auth;
	bool bridge_compat;
	enum http_compat compat;
	int max_sandboxes;
	int keepalive_s;
	int verbose;
	/* limits per sandbox; -1 = default */
	long long max_pids, max_memory_mb, max_disk_mb, max_cpu;
	long long uid_base, uid_count;
	struct edge_limits edge;
};

/* Defaults that keep a small (2-core) host usable whatever a sandbox does. */
#define DEFAULT_MAX_PIDS 512
#define DEFAULT_MAX_MEMORY_MB 2048
#define DEFAULT_MAX_DISK_MB 10240
/* Above Debian's subordinate uid allocations (100000..600165535) and
 * systemd-nspawn's container range (up to 0x6FFFFFFF), below 2^31. */
#define DEFAULT_UID_BASE 0x70000000LL
#define DEFAULT_UID_COUNT 65536LL

static void usage(FILE *f)
{
	fputs(
	    "usage: sbxd [options]\n"
	    "  --listen ADDR:PORT     listen address (default 127.0.0.1:8787; port 0 = any free)\n"
	    "  --state-dir DIR        sandboxes and token (default /var/lib/sbxd as root,\n"
	    "                         else $XDG_STATE_HOME/sbxd or ~/.local/state/sbxd)\n"
	    "  --token-file F         API token file (default STATE/token; generated if absent;\n"
	    "                         $SANDBOX_API_KEY takes precedence)\n"
	    "  --no-auth              accept requests without a token\n"
	    "  --url-file F           write the server URL to F once listening\n"
	    "  --bridge-compat[=v1|next]  behave as one generation of Cloudflare's bridge\n"
	    "                         deployment: v1 (the default) = 0.12.x (exec, sessions, "
	    "pty),\n"
	    "                         next = 0.13 (processes, terminals); no extensions\n"
	    "  --uid-base UID         as root: each sandbox runs as a host uid of its own,\n"
	    "                         from UID on (default 1879048192)\n"
	    "  --uid-count N          how many such uids (default 65536)\n"
	    "  --sandbox-user UID[:GID]  as root: run every sandbox as this one user instead\n"
	    "  --max-sandboxes N      sandboxes running at once (default 64)\n"
	    "  --max-pids N           processes+threads per sandbox (default 512; 0 = no limit)\n"
	    "  --max-memory MB        memory per sandbox (default 2048; 0 = no limit)\n"
	    "  --max-disk MB          disk per sandbox (default 10240; 0 = no limit)\n"
	    "  --max-cpu PERCENT      CPU per sandbox, 100 = one CPU (default: all CPUs\n"
	    "                         but one, at least 50; 0 = no limit)\n"
	    "  --keepalive SECS       exec streams: a keepalive comment after SECS without\n"
	    "                         output (default 5; 0 = none; none with --bridge-compat)\n"
	    "  --init PATH            sbxd-init binary (default: next to sbxd)\n"
	    "  --header-timeout SECS  time a connection has to send a request before it has\n"
	    "                         shown the token (default 10)\n"
	    "  --max-unauth-conns N[:PER_ADDR]  connections waiting to show the token, in all\n"
	    "                         and per client address (default 256:64); more evict\n"
	    "                         the oldest\n"
	    "  -v                     verbose (repeat for more)\n"
	    "  --help, --version\n",
	    f);
}

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

/* "ADDR:PORT" or "[V6]:PORT" into ss. */
static int parse_listen(const char *s, struct sockaddr_storage *ss, bool *loopback)
{
	char host[INET6_ADDRSTRLEN + 2];
	const char *colon, *h = s;
	size_t hl;
	char *end;
	long port;

	memset(ss, 0, sizeof(*ss));
	if (s[0] == '[') {
		const char *rb = strchr(s, ']');

		if (!rb || rb[1] != ':')
			return -EINVAL;
		h = s + 1;
		hl = (size_t)(rb - h);
		colon = rb + 1;
	} else {
		colon = strrchr(s, ':');
		if (!colon)
			return -EINVAL;
		hl = (size_t)(colon - s);
	}
	if (hl >= sizeof(host))
		return -EINVAL;
	memcpy(host, h, hl);
	host[hl] = '\0';
	errno = 0;
	port = strtol(colon + 1, &end, 10);
	if (errno || *end || colon[1] == '\0' || port < 0 || port > 65535)
		return -EINVAL;
	if (hl == 0 || strcmp(host, "localhost") == 0)
		memcpy(host, "127.0.0.1", 10);
	{
		struct sockaddr_in *a4 = (struct sockaddr_in *)ss;
		struct sockaddr_in6 *a6 = (struct sockaddr_in6 *)ss;

		if (inet_pton(AF_INET, host, &a4->sin_addr) == 1) {
			a4->sin_family = AF_INET;
			a4->sin_port = htons((uint16_t)port);
			*loopback = (ntohl(a4->sin_addr.s_addr) >> 24) == 127;
		} else if (inet_pton(AF_INET6, host, &a6->sin6_addr) == 1) {
			a6->sin6_family = AF_INET6;
			a6->sin6_port = htons((uint16_t)port);
			*loopback = IN6_IS_ADDR_LOOPBACK(&a6->sin6_addr);
		} else {
			return -EINVAL;
		}
	}
	return 0;
}

static int parse_user(const char *s, uid_t *uid, gid_t *gid)
{
	char *end;
	unsigned long u, g;

	errno = 0;
	u = strtoul(s, &end, 10);
	if (errno || end == s || u > 0xfffffffeUL)
		return -EINVAL;
	g = u;
	if (*end == ':') {
		const char *gs = end + 1;

		g = strtoul(gs, &end, 10);
		if (errno || end == gs || g > 0xfffffffeUL)
			return -EINVAL;
	}
	if (*end)
		return -EINVAL;
	*uid = (uid_t)u;
	*gid = (gid_t)g;
	return 0;
}

/* A decimal in [lo, hi]; with rest, trailing text is left there, else it
 * is an error. */
static int parse_uint(const char *s, unsigned lo, unsigned hi, unsigned *out, char **rest)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno || end == s || *s == '-' || v < lo || v > hi || (!rest && *end))
		return -EINVAL;
	if (rest)
		*rest = end;
	*out = (unsigned)v;
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
	enum {
		O_LISTEN = 256,
		O_STATE,
		O_TOKEN,
		O_NOAUTH,
		O_URL,
		O_COMPAT,
		O_USER,
		O_MAX,
		O_KEEPALIVE,
		O_INIT,
		O_UID_BASE,
		O_UID_COUNT,
		O_MAX_PIDS,
		O_MAX_MEMORY,
		O_MAX_DISK,
		O_MAX_CPU,
		O_HDR_TIMEOUT,
		O_MAX_UNAUTH,
		O_HELP,
		O_VERSION
	};
	static const struct option longopts[] = {
	    {"listen", required_argument, NULL, O_LISTEN},
	    {"state-dir", required_argument, NULL, O_STATE},
	    {"token-file", required_argument, NULL, O_TOKEN},
	    {"no-auth", no_argument, NULL, O_NOAUTH},
	    {"url-file", required_argument, NULL, O_URL},
	    {"bridge-compat", optional_argument, NULL, O_COMPAT},
	    {"sandbox-user", required_argument, NULL, O_USER},
	    {"max-sandboxes", required_argument, NULL, O_MAX},
	    {"keepalive", required_argument, NULL, O_KEEPALIVE},
	    {"init", required_argument, NULL, O_INIT},
	    {"uid-base", required_argument, NULL, O_UID_BASE},
	    {"uid-count", required_argument, NULL, O_UID_COUNT},
	    {"max-pids", required_argument, NULL, O_MAX_PIDS},
	    {"max-memory", required_argument, NULL, O_MAX_MEMORY},
	    {"max-disk", required_argument, NULL, O_MAX_DISK},
	    {"max-cpu", required_argument, NULL, O_MAX_CPU},
	    {"header-timeout", required_argument, NULL, O_HDR_TIMEOUT},
	    {"max-unauth-conns", required_argument, NULL, O_MAX_UNAUTH},
	    {"verbose", no_argument, NULL, 'v'},
	    {"help", no_argument, NULL, O_HELP},
	    {"version", no_argument, NULL, O_VERSION},
	    {NULL, 0, NULL, 0},
	};
	struct options o = {.listen = "127.0.0.1:8787",
			    .max_sandboxes = 64,
			    .max_pids = -1,
			    .max_memory_mb = -1,
			    .max_disk_mb = -1,
			    .max_cpu = -1,
			    .uid_base = -1,
			    .uid_count = -1,
			    .keepalive_s = 5,
			    .edge = {EDGE_HEADER_TIMEOUT, EDGE_MAX_UNAUTH, EDGE_MAX_UNAUTH_ADDR}};
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
	int c, err, sfd = -1, rc = 1;

	while ((c = getopt_long(argc, argv, "v", longopts, NULL)) != -1) {
		switch (c) {
		case O_LISTEN:
			o.listen = optarg;
			break;
		case O_STATE:
			o.state_dir = optarg;
			break;
		case O_TOKEN:
			o.token_file = optarg;
			break;
		case O_NOAUTH:
			o.no_auth = true;
			break;
		case O_URL:
			o.url_file = optarg;
			break;
		case O_COMPAT:
			o.bridge_compat = true;
			if (!optarg || strcmp(optarg, "v1") == 0) {
				o.compat = HTTP_COMPAT_V1;
			} else if (strcmp(optarg, "next") == 0) {
				o.compat = HTTP_COMPAT_NEXT;
			} else {
				fprintf(stderr,
					"sbxd: invalid --bridge-compat '%s' (want v1 or next)\n",
					optarg);
				return 2;
			}
			break;
		case O_USER:
			o.sandbox_user = optarg;
			break;
		case O_INIT:
			o.init_path = optarg;
			break;
		case O_MAX: {
			char *end;
			long v;

			errno = 0;
			v = strtol(optarg, &end, 10);
			if (errno || *end || v < 1 || v > 100000) {
				fprintf(stderr, "sbxd: invalid --max-sandboxes '%s'\n", optarg);
				return 2;
			}
			o.max_sandboxes = (int)v;
			break;
		}
		case O_UID_BASE:
		case O_UID_COUNT:
		case O_MAX_PIDS:
		case O_MAX_MEMORY:
		case O_MAX_DISK:
		case O_MAX_CPU: {
			static const struct {
				int opt;
				const char *name;
				long long min, max;
			} nums[] = {
			    {O_UID_BASE, "--uid-base", 1, 0xfffffffeLL},
			    {O_UID_COUNT, "--uid-count", 1, 0xfffffffeLL},
			    {O_MAX_PIDS, "--max-pids", 0, 4194304},
			    {O_MAX_MEMORY, "--max-memory", 0, 1LL << 40},
			    {O_MAX_DISK, "--max-disk", 0, 1LL << 40},
			    {O_MAX_CPU, "--max-cpu", 0, 100000},
			};
			long long *dst[] = {&o.uid_base,      &o.uid_count,   &o.max_pids,
					    &o.max_memory_mb, &o.max_disk_mb, &o.max_cpu};
			char *end;
			long long v;

			for (size_t i = 0; i < sizeof(nums) / sizeof(nums[0]); i++) {
				if (nums[i].opt != c)
					continue;
				errno = 0;
				v = strtoll(optarg, &end, 10);
				if (errno || *end || end == optarg || v < nums[i].min ||
				    v > nums[i].max) {
					fprintf(stderr, "sbxd: invalid %s '%s' (%lld..%lld)\n",
						nums[i].name, optarg, nums[i].min, nums[i].max);
					return 2;
				}
				*dst[i] = v;
			}
			break;
		}
		case O_HDR_TIMEOUT:
			if (parse_uint(optarg, 1, 3600, &o.edge.header_timeout, NULL) < 0) {
				fprintf(stderr, "sbxd: invalid --header-timeout '%s'\n", optarg);
				return 2;
			}
			break;
		case O_MAX_UNAUTH: {
			char *rest = NULL;

			o.edge.max_per_addr = 0;
			if (parse_uint(optarg, 1, 4000, &o.edge.max_total, &rest) < 0 ||
			    (*rest == ':' && parse_uint(rest + 1, 1, o.edge.max_total,
							&o.edge.max_per_addr, NULL) < 0) ||
			    (*rest && *rest != ':')) {
				fprintf(stderr, "sbxd: invalid --max-unauth-conns '%s'\n", optarg);
				return 2;
			}
			if (!o.edge.max_per_addr) /* a quarter of the total by default */
				o.edge.max_per_addr =
				    o.edge.max_total >= 4 ? o.edge.max_total / 4 : o.edge.max_total;
			break;
		}
		case O_KEEPALIVE: {
			char *end;
			long v;

			errno = 0;
			v = strtol(optarg, &end, 10);
			if (errno || end == optarg || *end || v < 0 || v > 3600) {
				fprintf(stderr,
					"sbxd: invalid --keepalive '%s' (seconds, 0..3600)\n",
					optarg);
				return 2;
			}
			o.keepalive_s = (int)v;
			break;
		}
		case 'v':
			o.verbose++;
			break;
		case O_HELP:
			usage(stdout);
			return 0;
		case O_VERSION:
			printf("sbxd %s\n", SBXD_VERSION);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "sbxd: unexpected argument '%s'\n", argv[optind]);
		usage(stderr);
		return 2;
	}

	if (parse_listen(o.listen, &ss, &loopback) < 0) {
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
		if (parse_user(o.sandbox_user, &cfg.sandbox_uid, &cfg.sandbox_gid) < 0) {
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
	http_server_stop(srv);
	sandbox_table_free(table);
	if (sfd >= 0)
		close(sfd);
	return rc;
}
