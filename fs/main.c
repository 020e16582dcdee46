/* main — sbxfs's command line, mount and lifecycle.
 *
 *   sbxfs [-o opt,...] [-f] [-d] MOUNTPOINT
 *
 * Parses our options (the rest go to libfuse), checks that the server is
 * reachable and accepts the token (unless -o delay_connect), creates this
 * mount's spool directory and deals with unsent data that earlier mounts of
 * the same server left behind (fs/recover.h), then mounts and runs
 * libfuse's multi-threaded loop. The runtime (client, caches) is built by
 * the init callback (mount_start in fs/mount.c), after daemonizing.
 */
#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <limits.h>
#include <malloc.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sandbox_ids.h"
#include "log.h"
#include "devio.h"
#include "filecache.h"
#include "mount.h"
#include "ops.h"
#include "recover.h"
#include "sbx.h"
#include "spool.h"

#define DEFAULT_URL "http://127.0.0.1:8787"
#define DEFAULT_CACHE_TIMEOUT 5.0
#define TOKEN_MAX 4096

struct cli {
	char *url;
	char *token_file;
	char *cacert;
	char *cache_timeout;
	char *io_timeout;
	char *stream_timeout;
	char *idle_cache;
	char *idle_files;
	char *mem_spool;
	char *output_max;
	int insecure;
	int delay_connect;
	int help;
	int version;
	int fsname_given;
	int subtype_given;
	int max_threads_given;
	char *pos[2]; /* [SOURCE] MOUNTPOINT */
	int npos;
};

#define SBXFS_MAX_THREADS 256 /* default of -o max_threads */

enum { KEY_HELP, KEY_VERSION, KEY_FSNAME, KEY_SUBTYPE, KEY_UNSAFE, KEY_MAX_THREADS };

#define OPT(t, f, v)                                                                               \
	{                                                                                          \
		t, offsetof(struct cli, f), v                                                      \
	}
static const struct fuse_opt cli_opts[] = {
    OPT("url=%s", url, 0),
    OPT("token_file=%s", token_file, 0),
    OPT("cacert=%s", cacert, 0),
    OPT("cache_timeout=%s", cache_timeout, 0),
    OPT("io_timeout=%s", io_timeout, 0),
    OPT("stream_timeout=%s", stream_timeout, 0),
    OPT("file_cache_mb=%s", idle_cache, 0),
    OPT("file_cache_files=%s", idle_files, 0),
    OPT("mem_spool_mb=%s", mem_spool, 0),
    OPT("output_max_mb=%s", output_max, 0),
    OPT("insecure", insecure, 1),
    OPT("delay_connect", delay_connect, 1),
    FUSE_OPT_KEY("-h", KEY_HELP),
    FUSE_OPT_KEY("--help", KEY_HELP),
    FUSE_OPT_KEY("-V", KEY_VERSION),
    FUSE_OPT_KEY("--version", KEY_VERSION),
    FUSE_OPT_KEY("fsname=", KEY_FSNAME),
    FUSE_OPT_KEY("subtype=", KEY_SUBTYPE),
    FUSE_OPT_KEY("suid", KEY_UNSAFE),
    FUSE_OPT_KEY("dev", KEY_UNSAFE),
    FUSE_OPT_KEY("max_threads=", KEY_MAX_THREADS),
    FUSE_OPT_END,
};

static int cli_proc(void *data, const char *arg, int key, struct fuse_args *outargs)
{
	struct cli *c = data;

	if (key == KEY_HELP) {
		c->help = 1;
		return 0;
	}
	if (key == KEY_VERSION) {
		c->version = 1;
		return 0;
	}
	if (key == KEY_UNSAFE)
		return 0; /* dropped: the mount is always nosuid,nodev (see main) */
	if (key == KEY_MAX_THREADS) {
		c->max_threads_given = 1;
		return 1; /* (libfuse's) */
	}
	if (key == KEY_FSNAME || key == KEY_SUBTYPE) {
		*(key == KEY_FSNAME ? &c->fsname_given : &c->subtype_given) = 1;
		return 1;
	}
	if (key == FUSE_OPT_KEY_NONOPT) {
		if (c->npos == 2) {
			fprintf(stderr, "sbxfs: too many arguments: '%s'\n", arg);
			return -1;
		}
		c->pos[c->npos] = strdup(arg);
		if (!c->pos[c->npos])
			return -1;
		c->npos++;
		return 0;
	}
	return 1;
}

