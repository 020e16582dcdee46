/* ctlpath — the path grammar of the control directories ctl/, sessions/,
 * processes/ and ports/: which node a path below MOUNT/<id>/ names.
 *
 * Pure functions (no I/O, no state): syntax only. Whether a session, pid or
 * port exists is the business of the directory's module (fs/sessions.c,
 * fs/processes.c, fs/ports.c). Unit-tested in tests/test_ctlpath.c.
 *
 *   ctl/                  CTL_NODE_CTL_DIR
 *     exec out err status info snapshot            CTL_NODE_CTL_FILE
 *   sessions/             CTL_NODE_SESSIONS_DIR
 *     <name>/             CTL_NODE_SESSION
 *       exec out err status cwd env                CTL_NODE_SESSION_FILE
 *   processes/            CTL_NODE_PROCESSES_DIR
 *     spawn               CTL_NODE_SPAWN
 *     <pid>/              CTL_NODE_PROCESS
 *       cmdline status log ctl                     CTL_NODE_PROCESS_FILE
 *   ports/                CTL_NODE_PORTS_DIR
 *     <port>              CTL_NODE_PORT
 */
#ifndef SBXFS_CTLPATH_H
#define SBXFS_CTLPATH_H

#include <stdbool.h>
#include <sys/types.h>

#define CTLPATH_COMP_MAX 255 /* longest path component (NAME_MAX) */

enum ctl_node {
	CTL_NODE_CTL_DIR,
	CTL_NODE_CTL_FILE,
	CTL_NODE_SESSIONS_DIR,
	CTL_NODE_SESSION,
	CTL_NODE_SESSION_FILE,
	CTL_NODE_PROCESSES_DIR,
	CTL_NODE_SPAWN,
	CTL_NODE_PROCESS,
	CTL_NODE_PROCESS_FILE,
	CTL_NODE_PORTS_DIR,
	CTL_NODE_PORT,
};

/* The top directory a node is in. */
enum ctl_dir { CTL_DIR_CTL, CTL_DIR_SESSIONS, CTL_DIR_PROCESSES, CTL_DIR_PORTS, CTL_DIR_COUNT };

/* Which file a file node is: each has its own operations table. */
enum ctl_leaf {
	LEAF_NONE, /* a directory */
	LEAF_EXEC,
	LEAF_OUT,
	LEAF_ERR,
	LEAF_STATUS,
	LEAF_INFO,
	LEAF_SNAPSHOT,
	LEAF_CWD,
	LEAF_ENV,
	LEAF_CMDLINE,
	LEAF_PROC_STATUS, /* processes/<pid>/status */
	LEAF_LOG,
	LEAF_PROC_CTL, /* processes/<pid>/ctl */
	LEAF_SPAWN,
	LEAF_PORT,
	LEAF_COUNT,
};

struct ctl_leaf_def {
	const char *name;
	enum ctl_leaf leaf;
	mode_t mode;
};

struct ctl_path {
	enum ctl_node node;
	enum ctl_dir dir;
	enum ctl_leaf leaf;
	mode_t mode;			 /* permission bits of a file node */
	char name[CTLPATH_COMP_MAX + 1]; /* session nodes: the session name */
	bool name_ok;			 /* SESSION: a valid session name; PORT: a valid port */
	int pid;			 /* PROCESS*: the pid */
	int port;			 /* PORT: the port (when name_ok) */
};

/* Parses rel ("ctl/exec", "sessions/build/out"; leading slashes ignored).
 * -ENOENT for a path that can never name a node. */
int ctlpath_parse(const char *rel, struct ctl_path *p);
bool ctlpath_is_dir(enum ctl_node node);
/* Files no open for writing may reach (EACCES). */
bool ctlpath_readonly(enum ctl_leaf leaf);
/* The fixed files of a directory node (NULL-name terminated), or NULL for
 * directories whose names are not fixed. */
const struct ctl_leaf_def *ctlpath_leaves(enum ctl_node dir_node);
const char *ctlpath_skip_slash(const char *rel);

#endif
