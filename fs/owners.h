/* owners — who a workspace file shows as owned by, and who owns what the
 * mount creates.
 *
 * What a file's owner shows: the owner recorded with it (sbxd keeps the
 * uid/gid a chown through the mount set, or the host user who created it,
 * with the file: its sandbox runs as one user and cannot chown), else its
 * real owner in the sandbox, where the sandbox's own user (who owns
 * /workspace, and every file its commands make) shows as the mounting
 * user. So `ls -l` of a fresh workspace shows you, a chown shows and
 * persists, and with -o default_permissions the kernel checks access,
 * sticky directories and owner-only chmod against what is shown. On a
 * bridge (commands run as root) chown really chowns, the mounting user
 * standing for root there.
 *
 * Thread-safe (one mutex, a leaf: no request runs under it).
 */
#ifndef SBXFS_OWNERS_H
#define SBXFS_OWNERS_H

#include <stdbool.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "sbx.h"

struct owners;
struct cache;

/* uid/gid: the mounting user. client: to ask a sandbox's own user. */
int owners_new(struct sbx_client *client, uid_t uid, gid_t gid, struct owners **out);
void owners_free(struct owners *o); /* NULL ok */
/* ws: the attributes of sandbox id's /workspace (its owner is the
 * sandbox's own user). */
void owners_learn(struct owners *o, const char *id, const struct sbx_stat *ws);
/* *s as the mount shows it (id NULL: no sandbox user to map). */
void owners_to_stat(struct owners *o, const char *id, const struct sbx_stat *s, struct stat *st);
/* Names made from now on by this thread belong to the process behind the
 * current request (in a setgid directory, as cache knows path's parent:
 * to the directory's group, as Linux does). */
void owners_set_creator(struct owners *o, struct cache *cache, const char *path);
/* The owner and group owners_set_creator records for path; *writable
 * (NULL: not asked): the parent directory, as far as the mount knows it,
 * lets the sandbox's user make path. */
void owners_creator(struct owners *o, struct cache *cache, const char *path, uid_t *uid, gid_t *gid,
		    bool *writable);

#endif