static void usage(const char *prog)
{
	printf("usage: %s [-o opt,...] [-f] [-d] [SOURCE] MOUNTPOINT\n"
	       "\n"
	       "Mounts code-execution sandboxes served over the Sandbox Bridge HTTP API\n"
	       "(sbxd or Cloudflare's bridge). MOUNTPOINT/<id>/workspace is the sandbox's\n"
	       "/workspace; ctl/, sessions/, processes/, ports/ run commands and more;\n"
	       "MOUNTPOINT/.sbxfs/stats counts requests since mount.\n"
	       "\n"
	       "SOURCE (optional, for mount -t fuse.sbxfs and fstab): the server URL,\n"
	       "or sbxd/sbxfs/local/none for the default.\n"
	       "\n"
	       "sbxfs options:\n"
	       "    -o url=URL             server base URL (default: $SBX_URL, else %s)\n"
	       "    -o token_file=FILE     read the Bearer token from FILE (default:\n"
	       "                           $SANDBOX_API_KEY, else sbxd's token file:\n"
	       "                           /var/lib/sbxd/token as root, else\n"
	       "                           ~/.local/state/sbxd/token)\n"
	       "    -o cache_timeout=SECS  how long metadata (attributes, listings, absent\n"
	       "                           names) is believed; 0 disables (default %g)\n"
	       "    -o io_timeout=SECS     an operation that gets no answer from the server\n"
	       "                           for this long fails (ETIMEDOUT); default 30\n"
	       "    -o stream_timeout=SECS command output (ctl/out ...) from a server that\n"
	       "                           sends keepalives (sbxd) fails after this long\n"
	       "                           without any (ETIMEDOUT); 0: never;\n"
	       "                           default: io_timeout\n"
	       "    -o file_cache_mb=N     data of closed unchanged files kept for reuse\n"
	       "                           (default 256)\n"
	       "    -o file_cache_files=N  at most N such files (default 8192)\n"
	       "    -o mem_spool_mb=N      data of files up to 1 MiB is kept in memory (tmpfs:\n"
	       "                           $XDG_RUNTIME_DIR, else /dev/shm), up to N MiB\n"
	       "                           and a quarter of its free space; 0: all on\n"
	       "                           disk (default 64)\n"
	       "    -o output_max_mb=N     a command's output (and a process log, a code\n"
	       "                           cell's) kept on disk here: past it, the rest is\n"
	       "                           not kept and reading it fails (EFBIG); 0: no\n"
	       "                           limit (default 1024)\n"
	       "    -o cacert=FILE         CA bundle for https\n"
	       "    -o insecure            do not verify TLS certificates (tests only)\n"
	       "    -o max_threads=N       worker threads; a reader waiting on command\n"
	       "                           output holds one (default 256)\n"
	       "    -o delay_connect       mount even if the server is unreachable now\n"
	       "    -f                     stay in the foreground\n"
	       "    -d                     debug: foreground, log every FUSE request\n"
	       "    -h, --help             this text, then libfuse's options\n"
	       "    -V, --version          print the version\n"
	       "\n"
	       "Standard FUSE mount options (allow_other, ro, default_permissions, ...)\n"
	       "pass through to libfuse:\n",
	       prog, DEFAULT_URL, DEFAULT_CACHE_TIMEOUT);
}

/* A number from 0 to max (a fraction allowed) into *out, or -EINVAL and
 * a line naming the option and its unit. */
static int parse_range(const char *what, const char *s, double max, const char *unit, double *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !(v >= 0 && v <= max)) {
		fprintf(stderr, "sbxfs: bad %s '%s' (%s, 0..%.0f)\n", what, s, unit, max);
		return -EINVAL;
	}
	*out = v;
	return 0;
}

