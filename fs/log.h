/* log — the daemon's one-line messages: stderr in the foreground (-f, and
 * tests), syslog once daemonized (stderr is /dev/null then). */
#ifndef SBXFS_LOG_H
#define SBXFS_LOG_H

#include <stdbool.h>

/* Switch to syslog (ident "sbxfs"); called by main before daemonizing. */
void sbxfs_log_to_syslog(void);
/* printf-style; "sbxfs: " is prepended on stderr, a newline appended. */
void sbxfs_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
