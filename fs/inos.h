/* inos — the inode numbers the mount shows (sbxfs runs with use_ino).
 *
 * A workspace node shows its sandbox inode number, with the sandbox id
 * mixed into the high bits (files of two sandboxes never collide), so that
 * numbers are stable however long the kernel forgets a node and hard links
 * share theirs; every other node (control files, sandbox directories) a
 * hash of its mount path.
 *
 * One exception keeps what a local file system keeps: a file written
 * through the mount stays the same file. sbxd uploads by writing a new file
 * and renaming it over the old one, so the sandbox inode changes with every
 * save; a program holding the file open (SQLite checks that its database
 * was not moved) must not see that. inos_replaced() records that new
 * number N stands for the old number O: N then shows as O. O itself, once
 * reused by the sandbox for another file, shows a fresh number instead
 * (remembered like a replacement, so that its other hard links show it
 * too), so no two files ever show the same number. The table is bounded (oldest
 * replacements forgotten first).
 *
 * Thread-safe (one mutex).
 */
#ifndef SBXFS_INOS_H
#define SBXFS_INOS_H

#include <stdbool.h>
#include <sys/types.h>

struct inos;

int inos_new(size_t max, struct inos **out);
void inos_free(struct inos *in); /* NULL ok */

/* The number shown for a node of sandbox id at mount path path whose
 * sandbox inode number is server (0: unknown; the path decides). */
ino_t inos_shown(struct inos *in, const char *id, const char *path, ino_t server);
/* The same for a node whose link count is known: linked (more than one
 * link) never waits for an upload in flight (inos_replacing). */
ino_t inos_shown_linked(struct inos *in, const char *id, const char *path, ino_t server,
			bool linked);
/* A mount path that is not a workspace node (never 0, 1 for "/"). */
ino_t inos_path(const char *path);
/* Our own upload over the sandbox file at path (inode old_ino) starts:
 * until inos_replaced() for it, inos_shown() of old_ino for any other
 * path waits (the sandbox may have freed old_ino and given it to a new
 * file, which must not show what this file shows). */
void inos_replacing(struct inos *in, const char *id, const char *path, ino_t old_ino);
/* That upload ended: the sandbox file at path now has inode new_ino (0: the
 * upload failed, or its data took the place of another file than old_ino,
 * so there is nothing to carry over; old_ino: it kept its number). A new
 * number shows from now on what old_ino showed. Also without
 * inos_replacing() before. */
void inos_replaced(struct inos *in, const char *id, const char *path, ino_t old_ino, ino_t new_ino);

#endif
