/* uids.h — a host uid of its own for every sandbox (sbxd running as root).
 *
 * Each sandbox runs under a host uid, and a gid of the same number, taken
 * from a configured range ([base, base + count)) and recorded in one small
 * file in the state dir (STATE/uids, lines "<id> <uid>"), so a restarted
 * sbxd gives every sandbox its uid back and its files keep their owner.
 * Separate uids mean separate file ownership on the host (a sandbox's
 * directories are 0700 to its uid) and make per-uid limits (RLIMIT_NPROC)
 * per sandbox.
 *
 * The range must belong to nobody else: uid_range_check() refuses one that
 * holds a user or group of the system's databases (getpwent/getgrent) or
 * overlaps a subordinate id range (/etc/subuid, /etc/subgid), whose owner
 * could otherwise map a sandbox's uid into a user namespace of their own.
 *
 * All functions return 0 on success and -errno on failure; the map is
 * thread-safe (one mutex).
 */
#ifndef SBXD_UIDS_H
#define SBXD_UIDS_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct uid_map;

/* Loads the record at path (absent = empty). Entries whose uid lies outside
 * the range are dropped (their sandboxes get a new uid at their next start,
 * and their files are handed over then). Free with uid_map_free(). */
int uid_map_open(const char *path, uid_t base, uint32_t count, struct uid_map **out);
void uid_map_free(struct uid_map *m);

/* The uid of sandbox id: the recorded one, or the lowest free uid of the
 * range, recorded (written and renamed into place) before it is returned.
 * -ENOSPC when the range is exhausted. */
int uid_map_get(struct uid_map *m, const char *id, uid_t *out);
/* Forgets id's uid (the sandbox was destroyed); 0 also when none. */
int uid_map_release(struct uid_map *m, const char *id);

/* Whether [base, base + count) is free for sbxd's use: 0, or -EEXIST with
 * the reason (which user, group or subordinate range) in why. */
int uid_range_check(uid_t base, uint32_t count, char *why, size_t whylen);

/* Pure helper (unit-tested): does a subuid/subgid file's text ("name:start:
 * count" lines) overlap [base, base + count)? 1 with the owner's name in
 * who, else 0. */
int subid_overlap(const char *text, uid_t base, uint32_t count, char *who, size_t wholen);

#endif
