/* reslimits.h — how many processes, how much memory and CPU a sandbox may use.
 *
 * Where the host offers cgroups, every sandbox gets one of its own (per v1
 * hierarchy, or one v2 group) below the cgroup sbxd itself runs in, named
 * sbxd-<tag>/<sandbox id> (tag: a hash of the state dir, so that several
 * sbxd instances never share a group and a restarted one finds its own).
 * The forked child that becomes bubblewrap joins it before it executes
 * anything, so bwrap, the sandbox's init and every command count; sbxd and
 * other sandboxes do not. Exceeding a limit then means EAGAIN on fork
 * (pids), the OOM killer inside that group (memory), throttling (cpu).
 *
 * Without usable cgroups the same child sets rlimits instead: RLIMIT_NPROC
 * (counted per host uid, so per sandbox when each has a uid of its own) and
 * RLIMIT_DATA (per process: malloc fails with ENOMEM); CPU is then not
 * limited. limits_describe() says which mechanism holds each limit; sbxd
 * logs it at start. SBXD_CGROUPS=off in the environment skips cgroups (to
 * try the fallback on a host that has them).
 *
 * Functions return 0 or -errno; messages for the log go to sbxd_errmsg().
 */
#ifndef SBXD_RESLIMITS_H
#define SBXD_RESLIMITS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct limits_config {
	long pids;	 /* tasks (processes and threads) at once; 0: no limit */
	uint64_t memory; /* bytes; 0: no limit */
	int cpu;	 /* percent of one CPU (200 = two CPUs); 0: no limit */
};

enum limits_how {
	LIMITS_OFF,	/* not limited */
	LIMITS_CGROUP1, /* a cgroup v1 hierarchy */
	LIMITS_CGROUP2, /* the cgroup v2 hierarchy */
	LIMITS_RLIMIT,	/* a resource limit of the sandbox's processes */
};

struct limits;
struct limits_group;

/* Detects what the host offers and prepares sbxd's own groups. per_uid:
 * every sandbox has a host uid of its own (RLIMIT_NPROC is then per
 * sandbox; without it the pids fallback is off, as the count would be the
 * invoking user's). Never fails for lack of cgroups (falls back); -ENOMEM. */
int limits_new(const struct limits_config *cfg, const char *tag, bool per_uid, struct limits **out);
/* Removes sbxd's (by then empty) parent groups. NULL ok. */
void limits_free(struct limits *l);
/* One line for the log: "pids 512 (cgroup v1), memory 2048 MiB (cgroup v1), ..." */
void limits_describe(const struct limits *l, char *buf, size_t len);
const struct limits_config *limits_config(const struct limits *l);
enum limits_how limits_how_pids(const struct limits *l);
enum limits_how limits_how_memory(const struct limits *l);
enum limits_how limits_how_cpu(const struct limits *l);
const char *limits_how_name(enum limits_how how); /* "cgroup v1", "rlimit", "off" */

/* Creates the groups of sandbox id with their limits set (a leftover group
 * of the same name, from an sbxd that was killed, is emptied and reused). */
int limits_group_new(struct limits *l, const char *id, struct limits_group **out);
/* In the forked child, before exec: joins the groups and sets the rlimits.
 * Async-signal-safe (open/write/close/setrlimit on paths built before the
 * fork). Returns 0, or -1 when a group could not be joined. */
int limits_group_enter(const struct limits_group *g);
/* Kills whatever still runs in the groups, removes them and frees g. NULL ok. */
void limits_group_free(struct limits_group *g);

struct limits_usage {
	long pids;	   /* tasks now; -1 unknown */
	uint64_t memory;   /* bytes charged now; UINT64_MAX unknown */
	uint64_t cpu_usec; /* CPU time used since start; UINT64_MAX unknown */
	long oom_kills;	   /* processes the OOM killer ended in the group; -1 unknown */
};
void limits_group_usage(const struct limits_group *g, struct limits_usage *u);

/* Pure helpers (unit-tested). From /proc/self/cgroup text: the path of the
 * v1 hierarchy holding controller (or of the v2 hierarchy when controller
 * is NULL) into out. 0, or -ENOENT. */
int limits_parse_self(const char *text, const char *controller, char *out, size_t len);
/* From /proc/self/mountinfo text: the mount point and mount root of the v1
 * hierarchy with controller (v2 when NULL). 0, or -ENOENT. */
int limits_parse_mount(const char *text, const char *controller, char *mnt, size_t mntlen,
		       char *root, size_t rootlen);

#endif