/* Reads a token file: the first line, trimmed. */
static int read_token(const char *path, char **out)
{
	char buf[TOKEN_MAX + 1];
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	n = read(fd, buf, TOKEN_MAX);
	close(fd);
	if (n < 0)
		return -errno;
	buf[n] = '\0';
	buf[strcspn(buf, "\r\n")] = '\0';
	if (!buf[0])
		return -ENODATA;
	*out = strdup(buf);
	return *out ? 0 : -ENOMEM;
}

static int find_token(const struct cli *c, char **out)
{
	const char *env = getenv("SANDBOX_API_KEY"), *home = getenv("HOME");
	char def[PATH_MAX];
	int r;

	*out = NULL;
	if (c->token_file) {
		r = read_token(c->token_file, out);
		if (r < 0)
			fprintf(stderr, "sbxfs: cannot read token file %s: %s\n", c->token_file,
				strerror(-r));
		return r;
	}
	if (env && env[0]) {
		*out = strdup(env);
		return *out ? 0 : -ENOMEM;
	}
	if (geteuid() == 0)
		snprintf(def, sizeof(def), "/var/lib/sbxd/token");
	else if (home)
		snprintf(def, sizeof(def), "%s/.local/state/sbxd/token", home);
	else
		return 0;
	r = read_token(def, out);
	return r == -ENOMEM ? r : 0; /* no default token: the server may need none */
}

/* Health, then one authenticated request. */
static int check_server(const struct sbx_client_opts *co)
{
	struct sbx_client *c = NULL;
	char **ids = NULL, id[SBX_ID_MAX + 1];
	size_t n = 0;
	int r;

	r = sbx_client_new(co, &c);
	if (r < 0) {
		fprintf(stderr, "sbxfs: cannot create client for %s: %s\n", co->url, strerror(-r));
		return r;
	}
	r = sbx_health(c);
	if (r < 0) {
		fprintf(stderr, "sbxfs: server %s unreachable: %s%s%s\n", co->url, strerror(-r),
			sbx_last_error()[0] ? ": " : "", sbx_last_error());
		goto out;
	}
	r = sbx_list_sandboxes(c, &ids, &n);
	if (r == -ENOSYS)
		r = sbx_create_id(c, id); /* stock bridge: registers nothing */
	if (r == -EACCES || r == -EPERM) {
		fprintf(stderr, "sbxfs: server %s rejected the token (%s)\n", co->url,
			co->token ? "check -o token_file or SANDBOX_API_KEY" : "none was given");
		goto out;
	}
	if (r < 0)
		fprintf(stderr, "sbxfs: server %s: %s%s%s\n", co->url, strerror(-r),
			sbx_last_error()[0] ? ": " : "", sbx_last_error());
out:
	sbx_strv_free(ids, n);
	sbx_client_free(c);
	return r < 0 ? r : 0;
}

/* Unsent data of earlier mounts of this server: sent, handed to the user or
 * kept (fs/recover.h). Before mounting, so that nothing the user does
 * through the new mount races with it, and in the foreground, so that the
 * user sees what happened. With delay_connect the server is not asked. */
static void recover_previous(const struct sbx_client_opts *co, bool offline, const char *root,
			     const char *own, const char *recovered, const char *known_file)
{
	struct recover_stats st;
	struct sbx_client *c = NULL;

	if (!offline && sbx_client_new(co, &c) < 0)
		c = NULL;
	if (recover_run(c, root, own, recovered, &st) == 0 && st.found > 0)
		sbxfs_log("unsent files from a previous run: %d uploaded, %d moved to %s, %d kept "
			  "for the next mount",
			  st.uploaded, st.moved, recovered, st.kept);
	/* a sandbox found destroyed is no longer remembered: the mount does
	 * not show it (an access would start a new, empty one) */
	if (st.n_gone > 0 && known_file) {
		struct sandbox_ids *k;

		if (sandbox_ids_new(known_file, &k) == 0) {
			for (size_t i = 0; i < st.n_gone; i++)
				sandbox_ids_remove(k, st.gone[i]);
			sandbox_ids_free(k);
		}
	}
	sbx_strv_free(st.gone, st.n_gone);
	sbx_client_free(c);
}

