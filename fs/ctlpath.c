/* ctlpath — the path grammar of ctl/, sessions/, processes/ and ports/:
 * one pure parsing function per top directory, in a table. */
#include "ctlpath.h"

#include <errno.h>
#include <string.h>

#include "ports.h"
#include "processes.h"
#include "sessions_state.h"

static const struct ctl_leaf_def ctl_leaves[] = {
    {"exec", LEAF_EXEC, 0644},	   {"out", LEAF_OUT, 0444},   {"err", LEAF_ERR, 0444},
    {"status", LEAF_STATUS, 0444}, {"info", LEAF_INFO, 0444}, {"snapshot", LEAF_SNAPSHOT, 0644},
    {NULL, LEAF_NONE, 0},
};
static const struct ctl_leaf_def session_leaves[] = {
    {"exec", LEAF_EXEC, 0644},	   {"out", LEAF_OUT, 0444}, {"err", LEAF_ERR, 0444},
    {"status", LEAF_STATUS, 0444}, {"cwd", LEAF_CWD, 0444}, {"env", LEAF_ENV, 0644},
    {NULL, LEAF_NONE, 0},
};
static const struct ctl_leaf_def process_leaves[] = {
    {"cmdline", LEAF_CMDLINE, 0444},
    {"status", LEAF_PROC_STATUS, 0444},
    {"log", LEAF_LOG, 0444},
    {"ctl", LEAF_PROC_CTL, 0200},
    {NULL, LEAF_NONE, 0},
};

static const struct ctl_leaf_def *leaf_lookup(const struct ctl_leaf_def *defs, const char *name)
{
	for (; defs->name; defs++)
		if (strcmp(defs->name, name) == 0)
			return defs;
	return NULL;
}

static int set_leaf(struct ctl_path *p, enum ctl_node node, const struct ctl_leaf_def *d)
{
	if (!d)
		return -ENOENT;
	p->node = node;
	p->leaf = d->leaf;
	p->mode = d->mode;
	return 0;
}

typedef char comp_t[CTLPATH_COMP_MAX + 1];

/* ctl/ and ctl/<file> */
static int parse_ctl(comp_t *c, int n, struct ctl_path *p)
{
	if (n == 1) {
		p->node = CTL_NODE_CTL_DIR;
		return 0;
	}
	return n == 2 ? set_leaf(p, CTL_NODE_CTL_FILE, leaf_lookup(ctl_leaves, c[1])) : -ENOENT;
}

/* sessions/, sessions/<name>/ and sessions/<name>/<file> */
static int parse_sessions(comp_t *c, int n, struct ctl_path *p)
{
	if (n == 1) {
		p->node = CTL_NODE_SESSIONS_DIR;
		return 0;
	}
	memcpy(p->name, c[1], strlen(c[1]) + 1);
	p->name_ok = sessions_valid_name(c[1]);
	if (n == 2) {
		p->node = CTL_NODE_SESSION;
		return 0;
	}
	if (!p->name_ok)
		return -ENOENT;
	return set_leaf(p, CTL_NODE_SESSION_FILE, leaf_lookup(session_leaves, c[2]));
}

/* processes/, processes/spawn, processes/<pid>/ and processes/<pid>/<file> */
static int parse_processes(comp_t *c, int n, struct ctl_path *p)
{
	static const struct ctl_leaf_def spawn = {"spawn", LEAF_SPAWN, 0644};

	if (n == 1) {
		p->node = CTL_NODE_PROCESSES_DIR;
		return 0;
	}
	if (n == 2 && strcmp(c[1], "spawn") == 0)
		return set_leaf(p, CTL_NODE_SPAWN, &spawn);
	if (processes_parse_pid(c[1], &p->pid) < 0)
		return -ENOENT;
	if (n == 2) {
		p->node = CTL_NODE_PROCESS;
		return 0;
	}
	return set_leaf(p, CTL_NODE_PROCESS_FILE, leaf_lookup(process_leaves, c[2]));
}

/* ports/ and ports/<port> */
static int parse_ports(comp_t *c, int n, struct ctl_path *p)
{
	static const struct ctl_leaf_def port = {"", LEAF_PORT, 0644};

	if (n == 1) {
		p->node = CTL_NODE_PORTS_DIR;
		return 0;
	}
	if (n != 2)
		return -ENOENT;
	p->name_ok = ports_parse(c[1], &p->port) == 0;
	return set_leaf(p, CTL_NODE_PORT, &port);
}

static const struct {
	const char *name;
	enum ctl_dir dir;
	int (*parse)(comp_t *c, int n, struct ctl_path *p);
} grammar[] = {
    {"ctl", CTL_DIR_CTL, parse_ctl},
    {"sessions", CTL_DIR_SESSIONS, parse_sessions},
    {"processes", CTL_DIR_PROCESSES, parse_processes},
    {"ports", CTL_DIR_PORTS, parse_ports},
};

/* Splits rel into at most 3 components. -ENOENT for anything deeper,
 * empty components or overlong names. */
static int split3(const char *rel, comp_t comp[3], int *n)
{
	int k = 0;
	const char *p = rel;

	while (*p) {
		const char *e = strchr(p, '/');
		size_t len = e ? (size_t)(e - p) : strlen(p);

		if (k == 3 || len == 0 || len > CTLPATH_COMP_MAX)
			return -ENOENT;
		memcpy(comp[k], p, len);
		comp[k][len] = 0;
		k++;
		p += len;
		if (*p == '/')
			p++;
	}
	if (k == 0)
		return -ENOENT;
	*n = k;
	return 0;
}

int ctlpath_parse(const char *rel, struct ctl_path *p)
{
	comp_t c[3];
	int n, rc;

	memset(p, 0, sizeof(*p));
	rel = ctlpath_skip_slash(rel);
	if (!rel)
		return -ENOENT;
	rc = split3(rel, c, &n);
	if (rc < 0)
		return rc;
	for (size_t i = 0; i < sizeof(grammar) / sizeof(grammar[0]); i++)
		if (strcmp(c[0], grammar[i].name) == 0) {
			p->dir = grammar[i].dir;
			return grammar[i].parse(c, n, p);
		}
	return -ENOENT;
}

bool ctlpath_is_dir(enum ctl_node node)
{
	return node == CTL_NODE_CTL_DIR || node == CTL_NODE_SESSIONS_DIR ||
	       node == CTL_NODE_SESSION || node == CTL_NODE_PROCESSES_DIR ||
	       node == CTL_NODE_PROCESS || node == CTL_NODE_PORTS_DIR;
}

bool ctlpath_readonly(enum ctl_leaf l)
{
	return l == LEAF_OUT || l == LEAF_ERR || l == LEAF_STATUS || l == LEAF_INFO ||
	       l == LEAF_CWD || l == LEAF_CMDLINE || l == LEAF_PROC_STATUS || l == LEAF_LOG;
}

const struct ctl_leaf_def *ctlpath_leaves(enum ctl_node dir_node)
{
	switch (dir_node) {
	case CTL_NODE_CTL_DIR:
		return ctl_leaves;
	case CTL_NODE_SESSION:
		return session_leaves;
	case CTL_NODE_PROCESS:
		return process_leaves;
	default:
		return NULL;
	}
}

const char *ctlpath_skip_slash(const char *rel)
{
	while (rel && *rel == '/')
		rel++;
	return rel;
}
