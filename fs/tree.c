/* tree — maps a mount path to the kind of node it names. The mount is
 *
 *   /                      TREE_ROOT: one directory per sandbox id
 *   /.sbxfs/{version,server,stats}   read-only facts about this mount
 *   /<id>/                 TREE_SANDBOX
 *   /<id>/workspace/...    TREE_WORKSPACE, the sandbox's /workspace
 *   /<id>/ctl|sessions|processes|ports|contexts|terminals/...   TREE_CTL, served by ctlfs
 *
 * A workspace path maps to its sandbox path without copying: the mount path
 * "/<id>/workspace/a" ends in exactly the sandbox path "/workspace/a".
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "ctlfs.h"
#include "tree.h"

const char *const tree_sandbox_names[] = {"workspace", "ctl",	   "sessions",	"processes",
					  "ports",     "contexts", "terminals", NULL};
const char *const tree_meta_names[] = {"version", "server", "stats", TREE_META_RECOVERED, NULL};

static bool in_list(const char *const *list, const char *name, size_t len)
{
	for (; *list; list++)
		if (strlen(*list) == len && memcmp(*list, name, len) == 0)
			return true;
	return false;
}

int tree_parse(const char *path, struct tree_node *out)
{
	struct tree_node n = {.kind = TREE_ROOT};
	const char *p, *slash, *rest;
	size_t len;

	if (!path || path[0] != '/')
		return -ENOENT;
	p = path + 1;
	if (*p == '\0')
		goto done;
	slash = strchr(p, '/');
	len = slash ? (size_t)(slash - p) : strlen(p);
	if (len == strlen(TREE_META_NAME) && memcmp(p, TREE_META_NAME, len) == 0) {
		if (!slash || slash[1] == '\0') {
			n.kind = TREE_META_DIR;
			goto done;
		}
		rest = slash + 1;
		if (strchr(rest, '/') || !in_list(tree_meta_names, rest, strlen(rest)))
			return -ENOENT;
		n.kind = TREE_META_FILE;
		n.rel = rest;
		goto done;
	}
	if (len == 0 || len > SBX_ID_MAX)
		return -ENOENT;
	memcpy(n.id, p, len);
	n.id[len] = '\0';
	if (!sbx_valid_id(n.id))
		return -ENOENT;
	if (!slash || slash[1] == '\0') {
		n.kind = TREE_SANDBOX;
		goto done;
	}
	rest = slash + 1;
	slash = strchr(rest, '/');
	len = slash ? (size_t)(slash - rest) : strlen(rest);
	if (len == strlen("workspace") && memcmp(rest, "workspace", len) == 0) {
		/* What a local file system refuses, refused before any request:
		 * a component over NAME_MAX, and a path longer than the mount
		 * path buffers (PATH_MAX) — stricter than the sandbox's own
		 * limit on its shorter "/workspace/..." path, so every path we
		 * accept is one the sandbox can hold. */
		if (strlen(path) >= PATH_MAX)
			return -ENAMETOOLONG;
		for (const char *c = rest; c;) {
			const char *e = strchr(c, '/');

			if ((e ? (size_t)(e - c) : strlen(c)) > NAME_MAX)
				return -ENAMETOOLONG;
			c = e ? e + 1 : NULL;
		}
		n.kind = TREE_WORKSPACE;
		n.rel = rest - 1; /* "/workspace..." */
		goto done;
	}
	if (!in_list(tree_sandbox_names, rest, len) || !ctlfs_owns(rest))
		return -ENOENT;
	n.kind = TREE_CTL;
	n.rel = rest;
done:
	*out = n;
	return 0;
}

const char *tree_split(const char *path, char *parent, size_t size)
{
	const char *slash = strrchr(path, '/');
	size_t len;

	if (!slash)
		return NULL;
	len = (size_t)(slash - path);
	if (len == 0)
		len = 1; /* parent of "/x" is "/" */
	if (len >= size)
		return NULL;
	memcpy(parent, path, len);
	parent[len] = '\0';
	return slash + 1;
}

bool tree_below(const char *path, const char *prefix, size_t plen)
{
	return strncmp(path, prefix, plen) == 0 && (path[plen] == '\0' || path[plen] == '/');
}

char *tree_moved(const char *path, size_t plen, const char *to)
{
	size_t tlen = strlen(to), rest = strlen(path) - plen;
	char *np = malloc(tlen + rest + 1);

	if (np) {
		memcpy(np, to, tlen);
		memcpy(np + tlen, path + plen, rest + 1);
	}
	return np;
}