/* glibc gives each thread that allocates an arena of its own (up to 8 per
 * core), and each arena keeps the holes that the listings it parsed left
 * behind. sbxfs's threads mostly wait on the kernel or the network, so one
 * arena serves them all: ~6 MiB less with 100k cached names (README
 * "Memory"). A choice in the environment (MALLOC_ARENA_MAX, or
 * GLIBC_TUNABLES=glibc.malloc.arena_max=N) wins. */
static void one_malloc_arena(void)
{
	const char *t = getenv("GLIBC_TUNABLES");

	if (!getenv("MALLOC_ARENA_MAX") && !(t && strstr(t, "arena_max")))
		mallopt(M_ARENA_MAX, 1);
}

int main(int argc, char *argv[])
{
	struct fuse_args args = FUSE_ARGS_INIT(argc, argv);
	struct fuse_cmdline_opts copts = {0};
	struct fuse_loop_config *lcfg = NULL;
	struct sbxfs_conf conf = {0};
	struct sbx_client_opts co = {0};
	struct sbxfs *fs = NULL;
	struct fuse *f = NULL;
	struct cli c = {0};
	const char *env_url = getenv("SBX_URL");
	char *spool_root = NULL, *spool_dir = NULL;
	double io = 0, stream = -1, mb = 256, mem_mb = 64, out_mb = 1024;
	int r, ret = 1, lock_fd = -1;

	one_malloc_arena(); /* before any thread starts */
	if (fuse_opt_parse(&args, &c, cli_opts, cli_proc) != 0)
		return 2;
	if (c.help) {
		usage(argv[0]);
		fuse_cmdline_help();
		fuse_lib_help(&args);
		ret = 0;
		goto out_args;
	}
	if (c.version) {
		printf("sbxfs %s (libfuse %s)\n", SBX_VERSION, fuse_pkgversion());
		ret = 0;
		goto out_args;
	}
	if (c.npos == 2) {
		const char *src = c.pos[0];

		if (strncmp(src, "http://", 7) == 0 || strncmp(src, "https://", 8) == 0) {
			if (!c.url && !(c.url = strdup(src)))
				goto out_args;
		} else if (strcmp(src, "sbxd") != 0 && strcmp(src, "sbxfs") != 0 &&
			   strcmp(src, "local") != 0 && strcmp(src, "none") != 0) {
			fprintf(stderr, "sbxfs: SOURCE must be an http(s) URL\n");
			goto out_args;
		}
	}
	if (c.npos > 0 && fuse_opt_add_arg(&args, c.pos[c.npos - 1]) != 0)
		goto out_args;
	if (fuse_parse_cmdline(&args, &copts) != 0) {
		ret = 2;
		goto out_args;
	}
	/* A reader of command output (ctl/out, a process's log, a terminal's
	 * out, a code cell's) holds a libfuse worker while it waits, and
	 * libfuse's default of 10 workers let ten `cat ctl/out` stop every
	 * other operation of the mount. */
	if (!c.max_threads_given)
		copts.max_threads = SBXFS_MAX_THREADS;
	if (!copts.mountpoint) {
		fprintf(stderr, "usage: %s [-o opt,...] [-f] [-d] MOUNTPOINT (see --help)\n",
			argv[0]);
		ret = 2;
		goto out_args;
	}
	conf.cache_timeout = DEFAULT_CACHE_TIMEOUT;
	if ((c.cache_timeout && parse_range("cache_timeout", c.cache_timeout, 86400, "seconds",
					    &conf.cache_timeout)) ||
	    (c.io_timeout && parse_range("io_timeout", c.io_timeout, 86400, "seconds", &io)) ||
	    (c.stream_timeout &&
	     parse_range("stream_timeout", c.stream_timeout, 86400, "seconds", &stream)) ||
	    (c.idle_cache && parse_range("file_cache_mb", c.idle_cache, 1e6, "MiB", &mb)) ||
	    (c.mem_spool && parse_range("mem_spool_mb", c.mem_spool, 1e6, "MiB", &mem_mb)) ||
	    (c.output_max && parse_range("output_max_mb", c.output_max, 1e7, "MiB", &out_mb))) {
		ret = 2;
		goto out_args;
	}
	conf.io_timeout_ms = (long)(io * 1000);
	/* not given: libsbx's default (io_timeout); 0 given: never */
	conf.stream_timeout_ms = stream < 0 ? 0 : stream == 0 ? -1 : (long)(stream * 1000);
	conf.idle_cache_max = (size_t)(mb * 1024 * 1024);
	conf.mem_max = (size_t)(mem_mb * 1024 * 1024);
	/* what sandbox programs print costs the host's disk: bounded */
	spool_set_default_limit((off_t)(out_mb * 1024 * 1024));
	conf.idle_files_max = FC_FILES_DEFAULT;
	if (c.idle_files) {
		char *end;
		unsigned long long n;

		errno = 0;
		n = strtoull(c.idle_files, &end, 10);
		/* (each costs about 750 bytes of memory: a million is plenty) */
		if (!*c.idle_files || *end || errno || c.idle_files[0] == '-' || n > 1000000) {
			fprintf(stderr, "sbxfs: bad file_cache_files '%s'\n", c.idle_files);
			ret = 2;
			goto out_args;
		}
		conf.idle_files_max = (size_t)n;
	}
	conf.insecure = c.insecure;
	conf.url = strdup(c.url ? c.url : env_url && env_url[0] ? env_url : DEFAULT_URL);
	conf.mountpoint = strdup(copts.mountpoint);
	conf.cacert = c.cacert ? strdup(c.cacert) : NULL;
	if (!conf.url || !conf.mountpoint)
		goto out_conf;
	/* trailing slashes off the URL: paths are appended */
	for (size_t l = strlen(conf.url); l > 0 && conf.url[l - 1] == '/'; l--)
		conf.url[l - 1] = '\0';
	if (find_token(&c, &conf.token) < 0)
		goto out_conf;

	co.url = conf.url;
	co.token = conf.token;
	co.cacert = conf.cacert;
	co.insecure = conf.insecure;
	co.io_timeout_ms = conf.io_timeout_ms;
	co.stream_timeout_ms = conf.stream_timeout_ms;
	co.retries = -1;
	if (!c.delay_connect && check_server(&co) < 0)
		goto out_conf;

	r = recover_spool_root(conf.url, &spool_root);
	if (r == 0)
		r = recover_spool_create(spool_root, &spool_dir, &lock_fd);
	if (r < 0) {
		fprintf(stderr, "sbxfs: cannot create a spool dir in %s: %s\n",
			spool_root ? spool_root : "the state directory", strerror(-r));
		goto out_conf;
	}
	conf.spool_dir = strdup(spool_dir);
	if (!conf.spool_dir || recover_dir_for(conf.url, &conf.recovered_dir) < 0)
		goto out_spool;
	if (conf.mem_max > 0) {
		size_t room = 0;

		/* without one (no tmpfs of ours), every file is spooled on disk */
		r = recover_mem_create(spool_dir, &conf.mem_dir, &room);
		if (r < 0)
			sbxfs_log("no memory spool (%s): small files are spooled on disk too",
				  r == -EXDEV	? "its directory is not in tmpfs"
				  : r == -EPERM ? "its directory is not ours alone"
						: strerror(-r));
		else if (conf.mem_max > room / 4)
			conf.mem_max = room / 4; /* (a shared /dev/shm stays usable) */
	}
	if (sandbox_ids_default_file(conf.url, &conf.known_file) < 0)
		conf.known_file = NULL; /* remembering is optional */
	recover_previous(&co, c.delay_connect, spool_root, spool_dir, conf.recovered_dir,
			 conf.known_file);

	if (!c.subtype_given)
		fuse_opt_add_arg(&args, "-osubtype=sbxfs");
	/* Modes and owners are the sandbox's to set (its code is untrusted):
	 * a setuid-root file or a device node it made must never act on the
	 * host, whatever mount(8) passes along ("suid", "dev" are dropped). */
	fuse_opt_add_arg(&args, "-onosuid,nodev");
	if (!c.fsname_given) {
		char fsn[PATH_MAX + 16];
		size_t j = 0;

		/* fuse_opt splits on ',': escape it */
		j += (size_t)snprintf(fsn, sizeof(fsn), "-ofsname=");
		for (const char *p = conf.url; *p && j + 3 < sizeof(fsn); p++) {
			if (*p == ',' || *p == '\\')
				fsn[j++] = '\\';
			fsn[j++] = *p;
		}
		fsn[j] = '\0';
		fuse_opt_add_arg(&args, fsn);
	}
	r = sbxfs_new(&conf, &fs);
	if (r < 0)
		goto out_spool;
	memset(&conf, 0, sizeof(conf)); /* fs owns the strings now */
	f = fuse_new(&args, &sbxfs_ops, sizeof(sbxfs_ops), fs);
	if (!f)
		goto out_fs;
	if (fuse_mount(f, copts.mountpoint) != 0)
		goto out_fuse;
	if (devio_install(f) != 0)
		sbxfs_log("cannot read /dev/fuse itself: an answer raced by a command's "
			  "invalidation may stay in the kernel until cache_timeout");
	if (!copts.foreground)
		sbxfs_log_to_syslog();
	if (fuse_daemonize(copts.foreground) != 0)
		goto out_unmount;
	if (fuse_set_signal_handlers(fuse_get_session(f)) != 0)
		goto out_unmount;
	if (copts.singlethread) {
		r = fuse_loop(f);
	} else {
		/* (FUSE_USE_VERSION 312: below it, fuse_loop_mt reads the v1
		 * struct, which has no max_threads, and libfuse keeps 10) */
		lcfg = fuse_loop_cfg_create();
		if (!lcfg)
			goto out_signals;
		fuse_loop_cfg_set_clone_fd(lcfg, (unsigned)copts.clone_fd);
		if (copts.max_idle_threads <= 100000) /* UINT_MAX: not given */
			fuse_loop_cfg_set_idle_threads(lcfg, copts.max_idle_threads);
		if (copts.max_threads > 0 && copts.max_threads <= 100000)
			fuse_loop_cfg_set_max_threads(lcfg, copts.max_threads);
		r = fuse_loop_mt(f, lcfg);
		fuse_loop_cfg_destroy(lcfg);
	}
	/* libfuse's loop returns the signal that ended it: SIGTERM, SIGINT
	 * and SIGHUP are how a daemon is asked to stop, a clean exit. */
	if (r == SIGTERM || r == SIGINT || r == SIGHUP)
		r = 0;
	ret = r == 0 && sbxfs_init_error(fs) == 0 ? 0 : 1;
	sbxfs_quiesce(fs); /* before libfuse frees what notifications use */
out_signals:
	fuse_remove_signal_handlers(fuse_get_session(f));
	/* The exit is under way: a stop signal now (a service manager's
	 * TERM right after the unmount) would kill it midway and leave the
	 * spool, and the memory spool in tmpfs, for a next mount to reap
	 * (SIGKILL still ends it; what follows is bounded by io_timeout). */
	signal(SIGTERM, SIG_IGN);
	signal(SIGINT, SIG_IGN);
	signal(SIGHUP, SIG_IGN);
out_unmount:
	fuse_unmount(f);
out_fuse:
	fuse_destroy(f);
out_fs:
	sbxfs_free(fs); /* uploads what is dirty; keeps what it cannot */
out_spool:
	/* a clean exit leaves no spool; unsent data stays for the next mount */
	recover_spool_remove(spool_dir, lock_fd);
out_conf:
	free(conf.url);
	free(conf.token);
	free(conf.cacert);
	free(conf.mountpoint);
	free(conf.known_file);
	free(conf.spool_dir);
	free(conf.mem_dir);
	free(conf.recovered_dir);
out_args:
	free(spool_root);
	free(spool_dir);
	free(copts.mountpoint);
	fuse_opt_free_args(&args);
	free(c.url);
	free(c.token_file);
	free(c.cacert);
	free(c.cache_timeout);
	free(c.io_timeout);
	free(c.stream_timeout);
	free(c.idle_cache);
	free(c.idle_files);
	free(c.mem_spool);
	free(c.output_max);
	free(c.pos[0]);
	free(c.pos[1]);
	return ret;
}
