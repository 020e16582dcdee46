/* tree — what a mount path names (DESIGN.md "The mounted tree").
 *
 * Pure string logic, no I/O: fs/ops.c asks tree_parse() which kind of node a
 * FUSE path is and dispatches on the answer. Nothing is allocated but by
 * tree_moved; the pointers in struct tree_node point into the path that
 * was parsed.
 */
#ifndef SBXFS_TREE_H
#define SBXFS_TREE_H

#include <stdbool.h>

#include "sbx.h"

enum tree_kind {
	TREE_ROOT,	/* "/" */
	TREE_META_DIR,	/* "/.sbxfs" */
	TREE_META_FILE, /* "/.sbxfs/version|server|stats|recovered" */
	TREE_SANDBOX,	/* "/<id>" */
	TREE_WORKSPACE, /* "/<id>/workspace[/...]" */
	TREE_CTL, /* "/<id>/{ctl,sessions,processes,ports,contexts,terminals}[/...]": fs/ctlfs.h */
};

#define TREE_META_NAME ".sbxfs"
/* .sbxfs/recovered: a symbolic link to the folder of unsent data that
 * earlier mounts left (fs/recover.h), present while that folder exists */
#define TREE_META_RECOVERED "recovered"

struct tree_node {
	enum tree_kind kind;
	char id[SBX_ID_MAX + 1]; /* sandbox id ("" above sandboxes) */
	/* TREE_WORKSPACE: the sandbox path, "/workspace" or "/workspace/a/b";
	 * TREE_CTL: the path below MOUNT/<id>/ ("ctl/exec");
	 * TREE_META_FILE: the file name; otherwise NULL. */
	const char *rel;
};

/* Parses an absolute FUSE path. -ENOENT for paths that cannot exist (an
 * invalid sandbox id, an unknown name in a sandbox directory, ...);
 * -ENAMETOOLONG for a workspace path with a component over NAME_MAX bytes
 * or PATH_MAX bytes in all. The node is valid as long as path is. */
int tree_parse(const char *path, struct tree_node *out);

/* Names in a sandbox directory and in .sbxfs, NULL-terminated. */
extern const char *const tree_sandbox_names[];
extern const char *const tree_meta_names[];

/* Splits "/a/b/c" into the parent ("/a/b", written to parent, at most
 * size bytes) and returns the last component ("c"). NULL if it does not
 * fit or path has no '/'. */
const char *tree_split(const char *path, char *parent, size_t size);

/* Whether path is prefix or below it (plen: strlen(prefix)): "/a/b" is
 * below "/a", "/ab" is not. For mount paths and sandbox paths alike. */
bool tree_below(const char *path, const char *prefix, size_t plen);
/* to + what follows path's first plen bytes (a prefix tree_below
 * matched), malloc'd; NULL when out of memory. A rename's new name. */
char *tree_moved(const char *path, size_t plen, const char *to);

#endif
