/* options.h — sbxd's command line: what each option sets, its defaults
 * and its checks (options.c). main.c turns the result into the runtime's
 * and the HTTP server's configuration. */
#ifndef SBXD_OPTIONS_H
#define SBXD_OPTIONS_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/types.h>

#include "edge.h"
#include "http.h"

#ifndef SBXD_VERSION
#define SBXD_VERSION "0.1.0"
#endif

struct sbxd_options {
	const char *listen;
	const char *state_dir;
	const char *token_file;
	const char *url_file;
	const char *sandbox_user;
	const char *init_path;
	bool no_auth;
	bool bridge_compat;
	bool no_warm_shell;
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

/* Parses argv into *o (defaults for what is not given). 0: run; 1: --help
 * or --version was printed (exit 0); -EINVAL: an error was printed to
 * stderr (exit 2). *o is written only on 0. */
int options_parse(int argc, char **argv, struct sbxd_options *o);
/* The usage text. */
void options_usage(FILE *f);
/* "ADDR:PORT" or "[V6]:PORT" ("localhost" or no ADDR: 127.0.0.1) into ss;
 * *loopback says whether it is a loopback address. -EINVAL otherwise. */
int options_parse_listen(const char *s, struct sockaddr_storage *ss, bool *loopback);
/* --sandbox-user's "UID[:GID]" (GID defaults to UID). */
int options_parse_user(const char *s, uid_t *uid, gid_t *gid);

#endif
