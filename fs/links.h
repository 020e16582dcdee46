/* links — how a symlink that lives in a sandbox reads through the mount.
 *
 * Symlink targets are written by the sandbox, which is untrusted: a link
 * "notes.txt -> /root/.bashrc" or "-> ../../../../etc/shadow" read verbatim
 * through the mount would make a host user's cat, vim or `echo >>` read or
 * write the host's file. The rule (README "Symlinks through the mount"):
 *
 * - a target that stays inside the sandbox's /workspace keeps working:
 *   an absolute one ("/workspace/src/x") is shown rewritten into the mount
 *   ("MOUNT/<id>/workspace/src/x", as sshfs's transform_symlinks does),
 *   normalised; a relative one is shown as written when its ".." all come
 *   first ("x", "../lib/y": the kernel then walks exactly the directories
 *   we checked), else in its lexically normalised relative form;
 * - a target that leaves /workspace (lexically, from the link's directory;
 *   a ".." above "/" counts as leaving) is shown as
 *   "MOUNT/<id>/.outside-workspace:<target as written>", a path that never
 *   exists (the sandbox directory holds only sbxfs's own names), so
 *   following it through the mount gives ENOENT and readlink still tells
 *   where the sandbox points.
 *
 * Why this is safe: each hop of a path walk through the mount is either a
 * real directory inside MOUNT/<id>/workspace or a link shown by this rule,
 * and no rewritten target can climb out: absolute ones have no "..", and
 * relative ones climb only from the link's real directory, as far as our
 * check allowed.
 *
 * The one exception: a link the mount's user made through this mount
 * (symlink(2) on MOUNT/<id>/workspace/..., e.g. python -m venv's
 * bin/python -> /usr/bin/python3) is shown as written while it still has
 * that target at that path: the user chose that host path, and a sandbox
 * that changes the target or moves the link loses the exception. struct
 * links_own remembers those (path, target) pairs, in memory, for the
 * mount's lifetime (the most recent LINKS_OWN_MAX of them); a rename through
 * the mount carries an entry along, a directory rename does not.
 * links_to_mount/links_from_mount themselves are pure string logic.
 */
#ifndef SBXFS_LINKS_H
#define SBXFS_LINKS_H

#include <stdbool.h>

/* The name, in a sandbox directory, under which leaving targets are shown. */
#define LINKS_OUTSIDE ".outside-workspace:"

/* The target a link at sandbox path linkpath ("/workspace/a/l") with the
 * given target is shown with through a mount at mountpoint (absolute).
 * own: the mount's user made this very link (links_own_has): a leaving
 * target is then shown as written. Returns a malloc'd string (caller
 * frees), NULL when out of memory. */
char *links_to_mount(const char *mountpoint, const char *id, const char *linkpath,
		     const char *target, bool own);

/* The reverse, for symlink(2) through the mount: a target into this
 * sandbox's workspace through the mount ("MOUNT/<id>/workspace/x") is
 * stored as the sandbox sees it ("/workspace/x"), unless its ".." lead
 * out of the workspace again: then as the host path it names, lexically
 * normalised into buf ("MOUNT/<id>/workspace/x/../../ctl" is
 * "MOUNT/<id>/ctl"), so that no ".." follows a name the sandbox could
 * make a link; and a shown leaving target gets its original text back.
 * Returns target, a pointer into it, or buf (size bytes). */
const char *links_from_mount(const char *mountpoint, const char *id, const char *target, char *buf,
			     size_t size);

/* Links the mount's user made: (mount path, stored target) pairs. All
 * functions are thread-safe; allocation failure only forgets. */
#define LINKS_OWN_MAX 16384
struct links_own;
int links_own_new(struct links_own **out);
void links_own_free(struct links_own *o); /* NULL ok */
void links_own_add(struct links_own *o, const char *path, const char *target);
bool links_own_has(struct links_own *o, const char *path, const char *target);
/* A rename of exactly that path through the mount. */
void links_own_rename(struct links_own *o, const char *from, const char *to);

#endif
