/* known — the sandbox ids this mount knows: attached during this mount and
 * remembered from earlier mounts of the same server (a small file with one
 * id per line, e.g. ~/.local/state/sbxfs/<host_port>.ids). Thread-safe.
 */
#ifndef SBXFS_KNOWN_H
#define SBXFS_KNOWN_H

#include <stdbool.h>
#include <stddef.h>

struct known;

/* file: where remembered ids are kept, NULL for nowhere. Reads it. */
int known_new(const char *file, struct known **out);
void known_free(struct known *k);
bool known_has(struct known *k, const char *id);
/* Adds id; remember: also write it to the file. */
int known_add(struct known *k, const char *id, bool remember);
void known_remove(struct known *k, const char *id);
/* A copy of every id (free with sbx_strv_free). */
int known_list(struct known *k, char ***ids, size_t *n);

/* The default file for server url: $XDG_STATE_HOME/sbxfs/ or
 * ~/.local/state/sbxfs/, named after the url. malloc'd into *out. */
int known_default_file(const char *url, char **out);

#endif
