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

/* sbxfs's per-user state directory ($XDG_STATE_HOME/sbxfs, else
 * ~/.local/state/sbxfs) into buf, not created; -ENOENT without either. */
int known_state_dir(char *buf, size_t size);
/* The url as one file name: "http://127.0.0.1:8787" -> "http_127.0.0.1_8787". */
void known_server_name(const char *url, char *buf, size_t size);
/* mkdir -p with mode 0700 for what it creates; path is restored. */
int known_mkdirs(char *path);

#endif
