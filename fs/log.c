/* log — where the daemon's messages go. The only process-wide state of
 * sbxfs besides libfuse's own: set once by main() before any thread runs,
 * read-only afterwards. */
#include <stdarg.h>
#include <stdio.h>
#include <syslog.h>

#include "log.h"

static bool use_syslog;

void sbxfs_log_to_syslog(void)
{
	openlog("sbxfs", LOG_PID, LOG_DAEMON);
	use_syslog = true;
}

void sbxfs_log(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (use_syslog) {
		vsyslog(LOG_WARNING, fmt, ap);
	} else {
		fputs("sbxfs: ", stderr);
		vfprintf(stderr, fmt, ap);
		fputc('\n', stderr);
	}
	va_end(ap);
}
