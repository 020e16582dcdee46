/* options.c — sbxd's command line (see options.h): the usage text, the
 * option table and the checks of each value. Messages go to stderr; main.c
 * decides what a failure means (exit 2). */
#include "options.h"

#include <arpa/inet.h>
#include <errno.h>
#include <getopt.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>

void options_usage(FILE *f)
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
	    "  --keepalive SECS       exec streams and followed logs: a keepalive comment\n"
	    "                         after SECS without output, terminals: a pong every\n"
	    "                         SECS (default 5; 0 = none; none with --bridge-compat)\n"
	    "  --init PATH            sbxd-init binary (default: next to sbxd)\n"
	    "  --header-timeout SECS  time a connection has to send a request before it has\n"
	    "                         shown the token (default 10)\n"
	    "  --max-unauth-conns N[:PER_ADDR]  connections waiting to show the token, in all\n"
	    "                         and per client address (default 256:64); more evict\n"
	    "                         the oldest\n"
	    "  --no-warm-shell        start every command's bash afresh (by default a bash\n"
	    "                         waits started in each sandbox for the next shell line)\n"
	    "  -v                     verbose (repeat for more)\n"
	    "  --help, --version\n",
	    f);
}

/* "ADDR:PORT" or "[V6]:PORT" into ss. */
int options_parse_listen(const char *s, struct sockaddr_storage *ss, bool *loopback)
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

int options_parse_user(const char *s, uid_t *uid, gid_t *gid)
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

int options_parse(int argc, char **argv, struct sbxd_options *out)
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
		O_NO_WARM,
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
	    {"no-warm-shell", no_argument, NULL, O_NO_WARM},
	    {"verbose", no_argument, NULL, 'v'},
	    {"help", no_argument, NULL, O_HELP},
	    {"version", no_argument, NULL, O_VERSION},
	    {NULL, 0, NULL, 0},
	};
	struct sbxd_options o = {
	    .listen = "127.0.0.1:8787",
	    .max_sandboxes = 64,
	    .max_pids = -1,
	    .max_memory_mb = -1,
	    .max_disk_mb = -1,
	    .max_cpu = -1,
	    .uid_base = -1,
	    .uid_count = -1,
	    .keepalive_s = 5,
	    .edge = {EDGE_HEADER_TIMEOUT, EDGE_MAX_UNAUTH, EDGE_MAX_UNAUTH_ADDR}};
	int c;

	optind = 0; /* from the start, on every call (glibc's full reset) */
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
		case O_NO_WARM:
			o.no_warm_shell = true;
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
				return -EINVAL;
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
				return -EINVAL;
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
					return -EINVAL;
				}
				*dst[i] = v;
			}
			break;
		}
		case O_HDR_TIMEOUT:
			if (parse_uint(optarg, 1, 3600, &o.edge.header_timeout, NULL) < 0) {
				fprintf(stderr, "sbxd: invalid --header-timeout '%s'\n", optarg);
				return -EINVAL;
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
				return -EINVAL;
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
				return -EINVAL;
			}
			o.keepalive_s = (int)v;
			break;
		}
		case 'v':
			o.verbose++;
			break;
		case O_HELP:
			options_usage(stdout);
			return 1;
		case O_VERSION:
			printf("sbxd %s\n", SBXD_VERSION);
			return 1;
		default:
			options_usage(stderr);
			return -EINVAL;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "sbxd: unexpected argument '%s'\n", argv[optind]);
		options_usage(stderr);
		return -EINVAL;
	}
	*out = o;
	return 0;
}
